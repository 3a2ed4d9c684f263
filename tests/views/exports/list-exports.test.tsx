import { screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_TYPE, exportHeaders, fileAnswer } from '../../../stories/support/streamed-answer';
import { liveToken } from '../../machines/support/session-token';
import { renderApp, type Handler } from '../support/render-app';
import { savedFilesOfEachTest } from '../support/saved-files';
import type { ExportList } from '../../../domain/list-export';

const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const slow = { timeout: 10_000 };
const waiting: Handler = () => new Promise(() => {});

/** Each list page besides the invoices: where it is, the calls that fill it (left waiting), and what its export asks by default. */
const PAGES: { list: ExportList; path: string; fills: string[]; query: Record<string, unknown> }[] = [
  { list: 'clients', path: '/all-clients', fills: ['/client/allClients'], query: { format: 'csv' } },
  { list: 'policies', path: '/policies', fills: ['/policies'], query: { format: 'csv' } },
  {
    list: 'expiring-policies',
    path: '/reports/expiring-policies',
    fills: ['/policies/expiringPolicy'],
    query: { daysToExpire: 30, format: 'csv' },
  },
  { list: 'quotes', path: '/quotes', fills: ['/quotes'], query: { format: 'csv' } },
  { list: 'claims', path: '/claims', fills: ['/claims'], query: { format: 'csv' } },
  { list: 'transactions', path: '/account/transactions', fills: ['/accounting/transactions'], query: { format: 'csv' } },
  { list: 'remittances', path: '/premium-remitted', fills: ['/all-remitted', '/insurance-providers/active'], query: { format: 'csv' } },
  { list: 'users', path: '/users', fills: ['/user'], query: { format: 'csv' } },
];

beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/clients/all-clients-page'),
    import('../../../src/features/policies/policies-page'),
    import('../../../src/features/policies/expiring-policies-page'),
    import('../../../src/features/quotes/quotes-page'),
    import('../../../src/features/claims/claims-page'),
    import('../../../src/features/transactions/transactions-page'),
    import('../../../src/features/remittance/premium-remitted-page'),
    import('../../../src/features/access/users-page'),
  ]);
});

const saved = savedFilesOfEachTest();
beforeEach(() => {
  toast.remove();
});

describe('the Export menu of every list', { timeout: 20_000 }, () => {
  it.each(PAGES)('$path exports /exports/$list', async ({ list, path, fills, query }) => {
    const fileName = `${list}-2026-11-27.csv`;
    const { user, api } = renderApp({
      path,
      token: ADMIN,
      handlers: {
        ...Object.fromEntries(fills.map((fill) => [fill, waiting])),
        [`/exports/${list}`]: () => fileAnswer(exportHeaders({ type: CSV_TYPE, fileName, rows: 0 }), 'Name,Status\r\n'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText(`${fileName} saved, 0 rows`)).toBeInTheDocument();
    expect(api.callsTo(`/exports/${list}`).map((call) => call.query)).toEqual([query]);
    expect(saved().map((file) => file.name)).toEqual([fileName]);
    expect(await saved()[0]!.text).toBe('Name,Status\r\n');
  });
});

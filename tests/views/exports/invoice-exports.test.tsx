import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { invoicesAnswer, PENDING_INVOICE } from '../../../stories/invoices/fixtures';
import { CSV_TYPE, exportHeaders, streamedAnswer, XLSX_TYPE, type StreamedAnswer } from '../../../stories/support/streamed-answer';
import { ADMIN, slow } from '../invoices/invoice-support';
import { renderApp, type Handler } from '../support/render-app';
import { savedFilesOfEachTest } from '../support/saved-files';

const NOW = new Date('2026-11-27T09:00:00+01:00');
const EXPORT_PATH = '/exports/invoices';

beforeAll(async () => {
  await import('../../../src/features/invoices/invoices-page');
});

const saved = savedFilesOfEachTest();
beforeEach(() => {
  toast.remove();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

function openInvoices(exported: Handler) {
  return renderApp({
    path: '/account/invoices',
    token: ADMIN,
    handlers: { '/invoice/': () => invoicesAnswer([PENDING_INVOICE], 1, 3, 42), [EXPORT_PATH]: exported },
  });
}

type User = ReturnType<typeof renderApp>['user'];

async function exportAs(user: User, format: 'CSV' | 'Excel') {
  await user.click(await screen.findByRole('button', { name: 'Export' }, slow));
  await user.click(await screen.findByRole('menuitem', { name: format }));
}

const progress = () => screen.findByRole('progressbar', { name: 'Exporting invoices' });

describe('exporting the invoice list', { timeout: 20_000 }, () => {
  it('asks for every row the filters show as CSV, shows rows received against rows expected, then saves the file', async () => {
    const file = streamedAnswer(exportHeaders({ type: CSV_TYPE, fileName: 'invoices-2026-11-27.csv', rows: 3 }));
    const { user, api } = openInvoices(() => file.response);
    await screen.findByRole('table', { name: 'Invoices' }, slow);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAID');
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), '  Dangote  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('/invoice/').at(-1)?.query).toMatchObject({ search: 'Dangote' }));

    await exportAs(user, 'CSV');
    expect(api.callsTo(EXPORT_PATH).map((call) => call.query)).toEqual([{ status: 'paid', search: 'Dangote', format: 'csv' }]);
    const bar = await progress();
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3');

    file.send('Invoice,Client,Address\r\nDN-1,Dangote,"12 Marina\r\nLagos"\r\nDN-2,"Dangote ""Cement""",Ikoyi\r\nDN');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(screen.getByText('2 of 3 rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(saved()).toEqual([]);

    file.send('-3,Dangote,Apapa\r\n');
    file.end();
    expect(await screen.findByText('invoices-2026-11-27.csv saved, 3 rows')).toBeInTheDocument();
    expect(saved().map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'invoices-2026-11-27.csv', type: CSV_TYPE }]);
    expect(await saved()[0]!.text).toBe(
      'Invoice,Client,Address\r\nDN-1,Dangote,"12 Marina\r\nLagos"\r\nDN-2,"Dangote ""Cement""",Ikoyi\r\nDN-3,Dangote,Apapa\r\n',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('saves Excel as an xlsx file, showing the bytes received while the row count is unknown', async () => {
    const file = streamedAnswer(exportHeaders({ type: XLSX_TYPE }));
    const { user, api } = openInvoices(() => file.response);
    await exportAs(user, 'Excel');
    expect(api.callsTo(EXPORT_PATH)[0]?.query).toEqual({ format: 'xlsx' });
    file.send(new Uint8Array(3 * 1024).fill(7));
    const bar = await progress();
    expect(await within(bar.parentElement!).findByText('3 Kb received')).toBeInTheDocument();
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemax');

    file.send(new Uint8Array([80, 75, 3, 4]));
    file.end();
    expect(await screen.findByText('invoices-2026-11-27.xlsx saved')).toBeInTheDocument();
    expect(saved().map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'invoices-2026-11-27.xlsx', type: XLSX_TYPE }]);
    expect((await saved()[0]!.text).length).toBe(3 * 1024 + 4);
  });

  it('says why when the server refuses, and saves nothing', async () => {
    const { user } = openInvoices(() => {
      throw new ApiFailure('You do not have permission to view invoices', 403, 'FORBIDDEN');
    });
    await exportAs(user, 'CSV');
    expect(await screen.findByText('The invoices could not be exported: You do not have permission to view invoices')).toBeInTheDocument();
    expect(saved()).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('stops reading on Cancel and saves nothing', async () => {
    let file: StreamedAnswer | undefined;
    const { user } = openInvoices(() => {
      file = streamedAnswer(exportHeaders({ type: CSV_TYPE, rows: 1204, estimated: true }));
      return file.response;
    });
    await exportAs(user, 'CSV');
    file!.send('Invoice\nDN-1\nDN-2\n');
    expect(await screen.findByText('2 of about 1,204 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(file!.cancelled).toBe(true);
    expect(saved()).toEqual([]);
    expect(screen.queryByText(/could not be exported|saved/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('exports in the order the list is sorted by, whatever page and page size it shows', async () => {
    const file = streamedAnswer(exportHeaders({ type: CSV_TYPE, fileName: 'invoices-2026-11-27.csv', rows: 0 }));
    const { user, api } = openInvoices(() => file.response);
    await screen.findByRole('table', { name: 'Invoices' }, slow);
    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(api.callsTo('/invoice/').at(-1)?.query).toMatchObject({ sort: 'amount', limit: 50 }));

    await exportAs(user, 'CSV');
    expect(api.callsTo(EXPORT_PATH).map((call) => call.query)).toEqual([{ sort: 'amount', direction: 'asc', format: 'csv' }]);
    file.send('Invoice,Client\r\n');
    file.end();
    expect(await screen.findByText('invoices-2026-11-27.csv saved, 0 rows')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { periodToDate } from '../../../domain/reports/periods';
import { todayInLagos } from '../../../domain/today';
import { CLIENTS, clientsAnswer } from '../../../stories/chart-of-accounts/fixtures';
import { clientReportAnswer } from '../../../stories/reports/client-fixtures';
import { individual, placeHandlers } from '../clients/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 15000 };
const LEKKI = CLIENTS[0]!;

function open(path: string, held: PermissionName[] = ['View Client Reports'], handlers: Record<string, Handler> = {}) {
  return renderApp({
    path,
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      '/client/search': () => clientsAnswer([LEKKI]),
      '/reports/client-report': clientReportAnswer,
      ...handlers,
    },
  });
}

describe('the client report (/reports/client-report)', () => {
  it('asks nothing until a client is chosen, then shows their report for this quarter', async () => {
    const { api, user } = open('/reports/client-report');
    expect(await screen.findByText('Choose a client', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('/reports/client-report')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /Client type/ }), 'Corporate');
    await user.type(screen.getByRole('searchbox', { name: 'Find a client' }), 'Lekki');
    await user.click(await screen.findByRole('radio', { name: /Lekki Foods Ltd/ }));
    await waitFor(() =>
      expect(api.callsTo('/reports/client-report').at(-1)!.query).toEqual({
        clientType: 'CORPORATE',
        clientId: LEKKI.client_id,
        ...periodToDate('quarter', todayInLagos()),
      }),
    );
    const statement = await screen.findByRole('table', { name: 'Statement of account' }, slow);
    expect(within(statement).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦150,000.00₦90,000.00₦60,000.00');
    expect(screen.getByRole('link', { name: 'POL/2026/000031' })).toHaveAttribute('href', '/policies/pol-1');
  });

  it('opens on the client in the address and exports their report', async () => {
    const { api, user } = open('/reports/client-report?clientType=INDIVIDUAL&clientId=ic-1&clientName=Adaeze%20Okafor', undefined, {
      '/reports/client-report': (options) =>
        (options.query as { format?: string }).format === 'csv' ? 'Policy,Insurer\r\n' : clientReportAnswer(options),
    });
    await screen.findByRole('table', { name: 'Policies' }, slow);
    expect(api.callsTo('/reports/client-report')[0]!.query).toMatchObject({ clientType: 'INDIVIDUAL', clientId: 'ic-1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('/reports/client-report').at(-1)!.query).toMatchObject({ clientId: 'ic-1', format: 'csv' }));
  });

  it('tells a user without the permission what they need', async () => {
    open('/reports/client-report', ['View Clients']);
    expect(await screen.findByText(/View Client Reports/, {}, slow)).toBeInTheDocument();
  });
});

describe("the client's own page", () => {
  it("shows this quarter's policies, premium, claims and account, with the way to the full report", async () => {
    const { api } = open('/clients/individual/ic-1', ['View Clients', 'View Client Reports'], {
      ...placeHandlers(),
      '/client/ic-1': () => ({ success: true, data: individual() }),
    });
    const section = await screen.findByRole('region', { name: 'Policies, premium, claims and account' }, slow);
    expect(await within(section).findByRole('table', { name: 'Statement of account' }, slow)).toBeInTheDocument();
    expect(api.callsTo('/reports/client-report')[0]!.query).toMatchObject({ clientType: 'INDIVIDUAL', clientId: 'ic-1' });
    expect(within(section).getByRole('link', { name: 'Open the client report' }).getAttribute('href')).toMatch(
      /^\/reports\/client-report\?clientType=INDIVIDUAL&clientId=ic-1&clientName=/,
    );
  });

  it('leaves the section out for a user who may not read client reports', async () => {
    const { api } = open('/clients/individual/ic-1', ['View Clients'], {
      ...placeHandlers(),
      '/client/ic-1': () => ({ success: true, data: individual() }),
    });
    expect(await screen.findByRole('heading', { name: /Personal details/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Policies, premium, claims and account' })).not.toBeInTheDocument();
    expect(api.callsTo('/reports/client-report')).toHaveLength(0);
  });
});

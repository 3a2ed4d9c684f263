import { askedPeriod, columnsOf, ok, type AskedQuery } from './report-fixture';
import type { Report, ReportTable } from '../../domain/reports/report';

// The client policies return of a brokerage with three clients, shown two clients a page.

export const CLIENT_POLICIES_PATH = '/reports/regulatory/client-policies';
export const CLIENT_POLICIES_SCREEN = '/reports/regulatory-report/client-policies';

const CLIENTS = [
  { name: 'Adaeze Okafor', id: 'ind-1', type: 'Individual', premium: '150000.00' },
  { name: 'Bola Ige', id: 'ind-2', type: 'Individual', premium: '220000.00' },
  { name: 'Zenith Foods Ltd', id: 'corp-1', type: 'Corporate', premium: '200000.00' },
];
const PAGE_SIZE = 2;
const PAGES = Math.ceil(CLIENTS.length / PAGE_SIZE);

function clientsPage(page: number): ReportTable {
  const shown = CLIENTS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return {
    title: 'Clients',
    columns: columnsOf(['client', 'Client', 'text'], ['client_type', 'Type', 'text'], ['premium', 'Premium', 'amount']),
    rows: shown.map((client) => ({
      cells: { client: client.name, client_type: client.type, premium: client.premium },
      link: `/clients/${client.type.toLowerCase()}/${client.id}`,
    })),
    totals: { client: '3 clients', premium: '570000.00' },
    page: { page, limit: PAGE_SIZE, total: CLIENTS.length, pages: PAGES },
  };
}

export function clientPoliciesReport(options?: AskedQuery): Report {
  const asked = Number((options?.query as { page?: string } | undefined)?.page ?? 1);
  return {
    kind: 'client-policies',
    title: 'Client Policies',
    ...askedPeriod(options, { startDate: '2026-10-01', endDate: '2026-11-25' }),
    tables: [clientsPage(asked)],
    checks: [],
    notes: ['On screen the clients come a page at a time; the files hold every line.'],
  };
}

export const clientPoliciesAnswer = (options?: AskedQuery) => ok(clientPoliciesReport(options));

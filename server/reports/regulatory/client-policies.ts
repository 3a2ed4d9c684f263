import { koboToNaira } from '../../../domain/money';
import { clientPath } from '../../../domain/record-paths';
import { reportPaging, tablePage } from '../report-paging';
import { clientLines, pageOfClientLines, totalsOf, type ClientLine, type ClientTotals } from './client-lines';
import { heldPoliciesTable, policiesHeld } from './client-policies-held';
import type { ReportTable } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// Client policies: every client who held a policy in the period, with those policies. On screen a
// page of clients with their policies, totals over every page; the files hold every line.

function clientsTable(clients: ClientLine[], totals: ClientTotals): ReportTable {
  return {
    title: 'Clients',
    columns: [
      { key: 'client', header: 'Client', kind: 'text' },
      { key: 'client_type', header: 'Type', kind: 'text' },
      { key: 'policies', header: 'Policies', kind: 'count' },
      { key: 'sum_insured', header: 'Sum insured', kind: 'amount' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
    ],
    rows: clients.map((line) => ({
      cells: {
        client: line.clientName,
        client_type: line.clientType === 'CORPORATE' ? 'Corporate' : 'Individual',
        policies: line.policies,
        sum_insured: koboToNaira(line.sumInsured),
        premium: koboToNaira(line.premium),
      },
      link: clientPath(line.clientType, line.clientId),
    })),
    totals: {
      client: `${totals.clients} ${totals.clients === 1 ? 'client' : 'clients'}`,
      policies: totals.policies,
      sum_insured: koboToNaira(totals.sumInsured),
      premium: koboToNaira(totals.premium),
    },
  };
}

export const clientPolicies: ReportBuilder = async (tx, tenantId, period, query) => {
  const paging = reportPaging(query);
  let tables: ReportTable[];
  if (paging) {
    const { lines: clients, totals } = await pageOfClientLines(tx, tenantId, period, paging);
    const held =
      clients.length === 0
        ? []
        : await policiesHeld(
            tx,
            tenantId,
            period,
            clients.map((line) => line.clientId),
          );
    const policies = heldPoliciesTable('Policies of the clients on this page', held);
    policies.totals = {
      client: `${totals.policies} ${totals.policies === 1 ? 'policy' : 'policies'}`,
      sum_insured: koboToNaira(totals.sumInsured),
      premium: koboToNaira(totals.premium),
    };
    tables = [{ ...clientsTable(clients, totals), ...tablePage(paging, totals.clients) }, policies];
  } else {
    const held = await policiesHeld(tx, tenantId, period);
    const clients = clientLines(held);
    tables = [clientsTable(clients, totalsOf(clients)), heldPoliciesTable('Policies', held)];
  }
  return {
    tables,
    checks: [],
    notes: [
      'A policy is held in the period when it was put on cover and its cover (start to end date, as endorsed) overlaps the period, whatever its status today (expired, renewed or cancelled ones included). Clients who held none are left out.',
      'Sum insured and premium are the policy’s own, as last endorsed, not the premium billed in the period (see Premium Income Production for that, tied to the ledger).',
      'On screen the clients come a page at a time, each page with their policies; the totals cover every page, and the CSV, Excel and PDF files hold every line.',
    ],
  };
};

import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/ids';
import { CLIENT_REPORT_TITLE, type ClientReportQuery } from '../../../domain/reports/client-report';
import { corporateClients, individualClients } from '../../db/schema';
import { notFound } from '../../http/errors';
import { claimsTable, invoicesTable, policiesTable, type ClientRef } from './client-records';
import { clientStatement } from './client-statement';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';
import type { ReportBody } from '../report-routes';

export const CLIENT_NOT_FOUND = 'Client not found';

async function clientName(tx: Transaction, ref: ClientRef): Promise<string | null> {
  if (!isUuid(ref.clientId)) return null;
  if (ref.clientType === 'CORPORATE') {
    const [row] = await tx
      .select({ name: corporateClients.corporateName })
      .from(corporateClients)
      .where(and(eq(corporateClients.tenantId, ref.tenantId), eq(corporateClients.id, ref.clientId)));
    return row?.name ?? null;
  }
  const [row] = await tx
    .select({ first: individualClients.firstname, last: individualClients.lastname })
    .from(individualClients)
    .where(and(eq(individualClients.tenantId, ref.tenantId), eq(individualClients.id, ref.clientId)));
  return row ? `${row.first} ${row.last}`.trim() : null;
}

/** One client whole over a period: policies, premium billed and paid, claims, and their statement of account. */
export async function clientReport(tx: Transaction, tenantId: string, period: DayRange, query: ClientReportQuery): Promise<ReportBody> {
  const ref: ClientRef = { tenantId, clientType: query.clientType, clientId: query.clientId.trim() };
  const name = await clientName(tx, ref);
  if (!name) throw notFound(CLIENT_NOT_FOUND);
  const statement = await clientStatement(tx, tenantId, ref.clientId, period);
  return {
    title: `${CLIENT_REPORT_TITLE}: ${name}`,
    tables: [
      await policiesTable(tx, ref, period),
      await invoicesTable(tx, ref, period),
      await claimsTable(tx, ref, period),
      statement.table,
    ],
    checks: statement.checks,
    notes: statement.notes,
  };
}

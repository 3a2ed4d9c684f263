import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { INVOICE_STATUSES, normaliseStatus } from '../../domain/invoices';
import { isDate } from '../../domain/invoices/fields';
import { INVALID_DATE } from '../../domain/messages';
import { corporateClients, individualClients, invoices } from '../db/schema';
import { filterText, PageQuery } from '../http/params';
import { containsPattern } from '../reference/insurance';
import { presentInvoices, type PresentedInvoice } from './read';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';
import type { Infer } from 'superstruct';

// GET /invoice/: the brokerage's invoices, newest first, filtered as the list screen asks.

/** The list's filters, checked: an unknown status or a bad date is a field error, not an empty list. */
export const InvoiceListQuery = assign(
  PageQuery,
  type({
    userId: filterText(),
    status: refine(
      filterText(),
      'status',
      (value) => !value || !!normaliseStatus(value) || `Choose one of: ${INVOICE_STATUSES.join(', ')}`,
    ),
    /** Issue date, inclusive, yyyy-mm-dd. */
    startDate: refine(filterText(), 'startDate', (value) => !value || isDate(value) || INVALID_DATE),
    endDate: refine(filterText(), 'endDate', (value) => !value || isDate(value) || INVALID_DATE),
    /** Invoice number, client name or insured. */
    search: filterText(),
    clientId: filterText(),
  }),
);

export type InvoiceQuery = Infer<typeof InvoiceListQuery>;

/** A filter on an id column that matches nothing when the text cannot be an id. */
const sameId = (
  column: typeof invoices.createdBy | typeof invoices.individualClientId | typeof invoices.corporateClientId,
  id: string,
): SQL => (isUuid(id) ? eq(column, id) : sql`false`);

function conditions(tenantId: string, query: InvoiceQuery): SQL {
  const pattern = containsPattern(query.search);
  return and(
    eq(invoices.tenantId, tenantId),
    query.userId ? sameId(invoices.createdBy, query.userId) : undefined,
    query.status ? eq(invoices.status, normaliseStatus(query.status)!) : undefined,
    query.startDate ? gte(invoices.issueDate, query.startDate) : undefined,
    query.endDate ? lte(invoices.issueDate, query.endDate) : undefined,
    query.clientId
      ? or(sameId(invoices.individualClientId, query.clientId), sameId(invoices.corporateClientId, query.clientId))
      : undefined,
    pattern
      ? or(
          ilike(invoices.invoiceNo, pattern),
          ilike(invoices.insured, pattern),
          ilike(sql`${individualClients.firstname} || ' ' || ${individualClients.lastname}`, pattern),
          ilike(corporateClients.corporateName, pattern),
        )
      : undefined,
  )!;
}

export async function listInvoices(
  tx: Transaction,
  tenantId: string,
  query: InvoiceQuery,
  paging: Paging,
): Promise<{ invoices: PresentedInvoice[]; total: number }> {
  const where = conditions(tenantId, query);
  // The clients are joined for the search by name.
  const rows = await tx
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .where(where);
  return {
    invoices: await presentInvoices(
      tx,
      tenantId,
      rows.map((row) => row.invoice),
    ),
    total: count?.total ?? 0,
  };
}

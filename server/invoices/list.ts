import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { INVOICE_STATUSES, normaliseStatus } from '../../domain/invoices';
import { isDate } from '../../domain/invoices/fields';
import { INVALID_DATE } from '../../domain/messages';
import { corporateClients, individualClients, invoices } from '../db/schema';
import { invalidInput } from '../http/errors';
import { containsPattern } from '../reference/insurance';
import { presentInvoices, type PresentedInvoice } from './read';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

// GET /invoice/: the brokerage's invoices, newest first, filtered as the list screen asks.

export interface InvoiceQuery {
  userId?: string;
  status?: string;
  /** Issue date, inclusive, yyyy-mm-dd. */
  startDate?: string;
  endDate?: string;
  /** Invoice number, client name or insured. */
  search?: string;
  clientId?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The query's filters, checked: an unknown status or a bad date is a field error, not an empty list. */
export function invoiceQuery(query: unknown): InvoiceQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const filters: InvoiceQuery = {
    userId: text(q.userId),
    status: text(q.status),
    startDate: text(q.startDate),
    endDate: text(q.endDate),
    search: text(q.search),
    clientId: text(q.clientId),
  };
  const errors: FieldError[] = [];
  if (filters.status && !normaliseStatus(filters.status))
    errors.push({ field: 'status', message: `Choose one of: ${INVOICE_STATUSES.join(', ')}` });
  for (const field of ['startDate', 'endDate'] as const)
    if (filters[field] && !isDate(filters[field])) errors.push({ field, message: INVALID_DATE });
  if (errors.length > 0) throw invalidInput(errors);
  return filters;
}

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

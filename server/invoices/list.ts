import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { INVOICE_STATUSES, normaliseStatus } from '../../domain/invoices';
import { isDate } from '../../domain/invoices/fields';
import { INVOICE_SORTS } from '../../domain/list-sort';
import { INVALID_DATE } from '../../domain/messages';
import { corporateClients, individualClients, invoices } from '../db/schema';
import {
  countedTotal,
  cursorOf,
  KeysetPageQuery,
  keysetPage,
  orderList,
  orderTerms,
  type ListOrder,
  type OrderKey,
  type PageWindow,
} from '../http/keyset';
import { sortedOrder, sortQuery } from '../http/list-sort';
import { filterText } from '../http/params';
import { matchedIds } from '../http/trigram-search';
import { containsPattern } from '../reference/insurance';
import { presentInvoices } from './read';
import type { Transaction } from '../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';

// GET /invoice/: the brokerage's invoices, newest issue date first, filtered as the list screen asks.

/** The list's filters, checked: an unknown status or a bad date is a field error, not an empty list. */
export const InvoiceListQuery = assign(
  KeysetPageQuery,
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
  sortQuery(INVOICE_SORTS),
);

export type InvoiceQuery = Infer<typeof InvoiceListQuery>;

/** A filter on an id column that matches nothing when the text cannot be an id. */
const sameId = (
  column: typeof invoices.createdBy | typeof invoices.individualClientId | typeof invoices.corporateClientId,
  id: string,
): SQL => (isUuid(id) ? eq(column, id) : sql`false`);

/** The list's natural order, as the list's indexes hold it: issue date, then number, newest first, then id. */
const ISSUED_KEYS: OrderKey[] = [
  { column: invoices.issueDate, kind: 'date' },
  { column: invoices.invoiceNo, kind: 'text' },
];

/** Newest issue date first, then number, then id; the day counts (by issue date) hold the total and where a far page starts. */
export const INVOICE_ORDER: ListOrder = {
  keys: [...ISSUED_KEYS, { column: invoices.id, kind: 'uuid' }],
  dayCounts: { lists: ['invoices'] },
};

/** The client's name as the list shows it; no index holds it, so this sort reads the filtered rows whole. */
const clientNameOf = sql`coalesce(
  (select ${individualClients.firstname} || ' ' || ${individualClients.lastname} from ${individualClients} where ${individualClients.id} = ${invoices.individualClientId}),
  (select ${corporateClients.corporateName} from ${corporateClients} where ${corporateClients.id} = ${invoices.corporateClientId}), '')`;

const INVOICE_SORT_KEYS: Record<(typeof INVOICE_SORTS)[number], OrderKey | OrderKey[]> = {
  issue_date: ISSUED_KEYS,
  invoice_no: { column: invoices.invoiceNo, kind: 'text' },
  client: { column: clientNameOf, kind: 'text' },
  amount: { column: invoices.premiumKobo, kind: 'bigint' },
  status: { column: invoices.status, kind: 'text' },
};

const ownText = sql`(${invoices.invoiceNo} || E'\n' || ${invoices.insured})`;

/** Ids through the trigram indexes while the term is rare; a common term filters the rows in the list's order instead. */
const idsOr = (ids: string[] | null, column: PgColumn, otherwise: SQL): SQL =>
  ids === null ? otherwise : ids.length ? inArray(column, ids) : sql`false`;

/** How many of the newest invoices a search samples to tell a common term from a rare one. */
const SAMPLE_ROWS = 500;
/** A term found in at least this share of the sample is common: the list's own order finds its pages at once. */
const COMMON_SHARE = 0.01;

/** The share of the newest invoices, in the list's order, whose number or insured contains the term. */
async function sampledShare(tx: Transaction, tenantId: string, pattern: string): Promise<number> {
  const result = (await tx.execute(sql`
    select count(*) filter (where own_text ilike ${pattern})::int as hits, count(*)::int as sampled from (
      select ${ownText} as own_text from ${invoices} where ${invoices.tenantId} = ${tenantId}
      order by ${orderList(INVOICE_ORDER)} limit ${SAMPLE_ROWS}) as newest`)) as unknown as {
    rows: { hits: number; sampled: number }[];
  };
  const { hits = 0, sampled = 0 } = result.rows[0] ?? {};
  return sampled ? hits / sampled : 0;
}

/**
 * Invoice number, insured, or the client's name. A common term filters the rows in the list's
 * order (its total estimated from the sample); a rare one goes through the trigram indexes.
 */
async function searchCondition(tx: Transaction, tenantId: string, pattern: string): Promise<{ condition: SQL; estimate: number | null }> {
  const share = await sampledShare(tx, tenantId, pattern);
  const own = share >= COMMON_SHARE ? null : await matchedIds(tx, (cap) => sql`matching_invoices(${pattern}, ${cap})`);
  const people = await matchedIds(tx, (cap) => sql`matching_individual_names(${pattern}, ${cap})`);
  const companies = await matchedIds(tx, (cap) => sql`matching_corporate_names(${pattern}, ${cap})`);
  const condition = or(
    idsOr(own, invoices.id, ilike(ownText, pattern)),
    idsOr(
      people,
      invoices.individualClientId,
      inArray(
        invoices.individualClientId,
        tx
          .select({ id: individualClients.id })
          .from(individualClients)
          .where(ilike(sql`${individualClients.firstname} || ' ' || ${individualClients.lastname}`, pattern)),
      ),
    ),
    idsOr(
      companies,
      invoices.corporateClientId,
      inArray(
        invoices.corporateClientId,
        tx.select({ id: corporateClients.id }).from(corporateClients).where(ilike(corporateClients.corporateName, pattern)),
      ),
    ),
  )!;
  const common = own === null || people === null || companies === null;
  return { condition, estimate: common ? share : null };
}

async function conditions(tx: Transaction, tenantId: string, query: InvoiceQuery): Promise<{ where: SQL; commonShare: number | null }> {
  const pattern = containsPattern(query.search);
  const search = pattern ? await searchCondition(tx, tenantId, pattern) : null;
  const where = and(
    eq(invoices.tenantId, tenantId),
    query.userId ? sameId(invoices.createdBy, query.userId) : undefined,
    query.status ? eq(invoices.status, normaliseStatus(query.status)!) : undefined,
    query.startDate ? gte(invoices.issueDate, query.startDate) : undefined,
    query.endDate ? lte(invoices.issueDate, query.endDate) : undefined,
    query.clientId
      ? or(sameId(invoices.individualClientId, query.clientId), sameId(invoices.corporateClientId, query.clientId))
      : undefined,
    search?.condition,
  )!;
  return { where, commonShare: search?.estimate ?? null };
}

const filteredBy = (query: InvoiceQuery) =>
  [query.userId, query.status, query.startDate, query.endDate, query.clientId, query.search].some((value) => value !== undefined);

/** A page of the brokerage's invoices: the page's keys through the order's index, then its rows. */
export async function listInvoices(tx: Transaction, tenantId: string, query: InvoiceQuery, exactLimit?: number) {
  const { where, commonShare } = await conditions(tx, tenantId, query);
  const knownLarge =
    commonShare === null
      ? false
      : commonShare >= COMMON_SHARE
        ? Math.round(commonShare * (await countedTotal(tx, tenantId, ['invoices'])))
        : true;
  const order = sortedOrder(INVOICE_ORDER, INVOICE_SORT_KEYS, invoices.id, query);
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: !filteredBy(query),
    filtered: sql`select 1 from ${invoices} where ${where}`,
    exactLimit,
    knownLarge,
    page: async (window) => {
      const keys = await keysInOrder(tx, order, where, window);
      const rows = keys.length
        ? await tx
            .select()
            .from(invoices)
            .where(
              inArray(
                invoices.id,
                keys.map((key) => key.id),
              ),
            )
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return keys.map((key) => ({ row: byId.get(key.id)!, cursor: key.cursor }));
    },
  });
  return { invoices: await presentInvoices(tx, tenantId, page.rows), meta: page.meta };
}

const keysInOrder = (tx: Transaction, order: ListOrder, where: SQL, window: PageWindow) =>
  tx
    .select({ id: invoices.id, cursor: cursorOf(order) })
    .from(invoices)
    .where(and(where, window.where))
    .orderBy(...orderTerms(order))
    .limit(window.limit)
    .offset(window.offset);

import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type, type Infer } from 'superstruct';
import { CLIENT_TYPES } from '../../domain/clients';
import { isUuid } from '../../domain/ids';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { QUOTE_SORTS } from '../../domain/list-sort';
import { QUOTE_STATUSES, type QuoteStatus } from '../../domain/quotes';
import { corporateClients, individualClients, quotes } from '../db/schema';
import { cursorOf, KeysetPageQuery, keysetPage, orderTerms, type ListOrder, type OrderKey, type PageWindow } from '../http/keyset';
import { sortedOrder, sortQuery } from '../http/list-sort';
import { filterText } from '../http/params';
import { matchedIds } from '../http/trigram-search';
import { containsPattern } from '../reference/insurance';
import { presentQuotes } from './read';
import type { Transaction } from '../db/client';

// GET /quotes, /quotes/search and /quotes/?clientType&client: the brokerage's quotes, newest first.

const statusOf = (value: string | undefined) => (value ? pickIgnoringCase(QUOTE_STATUSES, value.replace(/_/g, ' ')) : null);

export const QuoteListQuery = assign(
  KeysetPageQuery,
  type({
    status: refine(filterText(), 'status', (value) => !value || !!statusOf(value) || `Choose one of: ${QUOTE_STATUSES.join(', ')}`),
    /** Quote number, name of insured, or the client's name. */
    searchQuery: filterText(),
    clientType: refine(
      filterText(),
      'clientType',
      (value) => !value || !!pickIgnoringCase(CLIENT_TYPES, value) || 'Choose INDIVIDUAL or CORPORATE',
    ),
    /** A client's id: with clientType, that client's quotes. */
    client: filterText(),
  }),
  sortQuery(QUOTE_SORTS),
);
export type QuoteListQuery = Infer<typeof QuoteListQuery>;

export const QUOTE_ORDER: ListOrder = {
  keys: [
    { column: quotes.createdAt, kind: 'timestamp' },
    { column: quotes.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['quotes'] },
};

const QUOTE_SORT_KEYS: Record<(typeof QUOTE_SORTS)[number], OrderKey> = {
  quote_no: { column: quotes.quoteNo, kind: 'text' },
  insured: { column: quotes.nameOfInsured, kind: 'text' },
  amount: { column: quotes.premiumKobo, kind: 'bigint' },
  status: { column: quotes.status, kind: 'text' },
};

const ownText = sql`(${quotes.quoteNo} || E'\n' || ${quotes.nameOfInsured})`;
const idsOr = (
  ids: string[] | null,
  column: typeof quotes.id | typeof quotes.individualClientId | typeof quotes.corporateClientId,
  otherwise: SQL,
) => (ids === null ? otherwise : ids.length ? inArray(column, ids) : sql`false`);

async function searchCondition(tx: Transaction, pattern: string): Promise<SQL> {
  const own = await matchedIds(tx, (cap) => sql`matching_quotes(${pattern}, ${cap})`);
  const people = await matchedIds(tx, (cap) => sql`matching_individual_names(${pattern}, ${cap})`);
  const companies = await matchedIds(tx, (cap) => sql`matching_corporate_names(${pattern}, ${cap})`);
  return or(
    idsOr(own, quotes.id, ilike(ownText, pattern)),
    idsOr(
      people,
      quotes.individualClientId,
      inArray(
        quotes.individualClientId,
        tx
          .select({ id: individualClients.id })
          .from(individualClients)
          .where(ilike(sql`${individualClients.firstname} || ' ' || ${individualClients.lastname}`, pattern)),
      ),
    ),
    idsOr(
      companies,
      quotes.corporateClientId,
      inArray(
        quotes.corporateClientId,
        tx.select({ id: corporateClients.id }).from(corporateClients).where(ilike(corporateClients.corporateName, pattern)),
      ),
    ),
  )!;
}

function clientCondition(query: QuoteListQuery): SQL | undefined {
  if (!query.client) return undefined;
  if (!isUuid(query.client)) return sql`false`;
  const clientType = query.clientType ? pickIgnoringCase(CLIENT_TYPES, query.clientType) : null;
  if (clientType === 'INDIVIDUAL') return eq(quotes.individualClientId, query.client);
  if (clientType === 'CORPORATE') return eq(quotes.corporateClientId, query.client);
  return or(eq(quotes.individualClientId, query.client), eq(quotes.corporateClientId, query.client));
}

/** A page of quotes: the page's keys through the order's index, then its rows with their names. */
export async function listQuotes(tx: Transaction, tenantId: string, query: QuoteListQuery, exactLimit?: number) {
  const pattern = containsPattern(query.searchQuery);
  const status = statusOf(query.status) as QuoteStatus | null;
  const where = and(
    eq(quotes.tenantId, tenantId),
    status ? eq(quotes.status, status) : undefined,
    clientCondition(query),
    pattern ? await searchCondition(tx, pattern) : undefined,
  )!;
  const order = sortedOrder(QUOTE_ORDER, QUOTE_SORT_KEYS, quotes.id, query);
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: !status && !query.client && !pattern,
    filtered: sql`select 1 from ${quotes} where ${where}`,
    exactLimit,
    page: async (window: PageWindow) => {
      const keys = await tx
        .select({ id: quotes.id, cursor: cursorOf(order) })
        .from(quotes)
        .where(and(where, window.where))
        .orderBy(...orderTerms(order))
        .limit(window.limit)
        .offset(window.offset);
      return keys.map((key) => ({ row: key.id, cursor: key.cursor }));
    },
  });
  return { data: await presentQuotes(tx, tenantId, page.rows), meta: page.meta };
}

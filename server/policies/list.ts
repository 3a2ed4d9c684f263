import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type, type Infer } from 'superstruct';
import { CLIENT_TYPES } from '../../domain/clients';
import { isUuid } from '../../domain/ids';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { POLICY_SORTS } from '../../domain/list-sort';
import { POLICY_STATUSES, type PolicyStatus } from '../../domain/policies';
import { corporateClients, individualClients, policies } from '../db/schema';
import { cursorOf, KeysetPageQuery, keysetPage, orderTerms, type ListOrder, type OrderKey, type PageWindow } from '../http/keyset';
import { sortedOrder, sortQuery } from '../http/list-sort';
import { filterText } from '../http/params';
import { matchedIds } from '../http/trigram-search';
import { containsPattern } from '../reference/insurance';
import { presentPolicies } from './read';
import type { Transaction } from '../db/client';

// GET /policies, /policies/search, POST /policies/search and /policies?email&clientType: the
// brokerage's policies, newest first.

const statusOf = (value: string | undefined) => (value ? pickIgnoringCase(POLICY_STATUSES, value.replace(/_/g, ' ')) : null);

export const PolicyListQuery = assign(
  KeysetPageQuery,
  type({
    status: refine(filterText(), 'status', (value) => !value || !!statusOf(value) || `Choose one of: ${POLICY_STATUSES.join(', ')}`),
    /** Policy number (the brokerage's or the insurer's), name of insured, or the client's name. */
    searchQuery: filterText(),
    clientType: refine(
      filterText(),
      'clientType',
      (value) => !value || !!pickIgnoringCase(CLIENT_TYPES, value) || 'Choose INDIVIDUAL or CORPORATE',
    ),
    /** A client's id: that client's policies. */
    client: filterText(),
    /** A client's email: that client's policies (with clientType, of that kind only). */
    email: filterText(),
  }),
  sortQuery(POLICY_SORTS),
);
export type PolicyListQuery = Infer<typeof PolicyListQuery>;

export const POLICY_ORDER: ListOrder = {
  keys: [
    { column: policies.createdAt, kind: 'timestamp' },
    { column: policies.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['policies'] },
};

export const POLICY_SORT_KEYS: Record<(typeof POLICY_SORTS)[number], OrderKey> = {
  policy_no: { column: policies.policyNo, kind: 'text' },
  insured: { column: policies.nameOfInsured, kind: 'text' },
  end_date: { column: policies.endDate, kind: 'date' },
  amount: { column: policies.premiumKobo, kind: 'bigint' },
  status: { column: policies.status, kind: 'text' },
};

const ownText = sql`(${policies.policyNo} || E'\n' || coalesce(${policies.insurerPolicyNo}, '') || E'\n' || ${policies.nameOfInsured})`;
const idsOr = (
  ids: string[] | null,
  column: typeof policies.id | typeof policies.individualClientId | typeof policies.corporateClientId,
  otherwise: SQL,
) => (ids === null ? otherwise : ids.length ? inArray(column, ids) : sql`false`);

async function searchCondition(tx: Transaction, pattern: string): Promise<SQL> {
  const own = await matchedIds(tx, (cap) => sql`matching_policies(${pattern}, ${cap})`);
  const people = await matchedIds(tx, (cap) => sql`matching_individual_names(${pattern}, ${cap})`);
  const companies = await matchedIds(tx, (cap) => sql`matching_corporate_names(${pattern}, ${cap})`);
  return or(
    idsOr(own, policies.id, ilike(ownText, pattern)),
    idsOr(
      people,
      policies.individualClientId,
      inArray(
        policies.individualClientId,
        tx
          .select({ id: individualClients.id })
          .from(individualClients)
          .where(ilike(sql`${individualClients.firstname} || ' ' || ${individualClients.lastname}`, pattern)),
      ),
    ),
    idsOr(
      companies,
      policies.corporateClientId,
      inArray(
        policies.corporateClientId,
        tx.select({ id: corporateClients.id }).from(corporateClients).where(ilike(corporateClients.corporateName, pattern)),
      ),
    ),
  )!;
}

function clientCondition(query: PolicyListQuery): SQL | undefined {
  const clientType = query.clientType ? pickIgnoringCase(CLIENT_TYPES, query.clientType) : null;
  const email = query.email?.toLowerCase();
  const byEmail = (table: typeof individualClients | typeof corporateClients) =>
    table === individualClients
      ? inArray(
          policies.individualClientId,
          sql`(select ${individualClients.id} from ${individualClients} where lower(${individualClients.email}) = ${email})`,
        )
      : inArray(
          policies.corporateClientId,
          sql`(select ${corporateClients.id} from ${corporateClients} where lower(${corporateClients.email}) = ${email} or lower(${corporateClients.contactPersonEmail}) = ${email})`,
        );
  const emailCondition = !email
    ? undefined
    : clientType === 'INDIVIDUAL'
      ? byEmail(individualClients)
      : clientType === 'CORPORATE'
        ? byEmail(corporateClients)
        : or(byEmail(individualClients), byEmail(corporateClients));
  if (!query.client) return emailCondition;
  if (!isUuid(query.client)) return sql`false`;
  const idCondition =
    clientType === 'INDIVIDUAL'
      ? eq(policies.individualClientId, query.client)
      : clientType === 'CORPORATE'
        ? eq(policies.corporateClientId, query.client)
        : or(eq(policies.individualClientId, query.client), eq(policies.corporateClientId, query.client));
  return and(idCondition, emailCondition);
}

/** A page of policies: the page's keys through the order's index, then its rows with their names. */
export async function listPolicies(tx: Transaction, tenantId: string, query: PolicyListQuery, exactLimit?: number) {
  const pattern = containsPattern(query.searchQuery);
  const status = statusOf(query.status) as PolicyStatus | null;
  const byClient = clientCondition(query);
  const where = and(
    eq(policies.tenantId, tenantId),
    status ? eq(policies.status, status) : undefined,
    byClient,
    pattern ? await searchCondition(tx, pattern) : undefined,
  )!;
  const order = sortedOrder(POLICY_ORDER, POLICY_SORT_KEYS, policies.id, query);
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: !status && !byClient && !pattern,
    filtered: sql`select 1 from ${policies} where ${where}`,
    exactLimit,
    page: async (window: PageWindow) => {
      const keys = await tx
        .select({ id: policies.id, cursor: cursorOf(order) })
        .from(policies)
        .where(and(where, window.where))
        .orderBy(...orderTerms(order))
        .limit(window.limit)
        .offset(window.offset);
      return keys.map((key) => ({ row: key.id, cursor: key.cursor }));
    },
  });
  return { data: await presentPolicies(tx, tenantId, page.rows), meta: page.meta };
}

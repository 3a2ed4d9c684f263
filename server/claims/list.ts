import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { assign, refine, type, type Infer } from 'superstruct';
import { CLAIM_STATUSES } from '../../domain/claims';
import { isUuid } from '../../domain/ids';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { CLAIM_SORTS } from '../../domain/list-sort';
import { claims, policies } from '../db/schema';
import { cursorOf, KeysetPageQuery, keysetPage, orderTerms, type ListOrder, type OrderKey, type PageWindow } from '../http/keyset';
import { sortedOrder, sortQuery } from '../http/list-sort';
import { filterText } from '../http/params';
import { clientName, onPolicyAndClient } from '../policies/on-policy';
import { containsPattern } from '../reference/insurance';
import { presentClaims } from './read';
import type { Transaction } from '../db/client';

// GET /claims and /claims/search: the brokerage's claims, newest first, each with its age.

const statusOf = (value: string | undefined) => (value ? pickIgnoringCase(CLAIM_STATUSES, value) : null);

export const ClaimListQuery = assign(
  KeysetPageQuery,
  type({
    status: refine(filterText(), 'status', (value) => !value || !!statusOf(value) || `Choose one of: ${CLAIM_STATUSES.join(', ')}`),
    /** One policy's claims. */
    policyId: filterText(),
    /** The claim's or the policy's number, the insured item, the place of loss, the insured or the client's name. */
    searchQuery: filterText(),
  }),
  sortQuery(CLAIM_SORTS),
);
export type ClaimListQuery = Infer<typeof ClaimListQuery>;

const CLAIM_ORDER: ListOrder = {
  keys: [
    { column: claims.createdAt, kind: 'timestamp' },
    { column: claims.id, kind: 'uuid' },
  ],
};

const CLAIM_SORT_KEYS: Record<(typeof CLAIM_SORTS)[number], OrderKey> = {
  claim_no: { column: claims.claimNo, kind: 'text' },
  loss_date: { column: claims.lossDate, kind: 'date' },
  amount: { column: claims.estimatedLossKobo, kind: 'bigint' },
  status: { column: claims.status, kind: 'text' },
};

export async function listClaims(tx: Transaction, tenantId: string, query: ClaimListQuery) {
  const pattern = containsPattern(query.searchQuery);
  const status = statusOf(query.status);
  const where = and(
    eq(claims.tenantId, tenantId),
    status ? eq(claims.status, status) : undefined,
    query.policyId ? (isUuid(query.policyId) ? eq(claims.policyId, query.policyId) : sql`false`) : undefined,
    pattern
      ? or(
          ilike(sql`${claims.claimNo} || E'\n' || coalesce(${claims.insuredItem}, '') || E'\n' || ${claims.lossPlace}`, pattern),
          ilike(policies.policyNo, pattern),
          ilike(sql`coalesce(${policies.insurerPolicyNo}, '')`, pattern),
          ilike(policies.nameOfInsured, pattern),
          ilike(clientName, pattern),
        )
      : undefined,
  )!;
  const joined = onPolicyAndClient(tx, claims, claims.policyId);
  const order = sortedOrder(CLAIM_ORDER, CLAIM_SORT_KEYS, claims.id, query);
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: false,
    filtered: sql`select 1 from ${joined.from} where ${where}`,
    page: async (window: PageWindow) => {
      const keys = await joined
        .keys(claims.id, cursorOf(order))
        .where(and(where, window.where))
        .orderBy(...orderTerms(order))
        .limit(window.limit)
        .offset(window.offset);
      return keys.map((key) => ({ row: key.id, cursor: key.cursor }));
    },
  });
  return { data: await presentClaims(tx, tenantId, page.rows), meta: page.meta };
}

import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { assign, refine, type, type Infer } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { ENDORSEMENT_STATUSES } from '../../domain/policies';
import { endorsements, policies } from '../db/schema';
import { cursorOf, KeysetPageQuery, keysetPage, type ListOrder, type PageWindow } from '../http/keyset';
import { filterText } from '../http/params';
import { clientName, onPolicyAndClient } from '../policies/on-policy';
import { containsPattern } from '../reference/insurance';
import { presentEndorsements } from './read';
import type { Transaction } from '../db/client';

// GET /policies/endorsements/ and /search: the brokerage's endorsements, newest first.

const statusOf = (value: string | undefined) => (value ? pickIgnoringCase(ENDORSEMENT_STATUSES, value) : null);

export const EndorsementListQuery = assign(
  KeysetPageQuery,
  type({
    status: refine(filterText(), 'status', (value) => !value || !!statusOf(value) || `Choose one of: ${ENDORSEMENT_STATUSES.join(', ')}`),
    /** One policy's endorsements. */
    policyId: filterText(),
    /** The endorsement's or the policy's number, the insured, or the client's name. */
    searchQuery: filterText(),
  }),
);
export type EndorsementListQuery = Infer<typeof EndorsementListQuery>;

const ENDORSEMENT_ORDER: ListOrder = {
  keys: [
    { column: endorsements.createdAt, kind: 'timestamp' },
    { column: endorsements.id, kind: 'uuid' },
  ],
};

export async function listEndorsements(tx: Transaction, tenantId: string, query: EndorsementListQuery) {
  const pattern = containsPattern(query.searchQuery);
  const status = statusOf(query.status);
  const where = and(
    eq(endorsements.tenantId, tenantId),
    status ? eq(endorsements.status, status) : undefined,
    query.policyId ? (isUuid(query.policyId) ? eq(endorsements.policyId, query.policyId) : sql`false`) : undefined,
    pattern
      ? or(
          ilike(endorsements.endorsementNo, pattern),
          ilike(policies.policyNo, pattern),
          ilike(sql`coalesce(${policies.insurerPolicyNo}, '')`, pattern),
          ilike(policies.nameOfInsured, pattern),
          ilike(clientName, pattern),
        )
      : undefined,
  )!;
  const joined = onPolicyAndClient(tx, endorsements, endorsements.policyId);
  const page = await keysetPage({
    tx,
    tenantId,
    order: ENDORSEMENT_ORDER,
    query,
    unfiltered: false,
    filtered: sql`select 1 from ${joined.from} where ${where}`,
    page: async (window: PageWindow) => {
      const keys = await joined
        .keys(endorsements.id, cursorOf(ENDORSEMENT_ORDER))
        .where(and(where, window.where))
        .orderBy(desc(endorsements.createdAt), desc(endorsements.id))
        .limit(window.limit)
        .offset(window.offset);
      return keys.map((key) => ({ row: key.id, cursor: key.cursor }));
    },
  });
  return { data: await presentEndorsements(tx, tenantId, page.rows), meta: page.meta };
}

import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { assign, coerce, number, optional, refine, string, type, type Infer } from 'superstruct';
import { ERROR_CODES } from '../../domain/api';
import { addDays } from '../../domain/invoices/dates';
import { CLIENT_HAS_NO_EMAIL } from '../../domain/invoices/documents';
import { EXPIRING_POLICY_SORTS } from '../../domain/list-sort';
import {
  canMovePolicy,
  daysInclusive,
  policyMoveRefusal,
  DEFAULT_DAYS_TO_EXPIRE,
  MAX_DAYS_TO_EXPIRE,
  type ExpiringPolicy,
  type Policy,
  type PolicyDetails,
  type PolicyStatus,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { clientAddressee } from '../clients/addressee';
import { policies } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import { sortedTerms, sortQuery } from '../http/list-sort';
import { pageMeta } from '../http/paging';
import { pagingOf, PageQuery } from '../http/params';
import { composeMailFor, signatureValues, type LetterSigner } from '../mail/compose';
import { issuerOf } from '../pdf/signed-by';
import { POLICY_SORT_KEYS } from './list';
import { presentPolicies, readPolicy, readPolicySummary } from './read';
import { recordPolicyEvent } from './write';
import type { MailValues } from '../../domain/mail-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

// Policies coming up for renewal: the list of those on cover ending within the days asked, and the
// renewal notice mailed to the client.

const DAYS_RULE = `daysToExpire must be a whole number from 0 to ${MAX_DAYS_TO_EXPIRE}`;

export const ExpiringQuery = assign(
  PageQuery,
  type({
    daysToExpire: optional(
      coerce(
        refine(number(), 'daysToExpire', (days) => (Number.isInteger(days) && days >= 0 && days <= MAX_DAYS_TO_EXPIRE) || DAYS_RULE),
        string(),
        (text) => (text.trim() === '' ? undefined : Number.isNaN(Number(text)) ? -1 : Number(text)),
      ),
    ),
  }),
  sortQuery(EXPIRING_POLICY_SORTS),
);
export type ExpiringQuery = Infer<typeof ExpiringQuery>;

/** GET /policies/expiringPolicy: the policies on cover whose last day falls within `daysToExpire` days from today, soonest first. */
export async function listExpiring(tx: Transaction, tenantId: string, query: ExpiringQuery) {
  const today = todayInLagos();
  const until = addDays(today, query.daysToExpire ?? DEFAULT_DAYS_TO_EXPIRE);
  const where = and(
    eq(policies.tenantId, tenantId),
    eq(policies.status, 'active'),
    gte(policies.endDate, today),
    lte(policies.endDate, until),
  );
  const paging = pagingOf(query);
  const [total] = await tx.select({ n: count() }).from(policies).where(where);
  const rows = await tx
    .select({ id: policies.id })
    .from(policies)
    .where(where)
    .orderBy(...sortedTerms([asc(policies.endDate), asc(policies.id)], POLICY_SORT_KEYS, policies.id, query))
    .limit(paging.limit)
    .offset(paging.offset);
  const presented = await presentPolicies(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  const data: ExpiringPolicy[] = presented.map((policy) => ({ ...policy, days_to_expiry: daysInclusive(today, policy.end_date) - 1 }));
  return { data, meta: pageMeta(paging, total?.n ?? 0) };
}

/** The placeholders of the renewal notice a broker sends (also filled for a template's preview). */
export function renewalNoticeValues(policy: Policy, client: string, letterhead: LetterSigner): MailValues<'renewal_notice'> {
  return {
    client_name: client,
    policy_number: policy.insurer_policy_number ?? policy.policy_number,
    our_reference: policy.policy_number,
    insurer_name: policy.insurance_provider_name,
    product_name: policy.product_name,
    insured_name: policy.name_of_insured,
    ends: policy.end_date < todayInLagos() ? 'ended' : 'ends',
    end_date: policy.end_date,
    sum_insured: `NGN ${policy.sum_insured}`,
    premium: `NGN ${policy.premium}`,
    ...signatureValues(letterhead),
  };
}

/**
 * GET /policies/expiringPolicy/{id}/notify: the client is mailed a renewal notice for a policy on
 * cover (or just expired); the mail leaves between two short transactions.
 */
export async function sendRenewalNotice(ctx: AppContext, tenantId: string, userId: string, id: string): Promise<PolicyDetails> {
  const { policy, client, issuer } = await ctx.database.asTenant(tenantId, async (tx) => {
    const read = await readPolicySummary(tx, tenantId, id);
    return {
      policy: read,
      client: await clientAddressee(tx, tenantId, { clientType: read.client_type, clientId: read.client_id, name: read.client_name }),
      issuer: await issuerOf(ctx, tx, tenantId, 'schedule'),
    };
  });
  const status = policy.status as PolicyStatus;
  if (!canMovePolicy(status, 'notifyRenewal')) throw conflict(policyMoveRefusal('notifyRenewal', status));
  if (client.emails.length === 0) throw conflict(CLIENT_HAS_NO_EMAIL);
  const { letterhead } = issuer;
  const { delivered } = await ctx.mailer.send({
    tenantId,
    to: client.emails.join(', '),
    ...(await composeMailFor(ctx, tenantId, 'renewal_notice', renewalNoticeValues(policy, client.name, letterhead))),
  });
  if (!delivered && ctx.config.smtpUrl)
    throw new ApiError(503, ERROR_CODES.unavailable, 'The mail server did not take the renewal notice. Please try again.');
  return ctx.database.asTenant(tenantId, async (tx) => {
    await tx
      .update(policies)
      .set({ renewalNoticeSentAt: new Date(), updatedAt: new Date() })
      .where(and(eq(policies.tenantId, tenantId), eq(policies.id, policy.policy_id)));
    await recordPolicyEvent(
      tx,
      tenantId,
      policy.policy_id,
      'renewal notice sent',
      policy.status as PolicyStatus,
      userId,
      `To ${client.emails.join(', ')}`,
    );
    return readPolicy(tx, tenantId, policy.policy_id);
  });
}

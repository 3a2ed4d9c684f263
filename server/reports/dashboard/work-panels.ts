import { and, asc, eq, gte, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { FINISHED_CLAIM_STATUSES } from '../../../domain/claims/status';
import { addDays, ENDORSEMENT_REMITTANCE, REMITTANCE_DAYS } from '../../../domain/invoices';
import { koboToNaira } from '../../../domain/money';
import {
  CLAIM_AGE_BUCKETS,
  EXPIRING_WITHIN_DAYS,
  PANEL_PREVIEW_ROWS,
  REMITTANCE_CLOCK_DAYS_AHEAD,
} from '../../../domain/reports/dashboard';
import { claims, invoices, policies, quotes, tenants } from '../../db/schema';
import { unremittedKobo } from '../../invoices/money-sql';
import { lastPaymentOf } from '../../invoices/remittance-logs';
import type { Transaction } from '../../db/client';

// What needs doing now, whatever the period: premium to remit, policies to renew, claims ageing,
// quotes to approve.

/** Collected premium whose 30 days end within the next days, and what is already past them. */
export async function remittanceClock(tx: Transaction, tenantId: string, today: string) {
  const lastDaySoon = addDays(today, REMITTANCE_CLOCK_DAYS_AHEAD - REMITTANCE_DAYS);
  const firstDaySoon = addDays(today, -REMITTANCE_DAYS);
  const lastPayment = lastPaymentOf(tx);
  const paid = tx
    .select({ amount: sql<string>`${unremittedKobo}`.as('amount'), paidOn: lastPayment.paidOn })
    .from(invoices)
    .leftJoinLateral(lastPayment, sql`true`)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.status, 'paid'),
        ne(invoices.transactionType, ENDORSEMENT_REMITTANCE),
        sql`${unremittedKobo} > 0`,
      ),
    )
    .as('paid');
  const figure = (when: SQL) => ({
    count: sql<number>`(count(*) filter (where ${when}))::int`,
    amount: sql<string>`coalesce(sum(${paid.amount}) filter (where ${when}), 0)::text`,
  });
  const [row] = await tx
    .select({
      soon: figure(sql`${paid.paidOn} >= ${firstDaySoon} and ${paid.paidOn} <= ${lastDaySoon}`),
      overdue: figure(sql`${paid.paidOn} < ${firstDaySoon}`),
    })
    .from(paid);
  const { soon, overdue } = row!;
  return {
    due_soon: { count: soon.count, amount: koboToNaira(Number(soon.amount)) },
    overdue: { count: overdue.count, amount: koboToNaira(Number(overdue.amount)) },
    days_ahead: REMITTANCE_CLOCK_DAYS_AHEAD,
  };
}

/** A panel's count of every matching row, read beside its first rows in one query. */
const everyMatch = sql<number>`(count(*) over ())::int`;

export async function expiringSoon(tx: Transaction, tenantId: string, today: string) {
  const onCover = and(
    eq(policies.tenantId, tenantId),
    eq(policies.status, 'active'),
    gte(policies.endDate, today),
    lte(policies.endDate, addDays(today, EXPIRING_WITHIN_DAYS)),
  );
  const first = await tx
    .select({
      policy_id: policies.id,
      policy_no: policies.policyNo,
      name_of_insured: policies.nameOfInsured,
      end_date: policies.endDate,
      count: everyMatch,
    })
    .from(policies)
    .where(onCover)
    .orderBy(asc(policies.endDate), asc(policies.policyNo))
    .limit(PANEL_PREVIEW_ROWS);
  return { count: first[0]?.count ?? 0, within_days: EXPIRING_WITHIN_DAYS, policies: first.map(({ count: _, ...policy }) => policy) };
}

/** Open claims by days since reported, and how many are past the brokerage's age limit. */
export async function openClaims(tx: Transaction, tenantId: string, today: string) {
  const [limit] = await tx.select({ days: tenants.claimAgeLimitDays }).from(tenants).where(eq(tenants.id, tenantId));
  const ageLimit = limit?.days ?? 90;
  const age = sql`(${today}::date - ${claims.reportedDate})`;
  const inBucket = (min: number, max: number | null) =>
    sql<number>`(count(*) filter (where ${age} >= ${min}${max === null ? sql`` : sql` and ${age} <= ${max}`}))::int`;
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${age} > ${ageLimit}))::int`,
      ...Object.fromEntries(CLAIM_AGE_BUCKETS.map((bucket, at) => [`bucket${at}`, inBucket(bucket.min_days, bucket.max_days)])),
    })
    .from(claims)
    .where(and(eq(claims.tenantId, tenantId), notInArray(claims.status, [...FINISHED_CLAIM_STATUSES])));
  const counts = row as unknown as Record<string, number>;
  return {
    total: counts.total!,
    overdue: counts.overdue!,
    age_limit_days: ageLimit,
    buckets: CLAIM_AGE_BUCKETS.map((bucket, at) => ({ ...bucket, count: counts[`bucket${at}`]! })),
  };
}

export async function quotesAwaitingApproval(tx: Transaction, tenantId: string) {
  const first = await tx
    .select({
      quote_id: quotes.id,
      quote_no: quotes.quoteNo,
      name_of_insured: quotes.nameOfInsured,
      waitingSince: quotes.updatedAt,
      count: everyMatch,
    })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.status, 'pending approval')))
    .orderBy(asc(quotes.updatedAt), asc(quotes.quoteNo))
    .limit(PANEL_PREVIEW_ROWS);
  return {
    count: first[0]?.count ?? 0,
    quotes: first.map(({ waitingSince, count: _, ...quote }) => ({ ...quote, waiting_since: waitingSince.toISOString() })),
  };
}

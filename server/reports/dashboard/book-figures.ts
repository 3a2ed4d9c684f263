import { and, eq, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices';
import { invoices, policies } from '../../db/schema';
import { collectedShareSql } from '../../invoices/money-sql';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';

// The figures the dashboard's tiles and premium panels read from policies and debit notes.

/** Policies written in the period: cover starting in it, placed or further (not a proposal, not cancelled). */
export const writtenPolicies = (tenantId: string, range: DayRange) =>
  and(
    eq(policies.tenantId, tenantId),
    gte(policies.startDate, range.startDate),
    lte(policies.startDate, range.endDate),
    notInArray(policies.status, ['proposal', 'cancelled']),
  );

/** Debit notes issued in the period and not deleted; a return premium counts against it. */
export const issuedInvoices = (tenantId: string, range: DayRange) =>
  and(
    eq(invoices.tenantId, tenantId),
    gte(invoices.issueDate, range.startDate),
    lte(invoices.issueDate, range.endDate),
    ne(invoices.status, 'deactivated'),
  );

const sign = sql`(case when ${invoices.transactionType} = ${ENDORSEMENT_REMITTANCE} then -1 else 1 end)`;
export const signedPremium = sql`${sign} * ${invoices.premiumKobo}`;
const signedCommission = sql`${sign} * ${invoices.commissionKobo}`;
/** The commission the client's payments have brought in; none on a return premium. */
const collectedCommission = sql`(case when ${invoices.transactionType} = ${ENDORSEMENT_REMITTANCE} then 0
  else ${collectedShareSql(invoices.commissionKobo, invoices.paidKobo, invoices.premiumKobo)} end)`;

const total = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expression}), 0)::text`;

export async function policyTotals(tx: Transaction, tenantId: string, range: DayRange) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, sumInsured: total(sql`${policies.sumInsuredKobo}`) })
    .from(policies)
    .where(writtenPolicies(tenantId, range));
  return { count: row!.count, sumInsuredKobo: Number(row!.sumInsured) };
}

export async function premiumTotals(tx: Transaction, tenantId: string, range: DayRange) {
  const [row] = await tx
    .select({ premium: total(signedPremium), commission: total(signedCommission), collected: total(collectedCommission) })
    .from(invoices)
    .where(issuedInvoices(tenantId, range));
  const earned = Number(row!.commission);
  const received = Number(row!.collected);
  return { premiumKobo: Number(row!.premium), commission: { earnedKobo: earned, receivedKobo: received, dueKobo: earned - received } };
}

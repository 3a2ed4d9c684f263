import { and, between, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE, type TransactionType } from '../../../domain/invoices/vocabulary';
import { insuranceCategories, insuranceProviders, invoices, policies, products, users } from '../../db/schema';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';
import type { SQL } from 'drizzle-orm';

// The business returns' figures summed by the database over the notes producedNotes lists (issued
// in the period, deleted ones left out, a credit note counting against it), so that a quarter of a
// large book is read once, from the figures index, instead of carried note by note.

const PLACING: TransactionType[] = ['NEW POLICY', 'RENEWAL'];
const sign = sql`(case when ${invoices.transactionType} = ${ENDORSEMENT_REMITTANCE} then -1 else 1 end)`;
const signedPremium = sql`${sign} * ${invoices.premiumKobo}`;
const kobo = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::text`;
const koboOf = (expression: SQL, where: SQL | undefined) => sql<string>`coalesce(sum(${expression}) filter (where ${where}), 0)::text`;
const placing = inArray(invoices.transactionType, PLACING);
const placed = sql<number>`(count(*) filter (where ${placing}))::int`;

const produced = (tenantId: string, period: DayRange) =>
  and(eq(invoices.tenantId, tenantId), between(invoices.issueDate, period.startDate, period.endDate), ne(invoices.status, 'deactivated'));

export interface ClassAndInsurerLine {
  classOfBusiness: string;
  insurerName: string;
  newBusiness: number;
  renewal: number;
  endorsements: number;
  policies: number;
  notes: number;
}

/** The premium produced by class of business and insurer: new business, renewals and endorsements (net) apart. */
export async function productionByClassAndInsurer(tx: Transaction, tenantId: string, period: DayRange): Promise<ClassAndInsurerLine[]> {
  const rows = await tx
    .select({
      classOfBusiness: insuranceCategories.name,
      insurerName: insuranceProviders.name,
      newBusiness: koboOf(signedPremium, eq(invoices.transactionType, 'NEW POLICY')),
      renewal: koboOf(signedPremium, eq(invoices.transactionType, 'RENEWAL')),
      endorsements: koboOf(signedPremium, notInArray(invoices.transactionType, PLACING)),
      policies: placed,
      notes: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .innerJoin(products, eq(products.id, invoices.productId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .where(produced(tenantId, period))
    .groupBy(insuranceCategories.name, insuranceProviders.name);
  return rows
    .map((row) => ({ ...row, newBusiness: Number(row.newBusiness), renewal: Number(row.renewal), endorsements: Number(row.endorsements) }))
    .sort((a, b) => a.classOfBusiness.localeCompare(b.classOfBusiness) || a.insurerName.localeCompare(b.insurerName));
}

export interface BringerLine {
  /** Null when the user is no longer known. */
  userId: string | null;
  userName: string | null;
  userType: string | null;
  policies: number;
  premium: number;
  commission: number;
}

/** The business each user brought in: the writer of the policy a note bills, else the one who raised it. */
export async function productionByBringer(tx: Transaction, tenantId: string, period: DayRange): Promise<BringerLine[]> {
  const rows = await tx
    .select({
      userId: users.id,
      userName: users.username,
      userType: users.userType,
      policies: placed,
      premium: kobo(signedPremium),
      commission: kobo(sql`${sign} * ${invoices.commissionKobo}`),
    })
    .from(invoices)
    .leftJoin(policies, and(eq(policies.tenantId, tenantId), eq(policies.id, invoices.policyId)))
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, sql`coalesce(${policies.createdBy}, ${invoices.createdBy})`)))
    .where(produced(tenantId, period))
    .groupBy(users.id, users.username, users.userType);
  return rows.map((row) => ({ ...row, premium: Number(row.premium), commission: Number(row.commission) }));
}

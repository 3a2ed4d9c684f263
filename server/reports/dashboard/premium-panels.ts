import { asc, desc, eq, sql } from 'drizzle-orm';
import { koboToNaira } from '../../../domain/money';
import { insuranceCategories, insuranceProviders, invoices, products } from '../../db/schema';
import { issuedInvoices, signedPremium } from './book-figures';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';

// Premium produced in the period, by month, by insurer and by class of business.

const premium = sql<string>`coalesce(sum(${signedPremium}), 0)::text`;

export async function premiumByMonth(tx: Transaction, tenantId: string, range: DayRange) {
  const month = sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`;
  const rows = await tx
    .select({ month, premium, invoices: sql<number>`count(*)::int` })
    .from(invoices)
    .where(issuedInvoices(tenantId, range))
    .groupBy(month)
    .orderBy(asc(month));
  return rows.map((row) => ({ month: row.month, premium: koboToNaira(Number(row.premium)), invoices: row.invoices }));
}

export async function premiumByInsurer(tx: Transaction, tenantId: string, range: DayRange) {
  const rows = await tx
    .select({ id: insuranceProviders.id, name: insuranceProviders.name, premium })
    .from(invoices)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .where(issuedInvoices(tenantId, range))
    .groupBy(insuranceProviders.id, insuranceProviders.name)
    .orderBy(desc(sql`sum(${signedPremium})`), asc(insuranceProviders.name));
  return rows.map((row) => ({ insurer_id: row.id, insurer_name: row.name, premium: koboToNaira(Number(row.premium)) }));
}

export async function premiumByClass(tx: Transaction, tenantId: string, range: DayRange) {
  const rows = await tx
    .select({ code: insuranceCategories.code, name: insuranceCategories.name, premium })
    .from(invoices)
    .innerJoin(products, eq(products.id, invoices.productId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .where(issuedInvoices(tenantId, range))
    .groupBy(insuranceCategories.code, insuranceCategories.name)
    .orderBy(desc(sql`sum(${signedPremium})`), asc(insuranceCategories.name));
  return rows.map((row) => ({ class_code: row.code, class_name: row.name, premium: koboToNaira(Number(row.premium)) }));
}

import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '../db/schema';

// Rules of domain/invoices/money.ts written in SQL, for figures summed over many invoices at once;
// tests/server/money-sql.test.ts holds each to its domain function.

/** An invoice's premium still to remit to its insurer, as `unremittedPremiumKobo` says. */
export const unremittedKobo = sql<number>`(${invoices.premiumKobo} - ${invoices.commissionKobo} - ${invoices.vatKobo} - ${invoices.premiumRemittedKobo})`;

/** The share of `whole` that `paid` of `premium` has collected, rounded down: `collectedShareKobo`. */
export const collectedShareSql = (
  whole: SQL | typeof invoices.commissionKobo,
  paid: SQL | typeof invoices.paidKobo,
  premium: SQL | typeof invoices.premiumKobo,
) => sql`(case
  when ${paid} >= ${premium} then ${whole}
  when ${paid} <= 0 or ${premium} <= 0 then 0
  else div(${whole}::numeric * ${paid}, ${premium}) end)`;

-- The trial balance and the statements sum one brokerage's daily and monthly totals up to a day.
-- With the figures inside the index the sums are read from it alone (an index-only scan), not from
-- thousands of table pages; drizzle's schema cannot say INCLUDE, so these replace its indexes here.
DROP INDEX "account_daily_totals_tenant_day_idx";
--> statement-breakpoint
CREATE INDEX "account_daily_totals_tenant_day_idx" ON "account_daily_totals" USING btree ("tenant_id", "day") INCLUDE ("account_id", "debit_kobo", "credit_kobo", "line_count");
--> statement-breakpoint
DROP INDEX "account_monthly_totals_tenant_month_idx";
--> statement-breakpoint
CREATE INDEX "account_monthly_totals_tenant_month_idx" ON "account_monthly_totals" USING btree ("tenant_id", "month") INCLUDE ("account_id", "debit_kobo", "credit_kobo", "line_count");

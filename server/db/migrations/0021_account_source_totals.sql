CREATE TABLE "account_source_daily_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_source_daily_totals_account_id_day_source_pk" PRIMARY KEY("account_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "account_source_monthly_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_source_monthly_totals_account_id_month_source_pk" PRIMARY KEY("account_id","month","source")
);
--> statement-breakpoint
ALTER TABLE "account_source_daily_totals" ADD CONSTRAINT "account_source_daily_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_source_daily_totals" ADD CONSTRAINT "account_source_daily_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_source_monthly_totals" ADD CONSTRAINT "account_source_monthly_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_source_monthly_totals" ADD CONSTRAINT "account_source_monthly_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The figures ride in the indexes, so the returns' sums read them alone (drizzle's schema cannot say INCLUDE).
CREATE INDEX "account_source_daily_totals_tenant_source_day_idx" ON "account_source_daily_totals" USING btree ("tenant_id","source","day") INCLUDE ("account_id","debit_kobo","credit_kobo","line_count");--> statement-breakpoint
CREATE INDEX "account_source_monthly_totals_tenant_source_month_idx" ON "account_source_monthly_totals" USING btree ("tenant_id","source","month") INCLUDE ("account_id","debit_kobo","credit_kobo","line_count");--> statement-breakpoint
CREATE INDEX "invoices_tenant_credit_notes_idx" ON "invoices" USING btree ("tenant_id","issue_date") WHERE "invoices"."transaction_type" = 'POLICY_EDORSEMENT_REMITTANCE';--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON account_source_daily_totals, account_source_monthly_totals TO brokerage_app;
--> statement-breakpoint
ALTER TABLE account_source_daily_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON account_source_daily_totals USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE account_source_monthly_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON account_source_monthly_totals USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The lines posted so far, by the event that posted them (a reversal's is the entry it reverses).
INSERT INTO account_source_daily_totals (tenant_id, account_id, day, source, debit_kobo, credit_kobo, line_count)
SELECT l.tenant_id, l.account_id, l.entry_date, coalesce(o.source, e.source), sum(l.debit_kobo), sum(l.credit_kobo), count(*)
  FROM journal_lines l
  JOIN journal_entries e ON e.id = l.entry_id
  LEFT JOIN journal_entries o ON o.id = e.reverses_entry_id
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO account_source_monthly_totals (tenant_id, account_id, month, source, debit_kobo, credit_kobo, line_count)
SELECT tenant_id, account_id, date_trunc('month', day)::date, source, sum(debit_kobo), sum(credit_kobo), sum(line_count)
  FROM account_source_daily_totals
 GROUP BY 1, 2, 3, 4;

CREATE TABLE "account_daily_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_daily_totals_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "accounting_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_periods_order" CHECK ("accounting_periods"."period_start" <= "accounting_periods"."period_end")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text,
	"is_base" boolean DEFAULT false NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ref_no" text NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"currency_code" text DEFAULT 'NGN' NOT NULL,
	"exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"reverses_entry_id" uuid,
	"period_id" uuid NOT NULL,
	"proposed_lines" jsonb NOT NULL,
	"total_kobo" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"currency_minor" bigint DEFAULT 0 NOT NULL,
	"description" text,
	CONSTRAINT "journal_lines_one_side" CHECK (("journal_lines"."debit_kobo" > 0 and "journal_lines"."credit_kobo" = 0) or ("journal_lines"."credit_kobo" > 0 and "journal_lines"."debit_kobo" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal_ref_counters" (
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "journal_ref_counters_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"parent_id" uuid,
	"description" text,
	"system_key" text,
	"client_id" uuid,
	"client_type" text,
	"insurance_provider_id" integer,
	"premium_account_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_daily_totals" ADD CONSTRAINT "account_daily_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_daily_totals" ADD CONSTRAINT "account_daily_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_period_id_accounting_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."accounting_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_ref_counters" ADD CONSTRAINT "journal_ref_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_parent_id_ledger_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_premium_account_id_premium_accounts_id_fk" FOREIGN KEY ("premium_account_id") REFERENCES "public"."premium_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_daily_totals_tenant_day_idx" ON "account_daily_totals" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "accounting_periods_tenant_idx" ON "accounting_periods" USING btree ("tenant_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_tenant_code_key" ON "currencies" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "exchange_rate_history_currency_idx" ON "exchange_rate_history" USING btree ("currency_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_tenant_ref_key" ON "journal_entries" USING btree ("tenant_id","ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_key" ON "journal_entries" USING btree ("reverses_entry_id") WHERE "journal_entries"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_date_idx" ON "journal_entries" USING btree ("tenant_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_status_idx" ON "journal_entries" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("tenant_id","source","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_code_key" ON "ledger_accounts" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_system_key" ON "ledger_accounts" USING btree ("tenant_id","system_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_client_key" ON "ledger_accounts" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_insurer_key" ON "ledger_accounts" USING btree ("tenant_id","insurance_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_tenant_premium_account_key" ON "ledger_accounts" USING btree ("tenant_id","premium_account_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_parent_idx" ON "ledger_accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE TABLE "account_monthly_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_monthly_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "account_monthly_totals" ADD CONSTRAINT "account_monthly_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_monthly_totals" ADD CONSTRAINT "account_monthly_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_monthly_totals_tenant_month_idx" ON "account_monthly_totals" USING btree ("tenant_id","month");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON account_monthly_totals TO brokerage_app;
--> statement-breakpoint
ALTER TABLE account_monthly_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON account_monthly_totals USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ledger_accounts TO brokerage_app;
--> statement-breakpoint
ALTER TABLE ledger_accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON ledger_accounts USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON accounting_periods TO brokerage_app;
--> statement-breakpoint
ALTER TABLE accounting_periods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON accounting_periods USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON currencies TO brokerage_app;
--> statement-breakpoint
ALTER TABLE currencies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON currencies USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON exchange_rate_history TO brokerage_app;
--> statement-breakpoint
ALTER TABLE exchange_rate_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON exchange_rate_history USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON journal_entries TO brokerage_app;
--> statement-breakpoint
ALTER TABLE journal_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON journal_entries USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- Posted lines are written once: the app role may add them but never change or delete them.
GRANT SELECT, INSERT ON journal_lines TO brokerage_app;
--> statement-breakpoint
ALTER TABLE journal_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON journal_lines USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON account_daily_totals TO brokerage_app;
--> statement-breakpoint
ALTER TABLE account_daily_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON account_daily_totals USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON journal_ref_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE journal_ref_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON journal_ref_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO brokerage_app;
--> statement-breakpoint
-- A decided entry never changes, and a pending one only changes by being decided.
CREATE FUNCTION journal_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'journal entry % is % and cannot change', OLD.ref_no, OLD.status USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.ref_no, NEW.entry_date, NEW.description, NEW.currency_code, NEW.exchange_rate, NEW.source, NEW.period_id, NEW.proposed_lines::text, NEW.total_kobo, NEW.created_by, NEW.tenant_id)
     IS DISTINCT FROM
     (OLD.ref_no, OLD.entry_date, OLD.description, OLD.currency_code, OLD.exchange_rate, OLD.source, OLD.period_id, OLD.proposed_lines::text, OLD.total_kobo, OLD.created_by, OLD.tenant_id) THEN
    RAISE EXCEPTION 'journal entry % can only be approved or rejected', OLD.ref_no USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entry_guard();
--> statement-breakpoint
-- Lines never change, whoever asks.
CREATE FUNCTION journal_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal lines cannot be changed; post a reversing entry' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE ON journal_lines FOR EACH ROW EXECUTE FUNCTION journal_line_guard();
--> statement-breakpoint
-- Nothing lands in, or is decided into, a closed period. The service checks first; this is the last wall.
CREATE FUNCTION journal_period_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM accounting_periods p WHERE p.id = NEW.period_id AND p.status = 'closed') THEN
    RAISE EXCEPTION 'accounting period of entry % is closed', NEW.ref_no USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_open_period BEFORE INSERT OR UPDATE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_period_guard();
--> statement-breakpoint
-- Closing is final: a closed period never opens again, nor moves its dates.
CREATE FUNCTION accounting_period_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'closed' THEN
    RAISE EXCEPTION 'accounting period % is closed and cannot change', OLD.name USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounting_periods_final BEFORE UPDATE ON accounting_periods FOR EACH ROW EXECUTE FUNCTION accounting_period_guard();

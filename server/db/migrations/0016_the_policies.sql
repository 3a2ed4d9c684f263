CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_no" text NOT NULL,
	"insurer_policy_no" text,
	"status" text DEFAULT 'proposal' NOT NULL,
	"transaction_type" text DEFAULT 'NEW POLICY' NOT NULL,
	"client_type" text NOT NULL,
	"individual_client_id" uuid,
	"corporate_client_id" uuid,
	"name_of_insured" text NOT NULL,
	"product_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sum_insured_kobo" bigint DEFAULT 0 NOT NULL,
	"premium_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_type" text NOT NULL,
	"commission_rate" numeric(18, 2) NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"co_brokers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"co_insurers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"narration" text,
	"quote_id" uuid,
	"invoice_id" uuid,
	"renewal_of" uuid,
	"placement_sent_at" timestamp with time zone,
	"placement_confirmed_at" timestamp with time zone,
	"credit_note_sent_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"renewal_notice_sent_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_one_client" CHECK (("policies"."client_type" = 'INDIVIDUAL' and "policies"."individual_client_id" is not null and "policies"."corporate_client_id" is null) or ("policies"."client_type" = 'CORPORATE' and "policies"."corporate_client_id" is not null and "policies"."individual_client_id" is null)),
	CONSTRAINT "policies_money" CHECK ("policies"."premium_kobo" > 0 and "policies"."commission_kobo" >= 0 and "policies"."vat_kobo" >= 0 and "policies"."sum_insured_kobo" > 0),
	CONSTRAINT "policies_period" CHECK ("policies"."start_date" <= "policies"."end_date")
);
--> statement-breakpoint
CREATE TABLE "policy_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "renewal_reminder_days" integer[] DEFAULT '{60,30,7}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_individual_client_id_individual_clients_id_fk" FOREIGN KEY ("individual_client_id") REFERENCES "public"."individual_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_corporate_client_id_corporate_clients_id_fk" FOREIGN KEY ("corporate_client_id") REFERENCES "public"."corporate_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_counters" ADD CONSTRAINT "policy_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_tenant_no_key" ON "policies" USING btree ("tenant_id","policy_no");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_live_invoice_key" ON "policies" USING btree ("invoice_id") WHERE "policies"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "policies_live_quote_key" ON "policies" USING btree ("quote_id") WHERE "policies"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "policies_live_renewal_key" ON "policies" USING btree ("renewal_of") WHERE "policies"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "policies_tenant_created_idx" ON "policies" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_tenant_status_created_idx" ON "policies" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_individual_idx" ON "policies" USING btree ("tenant_id","individual_client_id");--> statement-breakpoint
CREATE INDEX "policies_corporate_idx" ON "policies" USING btree ("tenant_id","corporate_client_id");--> statement-breakpoint
CREATE INDEX "policies_active_end_idx" ON "policies" USING btree ("tenant_id","end_date") WHERE "policies"."status" = 'active';--> statement-breakpoint
CREATE INDEX "policy_documents_policy_idx" ON "policy_documents" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "policy_events_policy_idx" ON "policy_events" USING btree ("policy_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_key" ON "reminders" USING btree ("subject_id","kind","threshold");--> statement-breakpoint
CREATE INDEX "reminders_tenant_idx" ON "reminders" USING btree ("tenant_id","sent_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON policies, policy_events, policy_documents, policy_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE policies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON policies USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE policy_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON policy_events USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE policy_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON policy_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE policy_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON policy_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE INDEX policies_search_trgm ON policies USING gin ((policy_no || E'\n' || coalesce(insurer_policy_no, '') || E'\n' || name_of_insured) gin_trgm_ops);
--> statement-breakpoint
-- As matching_quotes (migration 0012): the owner's search, inside the brokerage the transaction is set to.
CREATE FUNCTION matching_policies(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from policies
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
      and (policy_no || E'\n' || coalesce(insurer_policy_no, '') || E'\n' || name_of_insured) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION matching_policies(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION matching_policies(text, integer) TO brokerage_app;
--> statement-breakpoint
CREATE TRIGGER policies_day_counts_added AFTER INSERT ON policies REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER policies_day_counts_removed AFTER DELETE ON policies REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
GRANT SELECT, INSERT ON reminders TO brokerage_app;
--> statement-breakpoint
ALTER TABLE reminders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON reminders USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

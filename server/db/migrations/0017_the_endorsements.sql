CREATE TABLE "endorsement_counters" (
	"tenant_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "endorsement_counters_tenant_id_series_pk" PRIMARY KEY("tenant_id","series")
);
--> statement-breakpoint
CREATE TABLE "endorsement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"endorsement_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endorsement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"endorsement_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"endorsement_no" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"effective_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"new_end_date" date NOT NULL,
	"premium_kobo" bigint DEFAULT 0 NOT NULL,
	"new_premium_kobo" bigint DEFAULT 0 NOT NULL,
	"sum_insured_kobo" bigint DEFAULT 0 NOT NULL,
	"new_sum_insured_kobo" bigint DEFAULT 0 NOT NULL,
	"items" jsonb,
	"covers" jsonb,
	"adjustment_kind" text NOT NULL,
	"adjustment_kobo" bigint DEFAULT 0 NOT NULL,
	"days_remaining" integer NOT NULL,
	"days_in_period" integer NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"invoice_id" uuid,
	"client_notified_at" timestamp with time zone,
	"status_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"applied_by" uuid,
	"applied_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsements_money" CHECK ("endorsements"."adjustment_kobo" >= 0 and "endorsements"."commission_kobo" >= 0 and "endorsements"."vat_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"refund_no" text NOT NULL,
	"endorsement_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"mode_of_payment" text,
	"payment_date" date,
	"paid_from_account_id" uuid,
	"cheque_number" text,
	"payment_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "endorsement_counters" ADD CONSTRAINT "endorsement_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_documents" ADD CONSTRAINT "endorsement_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_documents" ADD CONSTRAINT "endorsement_documents_endorsement_id_endorsements_id_fk" FOREIGN KEY ("endorsement_id") REFERENCES "public"."endorsements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_documents" ADD CONSTRAINT "endorsement_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_documents" ADD CONSTRAINT "endorsement_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_events" ADD CONSTRAINT "endorsement_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_events" ADD CONSTRAINT "endorsement_events_endorsement_id_endorsements_id_fk" FOREIGN KEY ("endorsement_id") REFERENCES "public"."endorsements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsement_events" ADD CONSTRAINT "endorsement_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_endorsement_id_endorsements_id_fk" FOREIGN KEY ("endorsement_id") REFERENCES "public"."endorsements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("paid_from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_entry_id_journal_entries_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "endorsement_documents_endorsement_idx" ON "endorsement_documents" USING btree ("endorsement_id","created_at");--> statement-breakpoint
CREATE INDEX "endorsement_events_endorsement_idx" ON "endorsement_events" USING btree ("endorsement_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_tenant_no_key" ON "endorsements" USING btree ("tenant_id","endorsement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_one_open_key" ON "endorsements" USING btree ("policy_id") WHERE "endorsements"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "endorsements_tenant_created_idx" ON "endorsements" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "endorsements_policy_idx" ON "endorsements" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_tenant_no_key" ON "refunds" USING btree ("tenant_id","refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_endorsement_key" ON "refunds" USING btree ("endorsement_id");--> statement-breakpoint
CREATE INDEX "refunds_tenant_created_idx" ON "refunds" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON endorsements, endorsement_events, endorsement_documents, refunds, endorsement_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE endorsements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON endorsements USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE endorsement_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON endorsement_events USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE endorsement_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON endorsement_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE refunds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON refunds USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE endorsement_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON endorsement_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

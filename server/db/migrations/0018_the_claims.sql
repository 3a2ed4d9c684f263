CREATE TABLE "claim_checklists" (
	"tenant_id" uuid NOT NULL,
	"category_code" text NOT NULL,
	"documents" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_checklists_tenant_id_category_code_pk" PRIMARY KEY("tenant_id","category_code")
);
--> statement-breakpoint
CREATE TABLE "claim_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_counters" (
	"tenant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "claim_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "claim_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"claim_no" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"insured_item" text,
	"loss_date" date NOT NULL,
	"loss_place" text NOT NULL,
	"reported_date" date NOT NULL,
	"cause" text NOT NULL,
	"description" text NOT NULL,
	"reported_by" text NOT NULL,
	"reporter_phone" text,
	"estimated_loss_kobo" bigint NOT NULL,
	"third_parties" text,
	"police_report_number" text,
	"checklist" jsonb NOT NULL,
	"adjuster_name" text,
	"adjuster_firm" text,
	"adjuster_email" text,
	"offer_kobo" bigint,
	"excess_kobo" bigint,
	"settled_kobo" bigint,
	"settlement_mode" text,
	"settled_on" date,
	"finished_on" date,
	"status_reason" text,
	"receipt_entry_id" uuid,
	"payment_entry_id" uuid,
	"money_account_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_money" CHECK ("claims"."estimated_loss_kobo" > 0 and coalesce("claims"."offer_kobo", 0) >= 0 and coalesce("claims"."excess_kobo", 0) >= 0 and coalesce("claims"."excess_kobo", 0) <= coalesce("claims"."offer_kobo", "claims"."excess_kobo", 0) and coalesce("claims"."settled_kobo", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "claim_age_limit_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_checklists" ADD CONSTRAINT "claim_checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_checklists" ADD CONSTRAINT "claim_checklists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_counters" ADD CONSTRAINT "claim_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_receipt_entry_id_journal_entries_id_fk" FOREIGN KEY ("receipt_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_payment_entry_id_journal_entries_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_money_account_id_ledger_accounts_id_fk" FOREIGN KEY ("money_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_comments_claim_idx" ON "claim_comments" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_tenant_no_key" ON "claims" USING btree ("tenant_id","claim_no");--> statement-breakpoint
CREATE INDEX "claims_tenant_created_idx" ON "claims" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_tenant_status_idx" ON "claims" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX claims_search_trgm ON claims USING gin ((claim_no || E'\n' || coalesce(insured_item, '') || E'\n' || loss_place) gin_trgm_ops);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON claims, claim_events, claim_comments, claim_documents, claim_counters TO brokerage_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON claim_checklists TO brokerage_app;
--> statement-breakpoint
ALTER TABLE claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claims USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claim_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claim_events USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claim_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claim_comments USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claim_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claim_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claim_checklists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claim_checklists USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claim_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON claim_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

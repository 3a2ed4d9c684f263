CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_user_id_key_pk" PRIMARY KEY("tenant_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_co_brokers" (
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"co_broker_id" uuid NOT NULL,
	"percentage_of_premium" numeric(5, 2) NOT NULL,
	CONSTRAINT "invoice_co_brokers_invoice_id_co_broker_id_pk" PRIMARY KEY("invoice_id","co_broker_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_co_insurers" (
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"percentage_of_premium" numeric(5, 2) NOT NULL,
	CONSTRAINT "invoice_co_insurers_invoice_id_insurance_provider_id_pk" PRIMARY KEY("invoice_id","insurance_provider_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"mode_of_payment" text NOT NULL,
	"payment_date" date NOT NULL,
	"cheque_number" text,
	"bank_name" text,
	"description" text,
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"entry_id" uuid,
	"commission_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"status" text DEFAULT 'payment pending' NOT NULL,
	"transaction_type" text DEFAULT 'NEW POLICY' NOT NULL,
	"client_type" text NOT NULL,
	"individual_client_id" uuid,
	"corporate_client_id" uuid,
	"product_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"quote_id" uuid,
	"policy_id" uuid,
	"issue_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sum_insured_kobo" bigint DEFAULT 0 NOT NULL,
	"premium_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_type" text NOT NULL,
	"commission_rate" numeric(18, 2) NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_paid_kobo" bigint DEFAULT 0 NOT NULL,
	"premium_remitted_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_remitted_kobo" bigint DEFAULT 0 NOT NULL,
	"mode_of_payment" text,
	"remitted_status" text,
	"insured" text NOT NULL,
	"narration" text,
	"issue_entry_id" uuid,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_one_client" CHECK (("invoices"."client_type" = 'INDIVIDUAL' and "invoices"."individual_client_id" is not null and "invoices"."corporate_client_id" is null) or ("invoices"."client_type" = 'CORPORATE' and "invoices"."corporate_client_id" is not null and "invoices"."individual_client_id" is null)),
	CONSTRAINT "invoices_money" CHECK ("invoices"."premium_kobo" > 0 and "invoices"."paid_kobo" >= 0 and "invoices"."paid_kobo" <= "invoices"."premium_kobo" and "invoices"."premium_remitted_kobo" >= 0 and "invoices"."vat_remitted_kobo" >= 0 and "invoices"."vat_remitted_kobo" <= "invoices"."vat_paid_kobo" and "invoices"."vat_paid_kobo" <= "invoices"."vat_kobo"),
	CONSTRAINT "invoices_period" CHECK ("invoices"."start_date" <= "invoices"."end_date")
);
--> statement-breakpoint
CREATE TABLE "premium_remittance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"remittance_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"remittance_type" text NOT NULL,
	"remittance_date" date NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"balance_due_date" date,
	"remark" text,
	"mode" text NOT NULL,
	"bank_name" text,
	"cheque_number" text,
	"other_description" text,
	"bank_account_id" uuid,
	"entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_remittances_amount" CHECK ("premium_remittances"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "vat_remittance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vat_remittance_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"remittance_type" text NOT NULL,
	"remittance_date" date NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"bank_name" text,
	"cheque_number" text,
	"bank_account_id" uuid,
	"entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_remittances_amount" CHECK ("vat_remittances"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_brokers" ADD CONSTRAINT "invoice_co_brokers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_brokers" ADD CONSTRAINT "invoice_co_brokers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_brokers" ADD CONSTRAINT "invoice_co_brokers_co_broker_id_co_brokers_id_fk" FOREIGN KEY ("co_broker_id") REFERENCES "public"."co_brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_insurers" ADD CONSTRAINT "invoice_co_insurers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_insurers" ADD CONSTRAINT "invoice_co_insurers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_co_insurers" ADD CONSTRAINT "invoice_co_insurers_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_commission_entry_id_journal_entries_id_fk" FOREIGN KEY ("commission_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_individual_client_id_individual_clients_id_fk" FOREIGN KEY ("individual_client_id") REFERENCES "public"."individual_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corporate_client_id_corporate_clients_id_fk" FOREIGN KEY ("corporate_client_id") REFERENCES "public"."corporate_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issue_entry_id_journal_entries_id_fk" FOREIGN KEY ("issue_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittance_documents" ADD CONSTRAINT "premium_remittance_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittance_documents" ADD CONSTRAINT "premium_remittance_documents_remittance_id_premium_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."premium_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittance_documents" ADD CONSTRAINT "premium_remittance_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittance_documents" ADD CONSTRAINT "premium_remittance_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittances" ADD CONSTRAINT "premium_remittances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittances" ADD CONSTRAINT "premium_remittances_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittances" ADD CONSTRAINT "premium_remittances_bank_account_id_ledger_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittances" ADD CONSTRAINT "premium_remittances_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_remittances" ADD CONSTRAINT "premium_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittance_documents" ADD CONSTRAINT "vat_remittance_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittance_documents" ADD CONSTRAINT "vat_remittance_documents_vat_remittance_id_vat_remittances_id_fk" FOREIGN KEY ("vat_remittance_id") REFERENCES "public"."vat_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittance_documents" ADD CONSTRAINT "vat_remittance_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittance_documents" ADD CONSTRAINT "vat_remittance_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittances" ADD CONSTRAINT "vat_remittances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittances" ADD CONSTRAINT "vat_remittances_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittances" ADD CONSTRAINT "vat_remittances_bank_account_id_ledger_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittances" ADD CONSTRAINT "vat_remittances_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_remittances" ADD CONSTRAINT "vat_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_pending" ON "deletion_requests" USING btree ("invoice_id") WHERE "deletion_requests"."decision" = 'pending';--> statement-breakpoint
CREATE INDEX "deletion_requests_invoice_idx" ON "deletion_requests" USING btree ("invoice_id","requested_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_no_key" ON "invoices" USING btree ("tenant_id","invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_idx" ON "invoices" USING btree ("tenant_id","status","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_tenant_issue_idx" ON "invoices" USING btree ("tenant_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_tenant_creator_idx" ON "invoices" USING btree ("tenant_id","created_by");--> statement-breakpoint
CREATE INDEX "invoices_tenant_provider_idx" ON "invoices" USING btree ("tenant_id","insurance_provider_id");--> statement-breakpoint
CREATE INDEX "premium_remittance_documents_remittance_idx" ON "premium_remittance_documents" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "premium_remittances_invoice_idx" ON "premium_remittances" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "premium_remittances_tenant_date_idx" ON "premium_remittances" USING btree ("tenant_id","remittance_date");--> statement-breakpoint
CREATE INDEX "vat_remittance_documents_remittance_idx" ON "vat_remittance_documents" USING btree ("vat_remittance_id");--> statement-breakpoint
CREATE INDEX "vat_remittances_invoice_idx" ON "vat_remittances" USING btree ("invoice_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON invoices TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoices USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_co_brokers TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoice_co_brokers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoice_co_brokers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_co_insurers TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoice_co_insurers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoice_co_insurers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON invoice_payments TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoice_payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoice_payments USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON premium_remittances TO brokerage_app;
--> statement-breakpoint
ALTER TABLE premium_remittances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON premium_remittances USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON premium_remittance_documents TO brokerage_app;
--> statement-breakpoint
ALTER TABLE premium_remittance_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON premium_remittance_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON vat_remittances TO brokerage_app;
--> statement-breakpoint
ALTER TABLE vat_remittances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON vat_remittances USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT ON vat_remittance_documents TO brokerage_app;
--> statement-breakpoint
ALTER TABLE vat_remittance_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON vat_remittance_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON deletion_requests TO brokerage_app;
--> statement-breakpoint
ALTER TABLE deletion_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON deletion_requests USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO brokerage_app;
--> statement-breakpoint
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON idempotency_keys USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON invoice_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoice_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoice_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO brokerage_app;

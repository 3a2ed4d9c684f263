CREATE TABLE "invoice_positions" (
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"returned" boolean NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"net_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"collected_kobo" bigint DEFAULT 0 NOT NULL,
	"remitted_kobo" bigint DEFAULT 0 NOT NULL,
	"direct_kobo" bigint DEFAULT 0 NOT NULL,
	"direct_share_kobo" bigint DEFAULT 0 NOT NULL,
	"unremitted_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_on" date,
	"commission_kept_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_captured_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_receivable_kobo" bigint DEFAULT 0 NOT NULL,
	"received_back_kobo" bigint DEFAULT 0 NOT NULL,
	"owed_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_positions_invoice_id_valid_from_pk" PRIMARY KEY("invoice_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "position_daily_moves" (
	"tenant_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"returned" boolean NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"collected_kobo" bigint DEFAULT 0 NOT NULL,
	"unremitted_kobo" bigint DEFAULT 0 NOT NULL,
	"owed_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_kept_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_captured_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_receivable_kobo" bigint DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "position_daily_moves_tenant_id_day_insurance_provider_id_returned_pk" PRIMARY KEY("tenant_id","day","insurance_provider_id","returned")
);
--> statement-breakpoint
CREATE TABLE "position_monthly_moves" (
	"tenant_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"returned" boolean NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"collected_kobo" bigint DEFAULT 0 NOT NULL,
	"unremitted_kobo" bigint DEFAULT 0 NOT NULL,
	"owed_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_kept_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_captured_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_receivable_kobo" bigint DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "position_monthly_moves_tenant_id_month_insurance_provider_id_returned_pk" PRIMARY KEY("tenant_id","month","insurance_provider_id","returned")
);
--> statement-breakpoint
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_daily_moves" ADD CONSTRAINT "position_daily_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_daily_moves" ADD CONSTRAINT "position_daily_moves_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_monthly_moves" ADD CONSTRAINT "position_monthly_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_monthly_moves" ADD CONSTRAINT "position_monthly_moves_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_positions_unremitted_idx" ON "invoice_positions" USING btree ("tenant_id",coalesce("valid_to", 'infinity'::date),"valid_from") WHERE "invoice_positions"."unremitted_kobo" > 0;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_positions, position_daily_moves, position_monthly_moves TO brokerage_app;
--> statement-breakpoint
ALTER TABLE invoice_positions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON invoice_positions USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE position_daily_moves ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON position_daily_moves USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE position_monthly_moves ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON position_monthly_moves USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

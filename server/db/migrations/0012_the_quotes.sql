CREATE TABLE "quote_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"quote_no" text NOT NULL,
	"quote_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"client_type" text NOT NULL,
	"individual_client_id" uuid,
	"corporate_client_id" uuid,
	"policyholder_type_id" integer,
	"name_of_insured" text NOT NULL,
	"product_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"sum_insured_kobo" bigint DEFAULT 0 NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"premium_kobo" bigint DEFAULT 0 NOT NULL,
	"commission_type" text NOT NULL,
	"commission_rate" numeric(18, 2) NOT NULL,
	"commission_kobo" bigint DEFAULT 0 NOT NULL,
	"vat_kobo" bigint DEFAULT 0 NOT NULL,
	"covers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"co_brokers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"co_insurers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"narration" text,
	"request_id" uuid,
	"revision_of" uuid,
	"invoice_id" uuid,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_one_client" CHECK (("quotes"."client_type" = 'INDIVIDUAL' and "quotes"."individual_client_id" is not null and "quotes"."corporate_client_id" is null) or ("quotes"."client_type" = 'CORPORATE' and "quotes"."corporate_client_id" is not null and "quotes"."individual_client_id" is null)),
	CONSTRAINT "quotes_money" CHECK ("quotes"."premium_kobo" >= 0 and "quotes"."commission_kobo" >= 0 and "quotes"."vat_kobo" >= 0 and "quotes"."sum_insured_kobo" > 0),
	CONSTRAINT "quotes_period" CHECK ("quotes"."start_date" <= "quotes"."end_date")
);
--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_individual_client_id_individual_clients_id_fk" FOREIGN KEY ("individual_client_id") REFERENCES "public"."individual_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_corporate_client_id_corporate_clients_id_fk" FOREIGN KEY ("corporate_client_id") REFERENCES "public"."corporate_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_policyholder_type_id_policyholder_types_id_fk" FOREIGN KEY ("policyholder_type_id") REFERENCES "public"."policyholder_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_tenant_no_key" ON "quotes" USING btree ("tenant_id","quote_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_invoice_key" ON "quotes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_created_idx" ON "quotes" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_tenant_status_created_idx" ON "quotes" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_individual_idx" ON "quotes" USING btree ("tenant_id","individual_client_id");--> statement-breakpoint
CREATE INDEX "quotes_corporate_idx" ON "quotes" USING btree ("tenant_id","corporate_client_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON quotes, quote_events, quote_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE quotes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quotes USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE quote_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quote_events USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE quote_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quote_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE INDEX quotes_search_trgm ON quotes USING gin ((quote_no || E'\n' || name_of_insured) gin_trgm_ops);
--> statement-breakpoint
-- As matching_invoices (migration 0010): the owner's search, inside the brokerage the transaction is set to.
CREATE FUNCTION matching_quotes(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from quotes
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (quote_no || E'\n' || name_of_insured) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION matching_quotes(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION matching_quotes(text, integer) TO brokerage_app;
--> statement-breakpoint
CREATE TRIGGER quotes_day_counts_added AFTER INSERT ON quotes REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER quotes_day_counts_removed AFTER DELETE ON quotes REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');

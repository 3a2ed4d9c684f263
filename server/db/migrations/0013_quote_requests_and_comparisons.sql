CREATE TABLE "quote_request_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_no" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"client_type" text,
	"individual_client_id" uuid,
	"corporate_client_id" uuid,
	"prospect_name" text,
	"prospect_email" text,
	"prospect_phone" text,
	"quote_type" text NOT NULL,
	"line_of_business_id" integer,
	"insurance_category_id" integer,
	"subject_matter" text NOT NULL,
	"sum_insured_kobo" bigint,
	"desired_start_date" date,
	"notes" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_who" CHECK ("quote_requests"."individual_client_id" is not null or "quote_requests"."corporate_client_id" is not null or "quote_requests"."prospect_name" is not null)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "comparison_group" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_counters" ADD CONSTRAINT "quote_request_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_documents" ADD CONSTRAINT "quote_request_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_documents" ADD CONSTRAINT "quote_request_documents_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_documents" ADD CONSTRAINT "quote_request_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_documents" ADD CONSTRAINT "quote_request_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_individual_client_id_individual_clients_id_fk" FOREIGN KEY ("individual_client_id") REFERENCES "public"."individual_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_corporate_client_id_corporate_clients_id_fk" FOREIGN KEY ("corporate_client_id") REFERENCES "public"."corporate_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_line_of_business_id_lines_of_business_id_fk" FOREIGN KEY ("line_of_business_id") REFERENCES "public"."lines_of_business"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_insurance_category_id_insurance_categories_id_fk" FOREIGN KEY ("insurance_category_id") REFERENCES "public"."insurance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_documents_request_idx" ON "quote_request_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_tenant_no_key" ON "quote_requests" USING btree ("tenant_id","request_no");--> statement-breakpoint
CREATE INDEX "quote_requests_tenant_created_idx" ON "quote_requests" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_comparison_idx" ON "quotes" USING btree ("comparison_group");--> statement-breakpoint
CREATE INDEX "quotes_request_idx" ON "quotes" USING btree ("request_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON quote_requests, quote_request_documents, quote_request_counters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE quote_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quote_requests USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE quote_request_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quote_request_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE quote_request_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON quote_request_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE INDEX quote_requests_search_trgm ON quote_requests USING gin ((request_no || E'\n' || subject_matter || E'\n' || coalesce(prospect_name, '')) gin_trgm_ops);
--> statement-breakpoint
-- As matching_quotes (migration 0012): the owner's search, inside the brokerage the transaction is set to.
CREATE FUNCTION matching_quote_requests(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from quote_requests
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
      and (request_no || E'\n' || subject_matter || E'\n' || coalesce(prospect_name, '')) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION matching_quote_requests(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION matching_quote_requests(text, integer) TO brokerage_app;
--> statement-breakpoint
CREATE TRIGGER quote_requests_day_counts_added AFTER INSERT ON quote_requests REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER quote_requests_day_counts_removed AFTER DELETE ON quote_requests REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');

CREATE TABLE "co_brokers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"naicom_license_number" text,
	"contact_person" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"corporate_name" text NOT NULL,
	"rc_number" text,
	"tin" text,
	"date_of_incorporation" date,
	"industry" text,
	"email" text,
	"phone" text,
	"website" text,
	"operating_business_address" text,
	"city_of_operation" text,
	"state_id" integer,
	"lga_id" integer,
	"contact_person_name" text,
	"contact_person_phone" text,
	"contact_person_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"corporate_client_id" uuid NOT NULL,
	"title" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"nationality" text,
	"address" text,
	"identification_type" text,
	"identification_number" text,
	"identification_expiry" date,
	"bvn" text,
	"politically_exposed" boolean DEFAULT false NOT NULL,
	"political_position" text,
	"shareholding" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individual_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text,
	"firstname" text NOT NULL,
	"middle_name" text,
	"lastname" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"email" text,
	"phone" text,
	"alternate_phone" text,
	"address" text,
	"city" text,
	"state_id" integer,
	"lga_id" integer,
	"occupation" text,
	"employer" text,
	"policyholder_type_id" integer,
	"identification_type" text,
	"identification_number" text,
	"identification_expiry" date,
	"bvn" text,
	"nin" text,
	"politically_exposed" boolean DEFAULT false NOT NULL,
	"political_position" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_travel_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"plan_name" text NOT NULL,
	"destination" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"premium_kobo" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"minimum_premium_kobo" bigint
);
--> statement-breakpoint
CREATE TABLE "product_covers" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"cover_id" integer NOT NULL,
	"rate" numeric(9, 4),
	CONSTRAINT "product_covers_product_id_cover_id_pk" PRIMARY KEY("product_id","cover_id")
);
--> statement-breakpoint
CREATE TABLE "product_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"amount_kobo" bigint
);
--> statement-breakpoint
CREATE TABLE "product_policy_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"exception" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"rule" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"insurance_provider_id" integer NOT NULL,
	"insurance_category_id" integer NOT NULL,
	"coverage_type_id" integer,
	"product_name" text NOT NULL,
	"remark" text,
	"tenor" integer,
	"tenor_unit" text,
	"commission_type" text NOT NULL,
	"commission_rate" numeric(18, 2) NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriter_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"underwriter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "underwriters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"branch" text,
	"email" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_providers" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "co_brokers" ADD CONSTRAINT "co_brokers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_lga_id_lgas_id_fk" FOREIGN KEY ("lga_id") REFERENCES "public"."lgas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors" ADD CONSTRAINT "directors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors" ADD CONSTRAINT "directors_corporate_client_id_corporate_clients_id_fk" FOREIGN KEY ("corporate_client_id") REFERENCES "public"."corporate_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_clients" ADD CONSTRAINT "individual_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_clients" ADD CONSTRAINT "individual_clients_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_clients" ADD CONSTRAINT "individual_clients_lga_id_lgas_id_fk" FOREIGN KEY ("lga_id") REFERENCES "public"."lgas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_clients" ADD CONSTRAINT "individual_clients_policyholder_type_id_policyholder_types_id_fk" FOREIGN KEY ("policyholder_type_id") REFERENCES "public"."policyholder_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_clients" ADD CONSTRAINT "individual_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_travel_products" ADD CONSTRAINT "insurance_travel_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_travel_products" ADD CONSTRAINT "insurance_travel_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_rates" ADD CONSTRAINT "premium_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_rates" ADD CONSTRAINT "premium_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_covers" ADD CONSTRAINT "product_covers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_covers" ADD CONSTRAINT "product_covers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_covers" ADD CONSTRAINT "product_covers_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_policy_exceptions" ADD CONSTRAINT "product_policy_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_policy_exceptions" ADD CONSTRAINT "product_policy_exceptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_insurance_category_id_insurance_categories_id_fk" FOREIGN KEY ("insurance_category_id") REFERENCES "public"."insurance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_coverage_type_id_coverage_types_id_fk" FOREIGN KEY ("coverage_type_id") REFERENCES "public"."coverage_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriter_contacts" ADD CONSTRAINT "underwriter_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriter_contacts" ADD CONSTRAINT "underwriter_contacts_underwriter_id_underwriters_id_fk" FOREIGN KEY ("underwriter_id") REFERENCES "public"."underwriters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriters" ADD CONSTRAINT "underwriters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriters" ADD CONSTRAINT "underwriters_provider_id_insurance_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_brokers_name_key" ON "co_brokers" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "corporate_clients_tenant_idx" ON "corporate_clients" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_clients_rc_key" ON "corporate_clients" USING btree ("tenant_id",upper("rc_number")) WHERE "corporate_clients"."rc_number" is not null;--> statement-breakpoint
CREATE INDEX "directors_client_idx" ON "directors" USING btree ("corporate_client_id");--> statement-breakpoint
CREATE INDEX "individual_clients_tenant_idx" ON "individual_clients" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "individual_clients_bvn_key" ON "individual_clients" USING btree ("tenant_id","bvn") WHERE "individual_clients"."bvn" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "individual_clients_nin_key" ON "individual_clients" USING btree ("tenant_id","nin") WHERE "individual_clients"."nin" is not null;--> statement-breakpoint
CREATE INDEX "insurance_travel_products_product_idx" ON "insurance_travel_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "premium_rates_product_idx" ON "premium_rates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_limits_product_idx" ON "product_limits" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_policy_exceptions_product_idx" ON "product_policy_exceptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_rules_product_idx" ON "product_rules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_tenant_idx" ON "products" USING btree ("tenant_id","insurance_provider_id","insurance_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree ("tenant_id","insurance_provider_id",lower("product_name")) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "underwriter_contacts_underwriter_idx" ON "underwriter_contacts" USING btree ("underwriter_id");--> statement-breakpoint
CREATE INDEX "underwriters_provider_idx" ON "underwriters" USING btree ("tenant_id","provider_id");--> statement-breakpoint
ALTER TABLE insurance_providers ADD CONSTRAINT insurance_providers_tenant_id_tenants_id_fk FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX insurance_providers_tenant_idx ON insurance_providers (tenant_id);
--> statement-breakpoint
-- Shared insurers (no tenant) are seen by every brokerage; one a brokerage adds is its own.
--> statement-breakpoint
GRANT INSERT, UPDATE, DELETE ON insurance_providers TO brokerage_app;
--> statement-breakpoint
ALTER TABLE insurance_providers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON insurance_providers USING (tenant_id IS NULL OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The book belongs to its brokerage: the same tenant wall as in 0002.
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON individual_clients TO brokerage_app;
--> statement-breakpoint
ALTER TABLE individual_clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON individual_clients USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON corporate_clients TO brokerage_app;
--> statement-breakpoint
ALTER TABLE corporate_clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON corporate_clients USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directors TO brokerage_app;
--> statement-breakpoint
ALTER TABLE directors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON directors USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON underwriters TO brokerage_app;
--> statement-breakpoint
ALTER TABLE underwriters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON underwriters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON underwriter_contacts TO brokerage_app;
--> statement-breakpoint
ALTER TABLE underwriter_contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON underwriter_contacts USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON products TO brokerage_app;
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON products USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_rules TO brokerage_app;
--> statement-breakpoint
ALTER TABLE product_rules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON product_rules USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_limits TO brokerage_app;
--> statement-breakpoint
ALTER TABLE product_limits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON product_limits USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_policy_exceptions TO brokerage_app;
--> statement-breakpoint
ALTER TABLE product_policy_exceptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON product_policy_exceptions USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON premium_rates TO brokerage_app;
--> statement-breakpoint
ALTER TABLE premium_rates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON premium_rates USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON insurance_travel_products TO brokerage_app;
--> statement-breakpoint
ALTER TABLE insurance_travel_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON insurance_travel_products USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_covers TO brokerage_app;
--> statement-breakpoint
ALTER TABLE product_covers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON product_covers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON co_brokers TO brokerage_app;
--> statement-breakpoint
ALTER TABLE co_brokers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON co_brokers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

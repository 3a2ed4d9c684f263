CREATE TABLE "pdf_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"template" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_pdf_documents" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_pdf_documents_tenant_id_kind_record_id_pk" PRIMARY KEY("tenant_id","kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "pdf_template_versions" ADD CONSTRAINT "pdf_template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_template_versions" ADD CONSTRAINT "pdf_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_pdf_documents" ADD CONSTRAINT "sent_pdf_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_template_versions_kind_version_key" ON "pdf_template_versions" USING btree ("tenant_id","kind","version");--> statement-breakpoint
GRANT SELECT, INSERT ON pdf_template_versions, sent_pdf_documents TO brokerage_app;
--> statement-breakpoint
ALTER TABLE pdf_template_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON pdf_template_versions USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE sent_pdf_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON sent_pdf_documents USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

CREATE TABLE "signature_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"sender_permission" text NOT NULL,
	"link_lifetime_hours" integer NOT NULL,
	"reminder_interval_hours" integer NOT NULL,
	"mail_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"document_title" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"key_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"signer_ip" text,
	"signature_method" text,
	"original_file_id" uuid NOT NULL,
	"signed_file_id" uuid,
	"signed_sha256" text,
	"original_sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_requests_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_requests_subject_idx" ON "signing_requests" USING btree ("tenant_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "signing_requests_tenant_idx" ON "signing_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "signing_requests_signed_sha_idx" ON "signing_requests" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "signing_requests_open_idx" ON "signing_requests" USING btree ("expires_at") WHERE "signing_requests"."status" in ('sent', 'opened');--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON signing_requests TO brokerage_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON signature_settings TO brokerage_app;
--> statement-breakpoint
ALTER TABLE signing_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON signing_requests USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE signature_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON signature_settings USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

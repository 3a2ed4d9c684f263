CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "stored_file_bytes" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_bytes" ADD CONSTRAINT "stored_file_bytes_stored_name_stored_files_stored_name_fk" FOREIGN KEY ("stored_name") REFERENCES "public"."stored_files"("stored_name") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "stored_file_bytes" ADD CONSTRAINT "stored_file_bytes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_ran_at_idx" ON "job_runs" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "stored_file_bytes_tenant_idx" ON "stored_file_bytes" USING btree ("tenant_id");--> statement-breakpoint
-- The bytes are written before their record in the upload's transaction: the check waits for the commit.
-- (A deferrable constraint still cascades at once: bytes go with their record's delete.)
GRANT SELECT, INSERT, DELETE ON stored_file_bytes TO brokerage_app;
--> statement-breakpoint
ALTER TABLE stored_file_bytes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON stored_file_bytes USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

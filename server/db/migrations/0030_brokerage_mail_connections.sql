CREATE TABLE "mail_connections" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text,
	"sealed_password" text,
	"sender_name" text NOT NULL,
	"sender_address" text NOT NULL,
	"reply_to" text,
	"tested_at" timestamp with time zone,
	"test_passed" boolean,
	"test_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "route" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sealed_retry" text;--> statement-breakpoint
ALTER TABLE "mail_connections" ADD CONSTRAINT "mail_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_retry_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."next_attempt_at" is not null;--> statement-breakpoint
UPDATE outbox SET route = 'server_smtp' WHERE status <> 'kept';
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mail_connections TO brokerage_app;
--> statement-breakpoint
ALTER TABLE mail_connections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON mail_connections USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);

CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_address_failures" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"owner_told_at" timestamp with time zone,
	CONSTRAINT "sign_in_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_started_at");--> statement-breakpoint
-- Failures are now counted per email and address (sign_in_failures); the per-email counts that locked the owner out go.
DROP TABLE "sign_in_attempts";--> statement-breakpoint
-- Like sign_in_attempts before them, these tables are reached only through the system door (asSystem): the
-- application role gets no grant on them, since no brokerage is known before sign-in.
REVOKE ALL ON "sign_in_failures", "sign_in_address_failures", "rate_limit_hits" FROM brokerage_app;
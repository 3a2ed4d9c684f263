CREATE TABLE "seed_runs" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "account_totals" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid PRIMARY KEY NOT NULL,
	"debit_kobo" bigint DEFAULT 0 NOT NULL,
	"credit_kobo" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_totals_tenant_idx" ON "account_totals" USING btree ("tenant_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON account_totals TO brokerage_app;
--> statement-breakpoint
ALTER TABLE account_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON account_totals USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The books already kept: each account's monthly totals added up once.
INSERT INTO account_totals (tenant_id, account_id, debit_kobo, credit_kobo, line_count)
SELECT tenant_id, account_id, sum(debit_kobo), sum(credit_kobo), sum(line_count) FROM account_monthly_totals GROUP BY tenant_id, account_id;
--> statement-breakpoint
-- Whatever changes a month's totals (a posting adds to them, a bulk load may set them) changes the
-- account's all-time totals by the same difference, in the same transaction and under the same lock order.
CREATE FUNCTION account_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE account_totals
    SET debit_kobo = debit_kobo - OLD.debit_kobo, credit_kobo = credit_kobo - OLD.credit_kobo, line_count = line_count - OLD.line_count
    WHERE account_id = OLD.account_id;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS t (tenant_id, account_id, debit_kobo, credit_kobo, line_count)
    VALUES (NEW.tenant_id, NEW.account_id, NEW.debit_kobo, NEW.credit_kobo, NEW.line_count)
    ON CONFLICT (account_id) DO UPDATE
    SET debit_kobo = t.debit_kobo + excluded.debit_kobo, credit_kobo = t.credit_kobo + excluded.credit_kobo, line_count = t.line_count + excluded.line_count;
  ELSE
    UPDATE account_totals
    SET debit_kobo = debit_kobo + NEW.debit_kobo - OLD.debit_kobo,
        credit_kobo = credit_kobo + NEW.credit_kobo - OLD.credit_kobo,
        line_count = line_count + NEW.line_count - OLD.line_count
    WHERE account_id = NEW.account_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_monthly_totals_follow AFTER INSERT OR UPDATE OR DELETE ON account_monthly_totals FOR EACH ROW EXECUTE FUNCTION account_totals_follow();

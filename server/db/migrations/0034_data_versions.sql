CREATE TABLE "tenant_data_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The versions are no secret within a brokerage; each sees its own and the shared data's.
ALTER TABLE "tenant_data_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON tenant_data_versions USING (
  tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR tenant_id = '00000000-0000-0000-0000-000000000000'
);
--> statement-breakpoint
GRANT SELECT ON tenant_data_versions TO brokerage_app;
--> statement-breakpoint
-- Moves a brokerage's data version once per transaction. It runs from deferred triggers, at commit:
-- the version row is locked only while the transaction commits, so writers of one brokerage never
-- wait on each other for long nor deadlock on it, and the new version becomes visible together with
-- the rows that moved it.
CREATE FUNCTION note_data_change(changed uuid) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  noted text := 'app.data_changed_' || replace(changed::text, '-', '');
BEGIN
  IF coalesce(current_setting(noted, true), '') = '1' THEN
    RETURN;
  END IF;
  PERFORM set_config(noted, '1', true);
  INSERT INTO tenant_data_versions AS v (tenant_id, version) VALUES (changed, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION tenant_data_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM note_data_change(coalesce(OLD.tenant_id, '00000000-0000-0000-0000-000000000000'));
  ELSE
    PERFORM note_data_change(coalesce(NEW.tenant_id, '00000000-0000-0000-0000-000000000000'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION brokerage_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM note_data_change(OLD.id);
  ELSE
    PERFORM note_data_change(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shared_data_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM note_data_change('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table answers are built from moves its version; the process tables (throttling counts, job
-- claims, idempotency answers, socket.io's messages, the versions themselves) do not.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname,
      EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) AS owned
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname NOT IN (
      'tenant_data_versions', 'idempotency_keys', 'job_runs', 'rate_limit_hits', 'seed_runs',
      'sign_in_address_failures', 'sign_in_failures', 'socket_io_attachments')
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION %I()',
      t.relname,
      CASE WHEN t.relname = 'tenants' THEN 'brokerage_changed' WHEN t.owned THEN 'tenant_data_changed' ELSE 'shared_data_changed' END
    );
  END LOOP;
END $$;

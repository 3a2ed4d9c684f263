CREATE TABLE "list_day_counts" (
	"tenant_id" uuid NOT NULL,
	"list" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_day_counts_tenant_id_list_day_pk" PRIMARY KEY("tenant_id","list","day")
);
--> statement-breakpoint
DROP INDEX "invoices_tenant_issue_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_creator_idx";--> statement-breakpoint
ALTER TABLE "list_day_counts" ADD CONSTRAINT "list_day_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_clients_tenant_created_idx" ON "corporate_clients" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "corporate_clients_status_created_idx" ON "corporate_clients" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "individual_clients_tenant_created_idx" ON "individual_clients" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "individual_clients_status_created_idx" ON "individual_clients" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_order_idx" ON "journal_entries" USING btree ("tenant_id","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_status_order_idx" ON "journal_entries" USING btree ("tenant_id","status","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_tenant_created_idx" ON "invoices" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_created_idx" ON "invoices" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_individual_created_idx" ON "invoices" USING btree ("tenant_id","individual_client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_corporate_created_idx" ON "invoices" USING btree ("tenant_id","corporate_client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_tenant_issue_idx" ON "invoices" USING btree ("tenant_id","issue_date","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_tenant_creator_idx" ON "invoices" USING btree ("tenant_id","created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Search through trigram indexes. pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX invoices_search_trgm ON invoices USING gin ((invoice_no || E'\n' || insured) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX individual_clients_name_trgm ON individual_clients USING gin ((firstname || ' ' || lastname) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX individual_clients_search_trgm ON individual_clients USING gin (lower(firstname || ' ' || lastname || E'\n' || lastname || ' ' || firstname || E'\n' || coalesce(middle_name, '') || E'\n' || coalesce(email, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX individual_clients_phone_trgm ON individual_clients USING gin ((coalesce(phone, '') || E'\n' || coalesce(alternate_phone, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX corporate_clients_name_trgm ON corporate_clients USING gin (corporate_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX corporate_clients_search_trgm ON corporate_clients USING gin (lower(corporate_name || E'\n' || coalesce(email, '') || E'\n' || coalesce(contact_person_name, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX corporate_clients_rc_trgm ON corporate_clients USING gin (lower(replace(coalesce(rc_number, ''), ' ', '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX corporate_clients_phone_trgm ON corporate_clients USING gin (coalesce(phone, '') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX journal_entries_search_trgm ON journal_entries USING gin ((ref_no || E'\n' || description) gin_trgm_ops);
--> statement-breakpoint
-- Under row-level security a LIKE (not leakproof) may not use an index: the app role would scan.
-- These functions run as the owner, inside the brokerage the transaction is set to, and answer
-- the ids of at most `cap` matching rows; EXECUTE plans each call for its own pattern.
CREATE FUNCTION matching_invoices(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from invoices
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (invoice_no || E'\n' || insured) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
CREATE FUNCTION matching_individual_names(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from individual_clients
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (firstname || ' ' || lastname) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
CREATE FUNCTION matching_corporate_names(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from corporate_clients
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and corporate_name ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
-- The client search: names both ways round, middle name and email; phones; BVN or NIN exactly.
CREATE FUNCTION matching_individuals(lowered_like text, phone_like text, term text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from individual_clients
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (
      lower(firstname || ' ' || lastname || E'\n' || lastname || ' ' || firstname || E'\n' || coalesce(middle_name, '') || E'\n' || coalesce(email, '')) like $1
      or ($2::text is not null and (coalesce(phone, '') || E'\n' || coalesce(alternate_phone, '')) like $2)
      or bvn = $3 or nin = $3)
    limit $4 $q$ USING lowered_like, phone_like, term, cap;
END;
$fn$;
--> statement-breakpoint
CREATE FUNCTION matching_corporates(lowered_like text, compact_like text, phone_like text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from corporate_clients
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (
      lower(corporate_name || E'\n' || coalesce(email, '') || E'\n' || coalesce(contact_person_name, '')) like $1
      or lower(replace(coalesce(rc_number, ''), ' ', '')) like $2
      or ($3::text is not null and coalesce(phone, '') like $3))
    limit $4 $q$ USING lowered_like, compact_like, phone_like, cap;
END;
$fn$;
--> statement-breakpoint
CREATE FUNCTION matching_journal_entries(pattern text, cap integer) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY EXECUTE $q$
    select id from journal_entries
    where tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (ref_no || E'\n' || description) ilike $1
    limit $2 $q$ USING pattern, cap;
END;
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION matching_invoices(text, integer), matching_individual_names(text, integer), matching_corporate_names(text, integer),
  matching_individuals(text, text, text, integer), matching_corporates(text, text, text, integer), matching_journal_entries(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION matching_invoices(text, integer), matching_individual_names(text, integer), matching_corporate_names(text, integer),
  matching_individuals(text, text, text, integer), matching_corporates(text, text, text, integer), matching_journal_entries(text, integer) TO brokerage_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON list_day_counts TO brokerage_app;
--> statement-breakpoint
ALTER TABLE list_day_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_wall ON list_day_counts USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The day counts follow the rows in the same statement: one grouped change per statement, however
-- many rows it adds or removes. The first order key of these lists never changes once written.
CREATE FUNCTION count_list_days() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  day_of text := CASE TG_ARGV[1] WHEN 'date' THEN format('%I', TG_ARGV[0]) ELSE format('(%I at time zone ''UTC'')::date', TG_ARGV[0]) END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'insert into list_day_counts (tenant_id, list, day, n) select tenant_id, %L, %s, count(*) from added group by 1, 3
       on conflict (tenant_id, list, day) do update set n = list_day_counts.n + excluded.n', TG_TABLE_NAME, day_of);
  ELSE
    EXECUTE format(
      'update list_day_counts c set n = c.n - gone.n from (select tenant_id, %s as day, count(*) as n from removed group by 1, 2) gone
       where c.tenant_id = gone.tenant_id and c.list = %L and c.day = gone.day', day_of, TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoices_day_counts_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER invoices_day_counts_removed AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER individual_clients_day_counts_added AFTER INSERT ON individual_clients REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER individual_clients_day_counts_removed AFTER DELETE ON individual_clients REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER corporate_clients_day_counts_added AFTER INSERT ON corporate_clients REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER corporate_clients_day_counts_removed AFTER DELETE ON corporate_clients REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('created_at', 'timestamp');
--> statement-breakpoint
CREATE TRIGGER journal_entries_day_counts_added AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('entry_date', 'date');
--> statement-breakpoint
CREATE TRIGGER journal_entries_day_counts_removed AFTER DELETE ON journal_entries REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('entry_date', 'date');
--> statement-breakpoint
INSERT INTO list_day_counts (tenant_id, list, day, n)
SELECT tenant_id, 'invoices', (created_at at time zone 'UTC')::date, count(*) FROM invoices GROUP BY 1, 3
UNION ALL SELECT tenant_id, 'individual_clients', (created_at at time zone 'UTC')::date, count(*) FROM individual_clients GROUP BY 1, 3
UNION ALL SELECT tenant_id, 'corporate_clients', (created_at at time zone 'UTC')::date, count(*) FROM corporate_clients GROUP BY 1, 3
UNION ALL SELECT tenant_id, 'journal_entries', entry_date, count(*) FROM journal_entries GROUP BY 1, 3;

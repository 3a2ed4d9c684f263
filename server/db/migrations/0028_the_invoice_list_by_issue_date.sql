DROP INDEX "invoices_tenant_issue_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_created_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_status_created_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_creator_idx";--> statement-breakpoint
DROP INDEX "invoices_individual_created_idx";--> statement-breakpoint
DROP INDEX "invoices_corporate_created_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_issue_id_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_issue_no_idx";--> statement-breakpoint
CREATE INDEX "invoices_tenant_issued_idx" ON "invoices" USING btree ("tenant_id","issue_date" DESC NULLS FIRST,"invoice_no" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_issued_idx" ON "invoices" USING btree ("tenant_id","status","issue_date" DESC NULLS FIRST,"invoice_no" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_tenant_creator_issued_idx" ON "invoices" USING btree ("tenant_id","created_by","issue_date" DESC NULLS FIRST,"invoice_no" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_individual_issued_idx" ON "invoices" USING btree ("tenant_id","individual_client_id","issue_date" DESC NULLS FIRST,"invoice_no" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_corporate_issued_idx" ON "invoices" USING btree ("tenant_id","corporate_client_id","issue_date" DESC NULLS FIRST,"invoice_no" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The invoice list's day counts follow its first key, now the issue date; an invoice's issue date never changes once written.
DROP TRIGGER invoices_day_counts_added ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_day_counts_removed ON invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_day_counts_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('issue_date', 'date');
--> statement-breakpoint
CREATE TRIGGER invoices_day_counts_removed AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_list_days('issue_date', 'date');
--> statement-breakpoint
DELETE FROM list_day_counts WHERE list = 'invoices';
--> statement-breakpoint
INSERT INTO list_day_counts (tenant_id, list, day, n) SELECT tenant_id, 'invoices', issue_date, count(*) FROM invoices GROUP BY 1, 3;

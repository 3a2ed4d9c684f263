DROP INDEX "invoices_tenant_credit_notes_idx";--> statement-breakpoint
DROP INDEX "invoices_tenant_issue_figures_idx";--> statement-breakpoint
CREATE INDEX "premium_remittances_schedules_idx" ON "premium_remittances" USING btree ("tenant_id","remittance_date") WHERE "premium_remittances"."remittance_type" = 'PARTIAL REMITTANCE' and "premium_remittances"."balance_due_date" is not null;--> statement-breakpoint
CREATE INDEX "policies_tenant_writer_idx" ON "policies" USING btree ("tenant_id","id","created_by");--> statement-breakpoint
CREATE INDEX "invoices_tenant_issue_figures_idx" ON "invoices" USING btree ("tenant_id","issue_date","status","transaction_type","premium_kobo","commission_kobo","paid_kobo","insurance_provider_id","product_id","policy_id","created_by");
CREATE INDEX "invoices_tenant_issue_no_idx" ON "invoices" USING btree ("tenant_id","issue_date","invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_tenant_type_issue_idx" ON "invoices" USING btree ("tenant_id","transaction_type","issue_date");--> statement-breakpoint
CREATE INDEX "policies_held_idx" ON "policies" USING btree ("tenant_id","end_date","start_date","client_type","individual_client_id","corporate_client_id","sum_insured_kobo","premium_kobo") WHERE "policies"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "endorsements_invoice_idx" ON "endorsements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_tenant_payment_idx" ON "refunds" USING btree ("tenant_id","payment_date");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id");
CREATE INDEX "invoices_tenant_issue_no_idx" ON "invoices" USING btree ("tenant_id","issue_date","invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_tenant_type_issue_idx" ON "invoices" USING btree ("tenant_id","transaction_type","issue_date");--> statement-breakpoint
CREATE INDEX "endorsements_invoice_idx" ON "endorsements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_tenant_payment_idx" ON "refunds" USING btree ("tenant_id","payment_date");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id");
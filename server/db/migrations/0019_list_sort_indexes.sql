CREATE INDEX "corporate_clients_tenant_name_idx" ON "corporate_clients" USING btree ("tenant_id","corporate_name","id");--> statement-breakpoint
CREATE INDEX "individual_clients_tenant_name_idx" ON "individual_clients" USING btree ("tenant_id",("firstname" || ' ' || "lastname"),"id");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_amount_idx" ON "journal_entries" USING btree ("tenant_id","total_kobo","id");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_status_id_idx" ON "journal_entries" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "invoices_tenant_amount_idx" ON "invoices" USING btree ("tenant_id","premium_kobo","id");--> statement-breakpoint
CREATE INDEX "invoices_tenant_issue_id_idx" ON "invoices" USING btree ("tenant_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_id_idx" ON "invoices" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_amount_idx" ON "quotes" USING btree ("tenant_id","premium_kobo","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_insured_idx" ON "quotes" USING btree ("tenant_id","name_of_insured","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_status_id_idx" ON "quotes" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "policies_tenant_amount_idx" ON "policies" USING btree ("tenant_id","premium_kobo","id");--> statement-breakpoint
CREATE INDEX "policies_tenant_end_idx" ON "policies" USING btree ("tenant_id","end_date","id");--> statement-breakpoint
CREATE INDEX "policies_tenant_insured_idx" ON "policies" USING btree ("tenant_id","name_of_insured","id");--> statement-breakpoint
CREATE INDEX "policies_tenant_status_id_idx" ON "policies" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "claims_tenant_amount_idx" ON "claims" USING btree ("tenant_id","estimated_loss_kobo","id");--> statement-breakpoint
CREATE INDEX "claims_tenant_loss_idx" ON "claims" USING btree ("tenant_id","loss_date","id");--> statement-breakpoint
CREATE INDEX "claims_tenant_status_id_idx" ON "claims" USING btree ("tenant_id","status","id");
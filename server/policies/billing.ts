import { eq } from 'drizzle-orm';
import { type PolicyDetails } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { invoices, policies } from '../db/schema';
import { createInvoice } from '../invoices/create';
import { readPolicy } from './read';
import { lockPolicy, recordPolicyEvent } from './write';
import type { TenantWrite } from '../http/tenant-write';

const INSURED_MAX = 200;

/**
 * POST /policies/{id}/invoice: a proposal not yet billed raises its invoice (a debit note: NEW
 * POLICY, or RENEWAL for a renewal) from its own terms, through the invoice service, in the same
 * transaction as the policy takes it; a proposal already billed answers as it is.
 */
export async function billPolicy(write: TenantWrite, id: string): Promise<PolicyDetails> {
  const { tx, session } = write;
  const row = await lockPolicy(tx, session.tenantId, id, 'bill');
  if (row.invoiceId) return readPolicy(tx, session.tenantId, row.id);
  const policy = await readPolicy(tx, session.tenantId, row.id);
  const invoice = await createInvoice(tx, session.tenantId, session.userId, {
    clientType: policy.client_type,
    clientId: policy.client_id,
    productId: policy.product_id,
    issueDate: todayInLagos(),
    startDate: policy.start_date,
    endDate: policy.end_date,
    sumInsured: policy.sum_insured,
    premiumAmount: policy.premium,
    commissionType: policy.commission_type,
    commissionRate: policy.commission_rate,
    insured: policy.name_of_insured.slice(0, INSURED_MAX),
    narration: policy.narration ?? `Policy ${policy.policy_number}`,
    coBrokers: policy.co_brokers.map((share) => ({ coBrokerId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium })),
    coInsurers: policy.co_insurers.map((share) => ({ insurerId: share.insurer_id, percentageOfPremium: share.percentage_of_premium })),
    transactionType: policy.transaction_type,
    invoiceNo: null,
  });
  await tx.update(invoices).set({ policyId: row.id }).where(eq(invoices.id, invoice.invoice_id));
  await tx.update(policies).set({ invoiceId: invoice.invoice_id, updatedAt: new Date() }).where(eq(policies.id, row.id));
  await recordPolicyEvent(tx, session.tenantId, row.id, 'invoiced', row.status, session.userId, `Invoice ${invoice.invoice_no}`);
  return readPolicy(tx, session.tenantId, row.id);
}

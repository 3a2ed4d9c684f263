import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../domain/invoices/dates';
import { koboToNaira } from '../../domain/money';
import {
  ENDORSEMENT_KIND_LABELS,
  endorsementInvoiceType,
  type EndorsementDecisionPayload,
  type EndorsementDetails,
  type EndorsementKind,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { endorsements, invoices, refunds } from '../db/schema';
import { createInvoice } from '../invoices/create';
import { readPolicySummary } from '../policies/read';
import { readEndorsement } from './read';
import { lockEndorsement, nextNumber, recordEndorsementEvent, type EndorsementRow } from './write';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Approving or rejecting an endorsement (PATCH /policies/endorsement/{id}). Approval bills the
// change: an additional premium on a POLICY_EDORSEMENT invoice, a return premium on a
// POLICY_EDORSEMENT_REMITTANCE invoice (which reverses the commission and VAT on it) and a refund.

const INSURED_MAX = 200;

/** Raises the endorsement's invoice through the invoice service; the invoice points at the policy. */
async function billEndorsement(tx: Transaction, tenantId: string, by: string, row: EndorsementRow, transactionType: string) {
  const policy = await readPolicySummary(tx, tenantId, row.policyId);
  const percentage = policy.commission_type === 'Percentage';
  const invoice = await createInvoice(tx, tenantId, by, {
    clientType: policy.client_type,
    clientId: policy.client_id,
    productId: policy.product_id,
    issueDate: todayInLagos(),
    startDate: row.kind === 'extension' ? addDays(row.endDate, 1) : row.effectiveDate,
    endDate: row.newEndDate,
    sumInsured: koboToNaira(row.newSumInsuredKobo),
    premiumAmount: koboToNaira(row.adjustmentKobo),
    // A flat commission is shared in proportion: the endorsement's share is its own flat amount.
    commissionType: policy.commission_type,
    commissionRate: percentage ? policy.commission_rate : koboToNaira(row.commissionKobo),
    insured: policy.name_of_insured.slice(0, INSURED_MAX),
    narration: `Endorsement ${row.endorsementNo} on policy ${policy.policy_number}: ${ENDORSEMENT_KIND_LABELS[row.kind as EndorsementKind]}`,
    coBrokers: policy.co_brokers.map((share) => ({ coBrokerId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium })),
    coInsurers: policy.co_insurers.map((share) => ({ insurerId: share.insurer_id, percentageOfPremium: share.percentage_of_premium })),
    transactionType,
    invoiceNo: null,
  });
  await tx.update(invoices).set({ policyId: row.policyId }).where(eq(invoices.id, invoice.invoice_id));
  return invoice;
}

/** PATCH /policies/endorsement/{id}: approve (the change is billed) or reject with the reason. */
export async function decideEndorsement(write: TenantWrite, id: string, decision: EndorsementDecisionPayload): Promise<EndorsementDetails> {
  const { tx, session } = write;
  const tenantId = session.tenantId;
  const approve = decision.status === 'approved';
  const row = await lockEndorsement(tx, tenantId, id, approve ? 'approve' : 'reject');
  const now = new Date();
  if (!approve) {
    await tx
      .update(endorsements)
      .set({ status: 'rejected', statusReason: decision.reason!, decidedBy: session.userId, decidedAt: now, updatedAt: now })
      .where(eq(endorsements.id, row.id));
    await recordEndorsementEvent(tx, tenantId, row.id, 'rejected', 'rejected', session.userId, decision.reason);
    return readEndorsement(tx, tenantId, row.id);
  }

  const transactionType = endorsementInvoiceType({ kind: row.adjustmentKind });
  const invoice = transactionType ? await billEndorsement(tx, tenantId, session.userId, row, transactionType) : null;
  await tx
    .update(endorsements)
    .set({ status: 'approved', invoiceId: invoice?.invoice_id ?? null, decidedBy: session.userId, decidedAt: now, updatedAt: now })
    .where(eq(endorsements.id, row.id));
  await recordEndorsementEvent(tx, tenantId, row.id, 'approved', 'approved', session.userId, decision.reason);
  if (invoice) {
    await recordEndorsementEvent(tx, tenantId, row.id, 'invoiced', 'approved', session.userId, `Invoice ${invoice.invoice_no}`);
  }
  if (invoice && row.adjustmentKind === 'return') {
    const refundNo = await nextNumber(tx, tenantId, 'RFD');
    await tx
      .insert(refunds)
      .values({ tenantId, refundNo, endorsementId: row.id, invoiceId: invoice.invoice_id, createdAt: sql`clock_timestamp()` });
    await recordEndorsementEvent(tx, tenantId, row.id, 'refund raised', 'approved', session.userId, refundNo);
  }
  return readEndorsement(tx, tenantId, row.id);
}

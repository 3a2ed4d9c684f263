import { eq } from 'drizzle-orm';
import {
  collectedShareKobo,
  commissionKobo,
  invoiceUpdateRefusals,
  pickIgnoringCase,
  vatOnCommissionKobo,
  type InvoiceUpdatePayload,
} from '../../domain/invoices';
import { positiveKobo } from '../../domain/invoices/fields';
import { COMMISSION_ABOVE_PREMIUM, INVALID_COMMISSION_RATE } from '../../domain/messages';
import { COMMISSION_TYPES, normaliseCommissionRate } from '../../domain/products';
import { todayInLagos } from '../../domain/today';
import { invoices } from '../db/schema';
import { invalidInput } from '../http/errors';
import { reverseEntry } from '../ledger';
import { postIssue, postIssueIfPossible } from './issue-posting';
import { rebuildPositions } from './positions';
import { lockInvoice, presentInvoices, readInvoice, type PresentedInvoice } from './read';
import { throwRefusals } from './refusals';
import type { Transaction } from '../db/client';

// Update Invoice (spec section 5): new figures and terms for an invoice not yet paid. When the
// billed figures change, the issue entry is reversed today and the invoice billed afresh.

/** Applies the update and answers the invoice. `payload` has passed InvoiceUpdatePayload. */
export async function updateInvoice(
  tx: Transaction,
  tenantId: string,
  by: string,
  invoiceId: string,
  payload: InvoiceUpdatePayload,
): Promise<PresentedInvoice> {
  const row = await lockInvoice(tx, tenantId, invoiceId);
  const [presented] = await presentInvoices(tx, tenantId, [row]);
  throwRefusals(invoiceUpdateRefusals(payload, presented!));

  const premium = positiveKobo(payload.amount)!;
  const commissionType = pickIgnoringCase(COMMISSION_TYPES, payload.commissionType!)!;
  const commissionRate = normaliseCommissionRate(commissionType, payload.commissionRate!);
  const commission = commissionRate === null ? null : commissionKobo(commissionType, commissionRate, premium);
  if (commissionRate === null || commission === null) throw invalidInput([{ field: 'commissionRate', message: INVALID_COMMISSION_RATE }]);
  const vat = vatOnCommissionKobo(commission);
  if (commission + vat > premium) throw invalidInput([{ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM }]);

  const billedAgain = premium !== row.premiumKobo || commission !== row.commissionKobo || vat !== row.vatKobo;
  const [updated] = await tx
    .update(invoices)
    .set({
      narration: payload.narration,
      premiumKobo: premium,
      sumInsuredKobo: positiveKobo(payload.sumInsured)!,
      commissionType,
      commissionRate,
      commissionKobo: commission,
      vatKobo: vat,
      vatPaidKobo: collectedShareKobo(vat, row.paidKobo, premium),
      startDate: payload.startDate!,
      endDate: payload.endDate!,
      ...(row.paidKobo > 0 && row.paidKobo === premium ? { status: 'paid' as const } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id))
    .returning();

  if (updated!.issueEntryId && billedAgain) {
    const today = todayInLagos();
    await reverseEntry(tx, tenantId, updated!.issueEntryId, {
      date: today,
      by,
      approval: 'post',
      description: `Invoice ${row.invoiceNo} updated: earlier billing reversed`,
    });
    await postIssue(tx, tenantId, updated!, by, today);
  } else {
    await postIssueIfPossible(tx, tenantId, updated!, by);
  }
  // The premium, commission or VAT may have changed: the invoice's whole history is read again.
  await rebuildPositions(tx, tenantId, [row.id]);
  return readInvoice(tx, tenantId, row.id);
}

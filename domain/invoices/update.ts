import { amountBelowPaid, actionNotOffered, STATUS_NOT_EDITABLE } from '../common-messages';
import { formatNaira, nairaTextToKobo } from '../money';
import { COMMISSION_TYPES, trimRate } from '../products';
import { validatePayload, type FieldError } from '../validation';
import { actionLabel, isOffered, type InvoiceMenuFacts } from './actions';
import { mergeErrors, positiveKobo, Problems } from './fields';
import { InvoiceUpdatePayload } from './invoice';
import { normaliseStatus } from './status';

// Update Invoice (spec section 5): the form, and what the invoice refuses in it.

export interface InvoiceUpdateForm {
  narration: string;
  amount: string;
  sumInsured: string;
  commissionRate: string;
  commissionType: string;
  startDate: string;
  endDate: string;
}

type UpdatableInvoice = InvoiceMenuFacts & {
  narration: string | null;
  amount: string;
  amount_paid: string;
  sum_insured: string;
  commission_rate: string;
  commission_type: string;
  start_date: string;
  end_date: string;
};

export const updateFormFor = (invoice: UpdatableInvoice): InvoiceUpdateForm => ({
  narration: invoice.narration ?? '',
  amount: invoice.amount,
  sumInsured: invoice.sum_insured,
  commissionRate: trimRate(invoice.commission_rate),
  commissionType: invoice.commission_type,
  startDate: invoice.start_date,
  endDate: invoice.end_date,
});

/** "Flat or Percentage (in lower case when the existing value is lower case)." */
export function commissionTypeOptions(existing: string): string[] {
  const lower = existing !== '' && existing === existing.toLowerCase();
  return COMMISSION_TYPES.map((type) => (lower ? type.toLowerCase() : type));
}

/** What the invoice refuses in an update the payload's rules let through. */
export function invoiceUpdateRefusals(update: { amount?: string | null; status?: string | null }, invoice: UpdatableInvoice): FieldError[] {
  if (!isOffered(invoice, 'updateInvoice')) return [{ field: 'body', message: actionNotOffered(actionLabel('updateInvoice', invoice)) }];
  const problems = new Problems();
  if (update.status && normaliseStatus(update.status) !== normaliseStatus(invoice.status)) problems.add('status', STATUS_NOT_EDITABLE);
  const amount = positiveKobo(update.amount);
  const paid = nairaTextToKobo(invoice.amount_paid) ?? 0;
  if (amount !== null && amount < paid) problems.add('amount', amountBelowPaid(formatNaira(paid)));
  return problems.list;
}

export function invoiceUpdateErrors(form: InvoiceUpdateForm, invoice: UpdatableInvoice): FieldError[] {
  const checked = validatePayload(InvoiceUpdatePayload, form);
  return mergeErrors(checked.ok ? [] : checked.errors, invoiceUpdateRefusals(checked.ok ? checked.value : form, invoice));
}

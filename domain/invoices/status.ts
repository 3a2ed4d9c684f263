import { nairaTextToKobo } from '../money';
import { INVOICE_STATUSES, pickIgnoringCase, type InvoiceStatus } from './vocabulary';

// Invoice status and VAT status (spec section 4). Statuses are compared case-insensitively.

/** The status an invoice's text names ('PAYMENT PENDING', 'payment_pending' …), or null when it names none. */
export function normaliseStatus(text: string | null | undefined): InvoiceStatus | null {
  return text ? pickIgnoringCase(INVOICE_STATUSES, text.replace(/_/g, ' ')) : null;
}

type Status = { status: string };
const is = (wanted: InvoiceStatus) => (invoice: Status) => normaliseStatus(invoice.status) === wanted;

export const isPaymentPending = is('payment pending');
export const isPartialPayment = is('partial payment');
export const isPaid = is('paid');
export const isPendingDeletion = is('pending deletion');
export const isDeactivated = is('deactivated');

export const DELETED_LABEL = 'DELETED';
export const UNREMITTED = 'Unremitted';

/**
 * The status as the header shows it, upper-cased. A deactivated invoice reads DELETED; a paid one
 * gets a suffix: "Unremitted when remitted is 0, otherwise the value of remitted_status".
 */
export function displayStatus(invoice: Status & { remitted: string; remitted_status: string | null }): string {
  const status = normaliseStatus(invoice.status);
  if (status === 'deactivated') return DELETED_LABEL;
  if (status !== 'paid') return (status ?? invoice.status.trim()).toUpperCase();
  const suffix = (nairaTextToKobo(invoice.remitted) ?? 0) === 0 ? UNREMITTED : invoice.remitted_status?.trim() || UNREMITTED;
  return `PAID - ${suffix}`;
}

export const VAT_STATUSES = ['Fully Remitted', 'Partial Remittance', 'Unremitted'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

/** Fully Remitted when remitted equals paid and is above zero; Partial Remittance when remitted is above zero otherwise. */
export function vatStatusOf(vat: { vat_paid: string; vat_remitted: string }): VatStatus {
  const paid = nairaTextToKobo(vat.vat_paid) ?? 0;
  const remitted = nairaTextToKobo(vat.vat_remitted) ?? 0;
  if (remitted > 0 && remitted === paid) return 'Fully Remitted';
  if (remitted > 0) return 'Partial Remittance';
  return 'Unremitted';
}

/** The header shows the VAT status only when the invoice is paid. */
export const displayVatStatus = (invoice: Status & { vat_paid: string; vat_remitted: string }): VatStatus | null =>
  isPaid(invoice) ? vatStatusOf(invoice) : null;

import { formatNaira, nairaTextToKobo } from '../money';
import { normaliseStatus } from './status';

// Where the spec gives only "Action completed successfully", the success toast names the record.

export const invoiceCreated = (invoiceNo: string): string => `Invoice ${invoiceNo} created`;

export const invoiceUpdated = (invoiceNo: string): string => `Invoice ${invoiceNo} updated`;

type Paid = { amount_paid: string };

/** "Payment of ₦425,000.00 recorded: PAID": what the payment added to the amount paid, and the status it left. */
export function paymentRecorded(before: Paid, after: Paid & { status: string }): string {
  const added = (nairaTextToKobo(after.amount_paid) ?? 0) - (nairaTextToKobo(before.amount_paid) ?? 0);
  const status = (normaliseStatus(after.status) ?? after.status.trim()).toUpperCase();
  return `Payment of ${formatNaira(added)} recorded: ${status}`;
}

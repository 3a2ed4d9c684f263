// The words of the invoice lifecycle as the spec writes them (section 4).

/** Compared case-insensitively; 'deactivated' is displayed as DELETED. */
export const INVOICE_STATUSES = ['payment pending', 'partial payment', 'paid', 'pending deletion', 'deactivated'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The spec's spelling ('EDORSEMENT') is the value the API carries. */
export const TRANSACTION_TYPES = ['NEW POLICY', 'RENEWAL', 'POLICY_EDORSEMENT', 'POLICY_EDORSEMENT_REMITTANCE'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const ENDORSEMENT = 'POLICY_EDORSEMENT';
export const ENDORSEMENT_REMITTANCE = 'POLICY_EDORSEMENT_REMITTANCE';

export const PAYMENT_MODES = ['Cash', 'Bank Transfer', 'Cheque', 'Direct to Insurer'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const DIRECT_TO_INSURER = 'Direct to Insurer';

export const REMITTANCE_TYPES = ['Full Remittance', 'Partial Remittance'] as const;
export type RemittanceType = (typeof REMITTANCE_TYPES)[number];

export const PREMIUM_REMITTANCE_MODES = ['Cheque', 'Bank Transfer', 'Other'] as const;
export const VAT_REMITTANCE_MODES = ['Cheque', 'Bank Transfer'] as const;

/** Receipt and cheque numbers: 6 to 20 characters. */
export const REFERENCE_NUMBER_MIN = 6;
export const REFERENCE_NUMBER_MAX = 20;
export const MAX_TRANSACTION_DESCRIPTION = 200;
export const MAX_DELETION_REASON = 250;
/** "Premium should be remitted within 30 days after it has been paid." */
export const REMITTANCE_DAYS = 30;

/** The member of `values` that `text` names, ignoring case and surrounding or repeated spaces. */
export function pickIgnoringCase<T extends string>(values: readonly T[], text: string): T | null {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

import { VAT_RATE_PERCENT } from '../accounting';
import { nairaTextToKobo } from '../money';
import { exactDecimal } from '../products';
import { ENDORSEMENT_REMITTANCE } from './vocabulary';
import type { CommissionType } from '../products';

// The invoice's figures, in integer kobo. Amounts arrive as naira decimal text ('1500.00').

const kobo = (text: string | null | undefined): number => (text ? (nairaTextToKobo(text) ?? 0) : 0);

/**
 * `percent` per cent of `amountKobo`, rounded half up to the kobo; null when the percentage is not
 * one (0 to 100, `places` decimals at most) or the amount is not a safe whole number of kobo.
 */
export function percentOfKobo(amountKobo: number, percent: string, places: number): number | null {
  const exact = exactDecimal(percent, places, 100);
  if (exact === null || !Number.isSafeInteger(amountKobo) || amountKobo < 0) return null;
  // amount × units / (100 × 10^places), half up; in BigInt since the product passes 2^53. At most 100 % keeps the result safe.
  const units = BigInt(exact.replace('.', ''));
  const whole = 100n * 10n ** BigInt(places);
  return Number((BigInt(amountKobo) * units + whole / 2n) / whole);
}

/** `percent` per cent of `amountKobo`, rounded half up to the kobo; null when the percentage is not one (0 to 100, 2 decimals at most). */
export const percentOf = (amountKobo: number, percent: string): number | null => percentOfKobo(amountKobo, percent, 2);

/**
 * "The default amount is the outstanding balance: amount minus amount_paid" (never below zero). On a
 * return premium (POLICY_EDORSEMENT_REMITTANCE) what is received is the insurer's share coming back:
 * the net premium minus what has come back so far.
 */
export const outstandingKobo = (invoice: {
  amount: string;
  amount_paid: string;
  transaction_type?: string | null;
  net_premium?: string;
}): number => Math.max(0, kobo(receivableOf(invoice)) - kobo(invoice.amount_paid));

const receivableOf = (invoice: { amount: string; transaction_type?: string | null; net_premium?: string }) =>
  invoice.transaction_type?.toUpperCase() === ENDORSEMENT_REMITTANCE && invoice.net_premium !== undefined
    ? invoice.net_premium
    : invoice.amount;

/** The commission on a premium: a flat naira amount, or a percentage of the premium. Null when the rate does not fit the type. */
export function commissionKobo(commissionType: CommissionType, rate: string, premiumKobo: number): number | null {
  if (commissionType === 'Flat') return nairaTextToKobo(rate);
  return percentOf(premiumKobo, rate);
}

/** VAT on commission at VAT_RATE_PERCENT (7.5 %), rounded half up to the kobo. */
export const vatOnCommissionKobo = (commission: number): number => percentOf(commission, VAT_RATE_PERCENT) ?? 0;

/** The premium paid but not yet remitted to the insurer. */
export const unremittedPremiumKobo = (invoice: { amount_unremitted: string }): number => Math.max(0, kobo(invoice.amount_unremitted));

/** The VAT collected on the invoice that is not yet remitted. */
export const unremittedVatKobo = (invoice: { vat_paid: string; vat_remitted: string }): number =>
  Math.max(0, kobo(invoice.vat_paid) - kobo(invoice.vat_remitted));

/** What the insurer is owed for an invoice: the premium less the brokerage's commission and the VAT on it. */
export const netPremiumKobo = (invoice: { premiumKobo: number; commissionKobo: number; vatKobo: number }): number =>
  invoice.premiumKobo - invoice.commissionKobo - invoice.vatKobo;

/**
 * The share of `wholeKobo` that `paidKobo` of `premiumKobo` has collected, rounded down, so that
 * the shares of part payments never add up to more than the whole; all of it once fully paid.
 */
export function collectedShareKobo(wholeKobo: number, paidKobo: number, premiumKobo: number): number {
  if (paidKobo >= premiumKobo) return wholeKobo;
  if (paidKobo <= 0 || premiumKobo <= 0) return 0;
  return Number((BigInt(wholeKobo) * BigInt(paidKobo)) / BigInt(premiumKobo));
}

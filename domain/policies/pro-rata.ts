import { DateTime } from 'luxon';

// The premium of part of a policy's period: days covered over days in the period, in kobo, rounded
// down, so that the parts of a period never add up to more than the premium of the whole of it.

export interface Period {
  start_date: string;
  end_date: string;
}

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

/** Days from `from` to `to`, both counted: a policy from 1 January to 31 December runs 365 days. */
export const daysInclusive = (from: string, to: string): number => Math.max(0, Math.round(day(to).diff(day(from), 'days').days) + 1);

/**
 * The part of `premiumKobo` (the premium of the whole period) earned by the days from `from` to
 * `to` (the period's end by default), both counted and clipped to the period.
 */
export function proRataKobo(premiumKobo: number, period: Period, from: string, to: string = period.end_date): number {
  const first = from < period.start_date ? period.start_date : from;
  const last = to > period.end_date ? period.end_date : to;
  const total = daysInclusive(period.start_date, period.end_date);
  const covered = last < first ? 0 : daysInclusive(first, last);
  if (total === 0 || covered === 0 || premiumKobo === 0) return 0;
  // A premium of trillions of kobo times 366 days passes 2^53: the product is worked in BigInt.
  return Number((BigInt(premiumKobo) * BigInt(covered)) / BigInt(total));
}

export type PremiumAdjustmentKind = 'additional' | 'return' | 'none';

export interface PremiumAdjustment {
  kind: PremiumAdjustmentKind;
  /** Kobo, never negative: what the client pays more, or what comes back to them. */
  amountKobo: number;
  /** Days from the effective date to the end of the period, both counted, and the period's days. */
  daysRemaining: number;
  daysInPeriod: number;
}

/**
 * An endorsement's premium: the change from the premium the policy carries to the premium it would
 * carry with the change for the whole period, for the days that remain from `effectiveDate`.
 * A cancellation is the change to a premium of nothing: the unearned premium comes back.
 */
export function endorsementAdjustment(
  period: Period,
  currentPremiumKobo: number,
  newPremiumKobo: number,
  effectiveDate: string,
): PremiumAdjustment {
  const daysInPeriod = daysInclusive(period.start_date, period.end_date);
  const from = effectiveDate < period.start_date ? period.start_date : effectiveDate;
  const daysRemaining = from > period.end_date ? 0 : daysInclusive(from, period.end_date);
  const change = newPremiumKobo - currentPremiumKobo;
  const amountKobo = proRataKobo(Math.abs(change), period, from);
  const kind: PremiumAdjustmentKind = amountKobo === 0 ? 'none' : change > 0 ? 'additional' : 'return';
  return { kind, amountKobo, daysRemaining, daysInPeriod };
}

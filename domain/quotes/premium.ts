import { commissionKobo, netPremiumKobo, percentOfKobo, vatOnCommissionKobo } from '../invoices/money';
import {
  AMOUNT_RULE,
  commissionRule,
  exactDecimal,
  normaliseCommissionRate,
  PERCENTAGE_RULE,
  RATE_RULE,
  trimRate,
  type CommissionType,
} from '../products';

// The premium of a quote, in integer kobo. The base rate and the priced covers, each a percentage
// of the sum insured, make the gross premium; discounts and loadings are percentages of the gross;
// the product's minimum premium tops up what is left; the commission and the VAT on it come out of
// the final premium. The quote form previews it and the server recomputes it from the same terms.

export const SUM_INSURED_RULE = 'Enter the sum insured in naira: 0 or more, with at most 2 decimals';
export const DISCOUNTS_OVER_100 = 'Discounts together can not exceed 100%';
export const COMMISSION_OVER_PREMIUM = 'The commission can not exceed the premium';
export const PREMIUM_TOO_LARGE = 'The premium works out too large to hold: check the sum insured and the rates';

export interface QuoteTerms {
  sumInsuredKobo: number;
  /** Percent of the sum insured, 0 to 100, at most 4 decimals. */
  rate: string;
  minimumPremiumKobo: number | null;
  /** A null rate is a cover included in the base rate. */
  covers: { coverId: number; name: string; rate: string | null }[];
  /** Percent (at most 2 decimals) of the gross premium. */
  adjustments: { kind: 'discount' | 'loading'; description: string; percent: string }[];
  /** Flat: naira text; Percentage: percent of the final premium. */
  commission: { type: CommissionType; rate: string };
}

export interface PremiumLine {
  label: string;
  kobo: number;
}

export interface PremiumBreakdown {
  basePremiumKobo: number;
  coverLines: (PremiumLine & { coverId: number })[];
  grossPremiumKobo: number;
  /** Discounts negative, loadings positive; `percent` without padding zeros ('10.50' reads '10.5'). */
  adjustmentLines: (PremiumLine & { kind: 'discount' | 'loading'; percent: string })[];
  minimumTopUpKobo: number;
  premiumKobo: number;
  commissionKobo: number;
  vatOnCommissionKobo: number;
  netToInsurerKobo: number;
}

export type PricingProblem = { field: string; message: string };
export type PricingResult = { ok: true; breakdown: PremiumBreakdown } | { ok: false; problems: PricingProblem[] };

const RATE_PLACES = 4;
const PERCENT_PLACES = 2;
const HUNDRED_PERCENT = 100_00; // in hundredths of a percent

const isKobo = (value: number) => Number.isSafeInteger(value) && value >= 0;
const hundredths = (exactPercent: string) => Number(exactPercent.replace('.', ''));
const percentText = (hundredthsOfPercent: number) => {
  const digits = String(hundredthsOfPercent).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** A figure of terms that termProblems has passed; null there would be a bug, not a user's mistake. */
function checked<T>(value: T | null): T {
  if (value === null) throw new Error('Quote terms priced before they were checked');
  return value;
}

/** The sum of kobo figures, or null when it is no longer a safe integer. */
function sumKobo(figures: number[]): number | null {
  const sum = Number(figures.reduce((total, kobo) => total + BigInt(kobo), 0n));
  return Number.isSafeInteger(sum) ? sum : null;
}

/** Everything wrong with the terms that can be told before pricing them, all at once. */
function termProblems(terms: QuoteTerms): PricingProblem[] {
  const problems: PricingProblem[] = [];
  const isRate = (rate: string) => exactDecimal(rate, RATE_PLACES, 100) !== null;
  if (!isKobo(terms.sumInsuredKobo)) problems.push({ field: 'sumInsured', message: SUM_INSURED_RULE });
  if (!isRate(terms.rate)) problems.push({ field: 'rate', message: RATE_RULE });
  const { minimumPremiumKobo } = terms;
  if (minimumPremiumKobo !== null && !isKobo(minimumPremiumKobo)) problems.push({ field: 'minimumPremium', message: AMOUNT_RULE });
  for (const [index, cover] of terms.covers.entries()) {
    if (cover.rate !== null && !isRate(cover.rate)) problems.push({ field: `covers.${index}.rate`, message: RATE_RULE });
  }
  let discounts = 0;
  for (const [index, adjustment] of terms.adjustments.entries()) {
    const field = `adjustments.${index}.percent`;
    const exact = exactDecimal(adjustment.percent, PERCENT_PLACES, 100);
    if (exact === null) problems.push({ field, message: PERCENTAGE_RULE });
    else if (adjustment.kind === 'discount') {
      const before = discounts;
      discounts += hundredths(exact);
      if (before <= HUNDRED_PERCENT && discounts > HUNDRED_PERCENT) problems.push({ field, message: DISCOUNTS_OVER_100 });
    }
  }
  const { type, rate } = terms.commission;
  if (normaliseCommissionRate(type, rate) === null) problems.push({ field: 'commissionRate', message: commissionRule(type) });
  return problems;
}

/**
 * Each adjustment's kobo, in the order given. A loading is rounded on its own. Discounts are cut
 * from one running total rounded once (each line is that total less the one before), so they add
 * up to the rounded total of their percentages, which at 100 % at most is never more than the gross.
 */
function adjustmentLines(grossKobo: number, adjustments: QuoteTerms['adjustments']): PremiumBreakdown['adjustmentLines'] {
  let discountHundredths = 0;
  let discountedKobo = 0;
  return adjustments.map(({ kind, description, percent }) => {
    const exact = checked(exactDecimal(percent, PERCENT_PLACES, 100));
    const line = { label: description, kind, percent: trimRate(exact) };
    if (kind !== 'discount') return { ...line, kobo: checked(percentOfKobo(grossKobo, exact, PERCENT_PLACES)) };
    discountHundredths += hundredths(exact);
    const runningTotal = checked(percentOfKobo(grossKobo, percentText(discountHundredths), PERCENT_PLACES));
    const kobo = runningTotal - discountedKobo;
    discountedKobo = runningTotal;
    return { ...line, kobo: 0 - kobo }; // 0 - kobo, not -kobo: a discount of nothing is 0, not -0
  });
}

/** The premium of a quote and how it is made up, or every problem with its terms. */
export function priceQuote(terms: QuoteTerms): PricingResult {
  const problems = termProblems(terms);
  if (problems.length > 0) return { ok: false, problems };
  const tooLarge: PricingResult = { ok: false, problems: [{ field: 'sumInsured', message: PREMIUM_TOO_LARGE }] };

  const ofSumInsured = (rate: string) => checked(percentOfKobo(terms.sumInsuredKobo, rate, RATE_PLACES));
  const basePremiumKobo = ofSumInsured(terms.rate);
  const coverLines = terms.covers.flatMap(({ coverId, name, rate }) =>
    rate === null ? [] : [{ coverId, label: name, kobo: ofSumInsured(rate) }],
  );
  const grossPremiumKobo = sumKobo([basePremiumKobo, ...coverLines.map((line) => line.kobo)]);
  if (grossPremiumKobo === null) return tooLarge;

  const adjustments = adjustmentLines(grossPremiumKobo, terms.adjustments);
  const adjustedKobo = sumKobo([grossPremiumKobo, ...adjustments.map((line) => line.kobo)]);
  if (adjustedKobo === null) return tooLarge;
  // The minimum premium applies to the premium after discounts and loadings.
  const minimumTopUpKobo = Math.max(0, (terms.minimumPremiumKobo ?? 0) - adjustedKobo);
  const premiumKobo = adjustedKobo + minimumTopUpKobo;

  const commission = checked(commissionKobo(terms.commission.type, terms.commission.rate, premiumKobo));
  if (commission > premiumKobo) return { ok: false, problems: [{ field: 'commissionRate', message: COMMISSION_OVER_PREMIUM }] };
  const vat = vatOnCommissionKobo(commission);
  return {
    ok: true,
    breakdown: {
      basePremiumKobo,
      coverLines,
      grossPremiumKobo,
      adjustmentLines: adjustments,
      minimumTopUpKobo,
      premiumKobo,
      commissionKobo: commission,
      vatOnCommissionKobo: vat,
      netToInsurerKobo: netPremiumKobo({ premiumKobo, commissionKobo: commission, vatKobo: vat }),
    },
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, percentOfKobo } from '../../../domain/invoices';
import { formatNaira, koboToNaira, nairaTextToKobo } from '../../../domain/money';
import { AMOUNT_RULE, exactDecimal, FLAT_COMMISSION_RULE, PERCENTAGE_RULE, RATE_RULE } from '../../../domain/products';
import {
  COMMISSION_OVER_PREMIUM,
  DISCOUNTS_OVER_100,
  PREMIUM_TOO_LARGE,
  priceQuote,
  SUM_INSURED_RULE,
  type PremiumBreakdown,
  type QuoteTerms,
} from '../../../domain/quotes';

const NAIRA = 100; // kobo

const terms = (changes: Partial<QuoteTerms> = {}): QuoteTerms => ({
  sumInsuredKobo: 5_000_000 * NAIRA,
  rate: '2.5',
  minimumPremiumKobo: null,
  covers: [],
  adjustments: [],
  commission: { type: 'Percentage', rate: '12.5' },
  ...changes,
});

function breakdownOf(quote: QuoteTerms): PremiumBreakdown {
  const result = priceQuote(quote);
  if (!result.ok) throw new Error(`Expected a price, got ${JSON.stringify(result.problems)}`);
  return result.breakdown;
}

const problemsOf = (quote: QuoteTerms) => {
  const result = priceQuote(quote);
  return result.ok ? [] : result.problems;
};

const sum = (figures: number[]) => figures.reduce((total, kobo) => total + kobo, 0);
/** Hundredths of a percent, written the way kobo are: 1250 → '12.50'. */
const percentText = (hundredths: number) => koboToNaira(hundredths);
const hundredthsOf = (percent: string) => Number(exactDecimal(percent, 2, 100)?.replace('.', '') ?? Number.NaN);

describe('percentOfKobo', () => {
  it('takes premium rates to 4 decimals and percentages to 2, rounding half up to the kobo', () => {
    // 0.375 % of ₦1,000,000.00 is ₦3,750.00; 0.0001 % of ₦5,000.00 is half a kobo: up.
    expect(percentOfKobo(1_000_000 * NAIRA, '0.3750', 4)).toBe(3_750 * NAIRA);
    expect(percentOfKobo(5_000 * NAIRA, '0.0001', 4)).toBe(1);
    expect(percentOfKobo(5_000 * NAIRA - 1, '0.0001', 4)).toBe(0);
    expect(percentOfKobo(1_000, '0.375', 2)).toBeNull();
    expect(percentOfKobo(1_000, '100.0001', 4)).toBeNull();
    expect(percentOfKobo(-1, '1', 4)).toBeNull();
    expect(percentOfKobo(Number.MAX_SAFE_INTEGER, '100', 4)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives percentOf its answer at 2 decimals, and the same answer at 4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 100_00 }), (amount, hundredths) => {
        const percent = percentText(hundredths);
        expect(percentOfKobo(amount, percent, 2)).toBe(percentOf(amount, percent));
        expect(percentOfKobo(amount, percent, 4)).toBe(percentOf(amount, percent));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the premium of a quote', () => {
  it('prices ₦5,000,000 motor at 2.5 % with a flood cover at 0.1 % and a 10 % no-claim discount', () => {
    const breakdown = breakdownOf(
      terms({
        covers: [
          { coverId: 7, name: 'Flood', rate: '0.1' },
          { coverId: 8, name: 'Third party liability', rate: null },
        ],
        adjustments: [{ kind: 'discount', description: 'No-claim discount', percent: '10.00' }],
      }),
    );
    expect(breakdown).toEqual({
      basePremiumKobo: 125_000 * NAIRA,
      // The cover included in the base rate has no line.
      coverLines: [{ coverId: 7, label: 'Flood', kobo: 5_000 * NAIRA }],
      grossPremiumKobo: 130_000 * NAIRA,
      adjustmentLines: [{ kind: 'discount', label: 'No-claim discount', percent: '10', kobo: -13_000 * NAIRA }],
      minimumTopUpKobo: 0,
      premiumKobo: 117_000 * NAIRA,
      // 12.5 % of ₦117,000.00 is ₦14,625.00; 7.5 % VAT on it is ₦1,096.875: ₦1,096.88.
      commissionKobo: 14_625 * NAIRA,
      vatOnCommissionKobo: 1_096_88,
      netToInsurerKobo: 101_278_12,
    });
  });

  it('adds a loading on the gross premium, beside a discount on the same gross', () => {
    const breakdown = breakdownOf(
      terms({
        adjustments: [
          { kind: 'loading', description: 'Young driver', percent: '25' },
          { kind: 'discount', description: 'Fleet discount', percent: '5.5' },
        ],
      }),
    );
    expect(breakdown.adjustmentLines.map((line) => [line.label, line.kobo])).toEqual([
      ['Young driver', 31_250 * NAIRA],
      ['Fleet discount', -6_875 * NAIRA],
    ]);
    expect(breakdown.premiumKobo).toBe(149_375 * NAIRA);
  });

  it('tops the premium after discounts up to the minimum premium', () => {
    // ₦200,000 at 2.5 % is ₦5,000; less 10 % is ₦4,500; the minimum of ₦15,000 adds ₦10,500.
    const breakdown = breakdownOf(
      terms({
        sumInsuredKobo: 200_000 * NAIRA,
        minimumPremiumKobo: 15_000 * NAIRA,
        adjustments: [{ kind: 'discount', description: 'No-claim discount', percent: '10' }],
        commission: { type: 'Flat', rate: '1,000.00' },
      }),
    );
    expect(breakdown).toMatchObject({
      grossPremiumKobo: 5_000 * NAIRA,
      minimumTopUpKobo: 10_500 * NAIRA,
      premiumKobo: 15_000 * NAIRA,
      commissionKobo: 1_000 * NAIRA,
      vatOnCommissionKobo: 75 * NAIRA,
      netToInsurerKobo: 13_925 * NAIRA,
    });
    expect(breakdownOf(terms({ minimumPremiumKobo: 15_000 * NAIRA })).minimumTopUpKobo).toBe(0);
  });

  it('takes a Flat commission as the naira amount, up to the whole premium', () => {
    const flat = (rate: string) => terms({ sumInsuredKobo: 200_000 * NAIRA, commission: { type: 'Flat', rate } });
    expect(breakdownOf(flat('₦750.50')).commissionKobo).toBe(750_50);
    expect(breakdownOf(flat('5000')).commissionKobo).toBe(5_000 * NAIRA);
    expect(problemsOf(flat('5000.01'))).toEqual([{ field: 'commissionRate', message: COMMISSION_OVER_PREMIUM }]);
  });

  it('never lets rounding take the discounts past the premium', () => {
    // A gross of 1 kobo: each 50 % discount alone would round to 1 kobo, both together to 2.
    const breakdown = breakdownOf(
      terms({
        sumInsuredKobo: 40,
        adjustments: [
          { kind: 'discount', description: 'Half', percent: '50' },
          { kind: 'discount', description: 'Other half', percent: '50' },
        ],
      }),
    );
    expect(breakdown.grossPremiumKobo).toBe(1);
    expect(breakdown.adjustmentLines.map((line) => line.kobo)).toEqual([-1, 0]);
    expect(breakdown.premiumKobo).toBe(0);
  });

  it('prices a zero premium, which the server refuses to save by its own rule', () => {
    expect(breakdownOf(terms({ rate: '0' }))).toMatchObject({ premiumKobo: 0, commissionKobo: 0, netToInsurerKobo: 0 });
    expect(breakdownOf(terms({ adjustments: [{ kind: 'discount', description: 'Waived', percent: '100' }] })).premiumKobo).toBe(0);
  });

  it('names every problem with the terms on its field, all at once', () => {
    expect(
      problemsOf(
        terms({
          sumInsuredKobo: -1,
          rate: '2.55555',
          minimumPremiumKobo: 1.5,
          covers: [
            { coverId: 1, name: 'Flood', rate: '0.1' },
            { coverId: 2, name: 'Riot', rate: '100.0001' },
          ],
          adjustments: [
            { kind: 'discount', description: 'No-claim discount', percent: '10' },
            { kind: 'loading', description: 'Young driver', percent: '12.345' },
          ],
          commission: { type: 'Percentage', rate: 'ten' },
        }),
      ),
    ).toEqual([
      { field: 'sumInsured', message: SUM_INSURED_RULE },
      { field: 'rate', message: RATE_RULE },
      { field: 'minimumPremium', message: AMOUNT_RULE },
      { field: 'covers.1.rate', message: RATE_RULE },
      { field: 'adjustments.1.percent', message: PERCENTAGE_RULE },
      { field: 'commissionRate', message: PERCENTAGE_RULE },
    ]);
    expect(problemsOf(terms({ sumInsuredKobo: Number.MAX_SAFE_INTEGER + 2 }))).toEqual([
      { field: 'sumInsured', message: SUM_INSURED_RULE },
    ]);
    expect(problemsOf(terms({ commission: { type: 'Flat', rate: '12.5%' } }))).toEqual([
      { field: 'commissionRate', message: FLAT_COMMISSION_RULE },
    ]);
  });

  it('refuses discounts over 100 % on the discount that takes them over, once', () => {
    const adjustments: QuoteTerms['adjustments'] = [
      { kind: 'discount', description: 'No-claim discount', percent: '60' },
      { kind: 'loading', description: 'Young driver', percent: '50' },
      { kind: 'discount', description: 'Fleet discount', percent: '40.01' },
      { kind: 'discount', description: 'Staff discount', percent: '5' },
    ];
    expect(problemsOf(terms({ adjustments }))).toEqual([{ field: 'adjustments.2.percent', message: DISCOUNTS_OVER_100 }]);
  });

  it('refuses terms whose premium no integer could hold', () => {
    const huge = terms({ sumInsuredKobo: Number.MAX_SAFE_INTEGER, rate: '100', covers: [{ coverId: 1, name: 'Flood', rate: '100' }] });
    expect(problemsOf(huge)).toEqual([{ field: 'sumInsured', message: PREMIUM_TOO_LARGE }]);
  });
});

// ---- properties -----------------------------------------------------------------------------------

/** Decimal text of 0 to 100 with up to `maxPlaces` decimals, written as a person might ('2', '2.5', '0.3750'). */
const decimalArb = (maxPlaces: number) =>
  fc.integer({ min: 0, max: maxPlaces }).chain((places) =>
    fc.integer({ min: 0, max: 100 * 10 ** places }).map((units) => {
      if (places === 0) return String(units);
      const digits = String(units).padStart(places + 1, '0');
      return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    }),
  );

const MAX_SUM_INSURED = 100_000_000_000 * NAIRA;
// Small figures find the rounding edges, large ones the overflows.
const koboArb = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: MAX_SUM_INSURED }));

const coverArb = fc.record({
  coverId: fc.integer({ min: 1, max: 1_000 }),
  name: fc.constantFrom('Flood', 'Riot and strike', 'Excess buy-back', 'Theft'),
  rate: fc.option(decimalArb(4), { nil: null }),
});
const adjustmentArb = fc.record({
  kind: fc.constantFrom('discount' as const, 'loading' as const),
  description: fc.constantFrom('No-claim discount', 'Fleet discount', 'Young driver', 'High-risk area'),
  percent: decimalArb(2),
});
/** Adjustments whose discounts stay within 100 %: a discount past it is cut to what is left (often exactly 100 %). */
const adjustmentsArb = fc.array(adjustmentArb, { maxLength: 5 }).map((adjustments) => {
  let left = 100_00;
  return adjustments.map((adjustment) => {
    if (adjustment.kind !== 'discount') return adjustment;
    const hundredths = Math.min(hundredthsOf(adjustment.percent), left);
    left -= hundredths;
    return hundredths === hundredthsOf(adjustment.percent) ? adjustment : { ...adjustment, percent: percentText(hundredths) };
  });
});
const commissionArb = fc.oneof(
  fc.record({ type: fc.constant('Percentage' as const), rate: decimalArb(2) }),
  fc.record({
    type: fc.constant('Flat' as const),
    rate: fc.oneof(
      fc.integer({ min: 0, max: 50_000 * NAIRA }).map((kobo) => koboToNaira(kobo)),
      fc.integer({ min: 0, max: 50_000 * NAIRA }).map((kobo) => formatNaira(kobo)),
    ),
  }),
);
const termsArb: fc.Arbitrary<QuoteTerms> = fc.record({
  sumInsuredKobo: koboArb,
  rate: decimalArb(4),
  minimumPremiumKobo: fc.option(koboArb, { nil: null }),
  covers: fc.array(coverArb, { maxLength: 5 }),
  adjustments: adjustmentsArb,
  commission: commissionArb,
});

describe('the premium of any valid quote', () => {
  it('adds up exactly, never goes below zero and holds only safe integers', () => {
    fc.assert(
      fc.property(termsArb, (quote) => {
        const result = priceQuote(quote);
        if (!result.ok) {
          // The one refusal valid terms can meet: a Flat commission above the premium.
          const premium = breakdownOf({ ...quote, commission: { type: 'Percentage', rate: '0' } }).premiumKobo;
          expect(quote.commission.type).toBe('Flat');
          expect(nairaTextToKobo(quote.commission.rate)).toBeGreaterThan(premium);
          expect(result.problems).toEqual([{ field: 'commissionRate', message: COMMISSION_OVER_PREMIUM }]);
          expect(breakdownOf({ ...quote, commission: { type: 'Flat', rate: koboToNaira(premium) } }).commissionKobo).toBe(premium);
          return;
        }
        const b = result.breakdown;
        const figures = [
          b.basePremiumKobo,
          b.grossPremiumKobo,
          b.minimumTopUpKobo,
          b.premiumKobo,
          b.commissionKobo,
          b.vatOnCommissionKobo,
          b.netToInsurerKobo,
          ...b.coverLines.map((line) => line.kobo),
          ...b.adjustmentLines.map((line) => line.kobo),
        ];
        for (const figure of figures) expect(Number.isSafeInteger(figure) && !Object.is(figure, -0)).toBe(true);

        expect(b.grossPremiumKobo).toBe(b.basePremiumKobo + sum(b.coverLines.map((line) => line.kobo)));
        expect(b.premiumKobo).toBe(b.grossPremiumKobo + sum(b.adjustmentLines.map((line) => line.kobo)) + b.minimumTopUpKobo);
        expect(b.premiumKobo).toBeGreaterThanOrEqual(0);
        expect(b.minimumTopUpKobo).toBeGreaterThanOrEqual(0);
        if (quote.minimumPremiumKobo !== null) expect(b.premiumKobo).toBeGreaterThanOrEqual(quote.minimumPremiumKobo);
        if (b.minimumTopUpKobo > 0) expect(b.premiumKobo).toBe(quote.minimumPremiumKobo);
        expect(b.commissionKobo + b.vatOnCommissionKobo + b.netToInsurerKobo).toBe(b.premiumKobo);
        expect(b.commissionKobo).toBeLessThanOrEqual(b.premiumKobo);

        expect(b.coverLines).toHaveLength(quote.covers.filter((cover) => cover.rate !== null).length);
        const discounts = b.adjustmentLines.filter((line) => line.kind === 'discount');
        for (const line of b.adjustmentLines) {
          const alone = percentOfKobo(b.grossPremiumKobo, line.percent, 2) ?? Number.NaN;
          // A loading is its own rounded percentage; a discount is within a kobo of it.
          if (line.kind === 'loading') expect(line.kobo).toBe(alone);
          else expect(Math.abs(-line.kobo - alone)).toBeLessThanOrEqual(1);
        }
        const totalDiscount = percentText(sum(discounts.map((line) => hundredthsOf(line.percent))));
        expect(0 - sum(discounts.map((line) => line.kobo))).toBe(percentOfKobo(b.grossPremiumKobo, totalDiscount, 2));

        expect(priceQuote(structuredClone(quote))).toEqual(result);
      }),
      { numRuns: 1_000 },
    );
  });

  it('always refuses discounts over 100 %, on the one that takes them over', () => {
    const overArb = fc
      .tuple(fc.array(fc.integer({ min: 0, max: 100_00 }), { minLength: 2, maxLength: 5 }), fc.array(fc.boolean(), { maxLength: 5 }))
      .filter(([discounts]) => sum(discounts) > 100_00);
    fc.assert(
      fc.property(termsArb, overArb, (quote, [discounts, loadingsBefore]) => {
        const adjustments: QuoteTerms['adjustments'] = discounts.flatMap((hundredths, index) => [
          ...(loadingsBefore[index] ? [{ kind: 'loading' as const, description: 'Young driver', percent: '10' }] : []),
          { kind: 'discount' as const, description: 'Discount', percent: percentText(hundredths) },
        ]);
        const runningTotals = adjustments.map((_, index) =>
          sum(adjustments.slice(0, index + 1).map((adjustment) => (adjustment.kind === 'discount' ? hundredthsOf(adjustment.percent) : 0))),
        );
        const over = runningTotals.findIndex((total) => total > 100_00);
        expect(priceQuote({ ...quote, adjustments })).toEqual({
          ok: false,
          problems: [{ field: `adjustments.${over}.percent`, message: DISCOUNTS_OVER_100 }],
        });
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/invoices/dates';
import { daysInclusive, endorsementAdjustment, proRataKobo } from '../../../domain/policies';

const year2026 = { start_date: '2026-01-01', end_date: '2026-12-31' };

/** A period of 1 to 730 days from a day in 2025–2027, a premium up to ₦10 billion, and a day inside it. */
const periodAndDay = fc
  .record({
    offset: fc.integer({ min: 0, max: 1000 }),
    length: fc.integer({ min: 1, max: 730 }),
    premium: fc.integer({ min: 1, max: 1_000_000_000_000 }),
  })
  .chain(({ offset, length, premium }) => {
    const start = addDays('2025-01-01', offset);
    return fc.record({
      period: fc.constant({ start_date: start, end_date: addDays(start, length - 1) }),
      premium: fc.constant(premium),
      split: fc.integer({ min: 0, max: length }),
    });
  });

describe('the premium of part of a period', () => {
  it('counts both ends of the period', () => {
    expect(daysInclusive('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInclusive('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
  });

  it('works out the days remaining over the days in the period, in kobo, rounded down', () => {
    // ₦365,000 over 365 days: ₦1,000 a day; from 1 July, 184 days remain.
    expect(proRataKobo(36_500_000, year2026, '2026-07-01')).toBe(18_400_000);
    // ₦100,000 over 365 days for 100 days: 27,397.26027… naira, rounded down to the kobo.
    expect(proRataKobo(10_000_000, year2026, '2026-01-01', '2026-04-10')).toBe(2_739_726);
    expect(proRataKobo(10_000_000, year2026, '2025-06-01')).toBe(10_000_000);
    expect(proRataKobo(10_000_000, year2026, '2027-01-01')).toBe(0);
  });

  it('never gives more than the premium for the two parts of any split of the period', () => {
    fc.assert(
      fc.property(periodAndDay, ({ period, premium, split }) => {
        const firstEnd = addDays(period.start_date, split - 1);
        const secondStart = addDays(period.start_date, split);
        const earned = split === 0 ? 0 : proRataKobo(premium, period, period.start_date, firstEnd);
        const unearned = proRataKobo(premium, period, secondStart);
        expect(earned + unearned).toBeLessThanOrEqual(premium);
        // Rounding down loses at most a kobo on each part.
        expect(premium - (earned + unearned)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('returns the whole premium when a policy is cancelled on its first day', () => {
    fc.assert(
      fc.property(periodAndDay, ({ period, premium }) => {
        const cancelled = endorsementAdjustment(period, premium, 0, period.start_date);
        expect(cancelled).toMatchObject({ kind: 'return', amountKobo: premium });
      }),
    );
  });

  it('charges additional premium for a rise and returns premium for a fall, for the days that remain', () => {
    expect(endorsementAdjustment(year2026, 36_500_000, 73_000_000, '2026-07-01')).toEqual({
      kind: 'additional',
      amountKobo: 18_400_000,
      daysRemaining: 184,
      daysInPeriod: 365,
    });
    expect(endorsementAdjustment(year2026, 36_500_000, 0, '2026-12-31')).toMatchObject({ kind: 'return', amountKobo: 100_000 });
    expect(endorsementAdjustment(year2026, 36_500_000, 36_500_000, '2026-03-01')).toMatchObject({ kind: 'none', amountKobo: 0 });
  });
});

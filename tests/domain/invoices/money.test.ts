import { describe, expect, it } from 'vitest';
import {
  collectedShareKobo,
  commissionKobo,
  netPremiumKobo,
  outstandingKobo,
  percentOf,
  unremittedPremiumKobo,
  unremittedVatKobo,
  vatOnCommissionKobo,
} from '../../../domain/invoices';

describe('invoice money, in kobo', () => {
  it('takes the outstanding balance as amount minus amount paid, never below zero', () => {
    expect(outstandingKobo({ amount: '1250000.00', amount_paid: '500000.00' })).toBe(75_000_000);
    expect(outstandingKobo({ amount: '1250000.00', amount_paid: '1250000.00' })).toBe(0);
    expect(outstandingKobo({ amount: '100.00', amount_paid: '100.01' })).toBe(0);
  });

  it('works out a percentage commission of the premium, rounding half up to the kobo', () => {
    expect(commissionKobo('Percentage', '12.5', 125_000_000)).toBe(15_625_000);
    // 10 % of ₦0.05 is half a kobo: rounds up.
    expect(commissionKobo('Percentage', '10', 5)).toBe(1);
    expect(commissionKobo('Percentage', '10', 4)).toBe(0);
    expect(commissionKobo('Percentage', '100.01', 100)).toBeNull();
    expect(commissionKobo('Percentage', '2.555', 100)).toBeNull();
  });

  it('takes a flat commission as the naira amount', () => {
    expect(commissionKobo('Flat', '25,000.50', 125_000_000)).toBe(2_500_050);
    expect(commissionKobo('Flat', 'ten', 125_000_000)).toBeNull();
  });

  it('charges VAT at 7.5 % of the commission, rounding half up', () => {
    expect(vatOnCommissionKobo(15_625_000)).toBe(1_171_875);
    // 7.5 % of 2 kobo is 0.15 kobo: 0; of 7 kobo 0.525: 1; of 20 kobo exactly 1.5: 2.
    expect(vatOnCommissionKobo(2)).toBe(0);
    expect(vatOnCommissionKobo(7)).toBe(1);
    expect(vatOnCommissionKobo(20)).toBe(2);
    expect(vatOnCommissionKobo(0)).toBe(0);
  });

  it('reads the unremitted premium and VAT', () => {
    expect(unremittedPremiumKobo({ amount_unremitted: '1093750.00' })).toBe(109_375_000);
    expect(unremittedVatKobo({ vat_paid: '11718.75', vat_remitted: '5000.00' })).toBe(671_875);
    expect(unremittedVatKobo({ vat_paid: '11718.75', vat_remitted: '11718.75' })).toBe(0);
  });

  it('keeps exact kobo on amounts no float could hold', () => {
    expect(percentOf(900_719_925_474_099, '50')).toBe(450_359_962_737_050);
  });
});

describe('what the insurer is owed, and how much of it the payments have collected', () => {
  it('leaves the commission and the VAT on it with the brokerage', () => {
    // 150,000.00 at 12.5 %: commission 18,750.00, VAT 1,406.25, the insurer's 129,843.75.
    expect(netPremiumKobo({ premiumKobo: 150_000_00, commissionKobo: 18_750_00, vatKobo: 1_406_25 })).toBe(129_843_75);
  });

  it('collects a share in proportion to the premium paid, rounded down', () => {
    expect(collectedShareKobo(129_843_75, 50_000_00, 150_000_00)).toBe(43_281_25);
    expect(collectedShareKobo(1_406_25, 1_00, 150_000_00)).toBe(0);
    expect(collectedShareKobo(100, 1, 3)).toBe(33);
  });

  it('collects all of it once the premium is paid, whatever the earlier shares rounded to', () => {
    const whole = 1_406_25;
    const parts = [1, 49_999_99, 100_000_00];
    let paid = 0;
    let sum = 0;
    for (const part of parts) {
      const before = collectedShareKobo(whole, paid, 150_000_00);
      paid += part;
      sum += collectedShareKobo(whole, paid, 150_000_00) - before;
    }
    expect(sum).toBe(whole);
  });

  it('collects nothing before anything is paid', () => {
    expect(collectedShareKobo(5_000, 0, 10_000)).toBe(0);
  });
});

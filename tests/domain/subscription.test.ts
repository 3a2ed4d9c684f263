import { describe, expect, it } from 'vitest';
import {
  bestSavingPercent,
  billingPeriodName,
  CheckoutPayload,
  formatPlanPrice,
  isPlanOnSale,
  isRefusedPayment,
  passesSubscriptionGate,
  paymentAmountMismatch,
  paymentDeclined,
  savingsAgainstMonthly,
  VerifyPayload,
  type Plan,
} from '../../domain/subscription';
import { validatePayload } from '../../domain/validation';

const growth: Plan = {
  id: 2,
  code: 'growth',
  name: 'Growth',
  description: '',
  users: 10,
  prices: [
    { billing_period_id: 1, billing_period: 'Monthly', amount: '45000.00', amount_kobo: 4_500_000 },
    { billing_period_id: 2, billing_period: 'Quarterly', amount: '128250.00', amount_kobo: 12_825_000 },
    { billing_period_id: 3, billing_period: 'Yearly', amount: '459000.00', amount_kobo: 45_900_000 },
  ],
};

describe('subscription language', () => {
  it('names the billing periods as the spec does', () => {
    expect([1, 2, 3, 4].map(billingPeriodName)).toEqual(['Monthly', 'Quarterly', 'Yearly', 'Unknown period']);
  });

  it('formats a plan price with its period', () => {
    expect(formatPlanPrice(growth.prices[2]!)).toEqual({ amount: '₦459,000.00', per: 'per year' });
    expect(formatPlanPrice(growth.prices[1]!)).toEqual({ amount: '₦128,250.00', per: 'per quarter' });
  });

  it('works out what a longer period saves, in kobo and in whole percent', () => {
    expect(savingsAgainstMonthly(growth, 1)).toBe(0);
    expect(savingsAgainstMonthly(growth, 2)).toBe(675_000);
    expect(savingsAgainstMonthly(growth, 3)).toBe(8_100_000);
    expect(bestSavingPercent([growth], 2)).toBe(5);
    expect(bestSavingPercent([growth], 3)).toBe(15);
    expect(bestSavingPercent([], 3)).toBe(0);
  });

  it('checks a checkout body, accepting ids typed as text', () => {
    expect(validatePayload(CheckoutPayload, { planId: '2', billingPeriodId: '3' })).toEqual({
      ok: true,
      value: { planId: 2, billingPeriodId: 3 },
    });
    expect(validatePayload(CheckoutPayload, { planId: 0, billingPeriodId: 9 })).toEqual({
      ok: false,
      errors: [
        { field: 'planId', message: 'Choose a plan' },
        { field: 'billingPeriodId', message: 'Choose Monthly, Quarterly or Yearly' },
      ],
    });
  });

  it('accepts only references Paystack could have issued', () => {
    expect(validatePayload(VerifyPayload, { reference: 'SUB-20260301-0A1B2C3D4E5F' }).ok).toBe(true);
    expect(validatePayload(VerifyPayload, { reference: 'a/b' }).ok).toBe(false);
    expect(validatePayload(VerifyPayload, {})).toEqual({ ok: false, errors: [{ field: 'reference', message: 'This field is required' }] });
  });

  it('words payment failures clearly', () => {
    expect(paymentDeclined('Insufficient Funds')).toBe('Your payment was declined: Insufficient Funds');
    expect(paymentDeclined(null)).toBe('Your payment was declined: no reason was given');
    expect(paymentAmountMismatch(100, 45_900_000, 'NGN')).toContain('Paystack received ₦1.00 but the plan costs ₦459,000.00');
    expect(paymentAmountMismatch(45_900_000, 45_900_000, 'USD')).toContain('Paystack received USD 459000.00');
    expect(isRefusedPayment('PAYMENT_DECLINED')).toBe(true);
    expect(isRefusedPayment('PAYMENT_ABANDONED')).toBe(true);
    expect(isRefusedPayment('PAYMENT_AMOUNT_MISMATCH')).toBe(false);
  });

  it('sells a plan for a period only when the plans list a price for it', () => {
    const yearlyOnly: Plan = { ...growth, id: 3, prices: growth.prices.slice(2) };
    expect(isPlanOnSale([growth, yearlyOnly], 2, 1)).toBe(true);
    expect(isPlanOnSale([growth, yearlyOnly], 3, 3)).toBe(true);
    expect(isPlanOnSale([growth, yearlyOnly], 3, 1)).toBe(false);
    expect(isPlanOnSale([growth, yearlyOnly], 9, 3)).toBe(false);
    expect(isPlanOnSale([], 2, 1)).toBe(false);
  });

  it('lets a brokerage through the subscription gate only while its subscription counts some users', () => {
    expect(passesSubscriptionGate(10)).toBe(true);
    expect(passesSubscriptionGate(1)).toBe(true);
    expect(passesSubscriptionGate(0)).toBe(false);
  });
});

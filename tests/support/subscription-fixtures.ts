import type { SubscriptionSummary } from '../../domain/subscription';

/** A plan price as the server lists it, from a whole naira amount. */
export const price = (billing_period_id: 1 | 2 | 3, naira: number) => ({
  billing_period_id,
  billing_period: ({ 1: 'Monthly', 2: 'Quarterly', 3: 'Yearly' } as const)[billing_period_id],
  amount: `${naira}.00`,
  amount_kobo: naira * 100,
});

export const REFERENCE = 'SUB-20260301-0A1B2C3D4E5F';
export const AUTHORIZATION_URL = `https://checkout.paystack.com/${REFERENCE}`;

export const SUBSCRIPTION: SubscriptionSummary = {
  plan: 'Growth',
  users: 10,
  billing_period_id: 3,
  billing_period: 'Yearly',
  starts_at: '2026-03-01T09:00:00.000Z',
  ends_at: '2027-03-01T09:00:00.000Z',
  payment_reference: REFERENCE,
};

import { array, coerce, enums, integer, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { formatNaira, koboToNaira } from './money';

export { passesSubscriptionGate } from './subscription-gate';

/** The spec's billing periods: "Monthly id 1, Quarterly id 2, Yearly id 3". */
export const BILLING_PERIODS = [
  { id: 1, name: 'Monthly', months: 1 },
  { id: 2, name: 'Quarterly', months: 3 },
  { id: 3, name: 'Yearly', months: 12 },
] as const;

export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type BillingPeriodId = BillingPeriod['id'];
export const BILLING_PERIOD_IDS = BILLING_PERIODS.map((period) => period.id) as BillingPeriodId[];

export function isBillingPeriodId(value: unknown): value is BillingPeriodId {
  return BILLING_PERIOD_IDS.includes(value as BillingPeriodId);
}

export function billingPeriodName(id: number): string {
  return BILLING_PERIODS.find((period) => period.id === id)?.name ?? 'Unknown period';
}

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Codes of the failures a payment can end in, so the browser can tell a declined card from a broken gateway. */
export const PAYMENT_ERROR_CODES = {
  declined: 'PAYMENT_DECLINED',
  abandoned: 'PAYMENT_ABANDONED',
  pending: 'PAYMENT_PENDING',
  amountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  notConfigured: 'PAYMENTS_NOT_CONFIGURED',
  gatewayUnreachable: 'PAYMENT_GATEWAY_UNREACHABLE',
  gatewayError: 'PAYMENT_GATEWAY_ERROR',
} as const;

/** The payment did not go through at Paystack: the person may simply choose a plan and pay again. */
export function isRefusedPayment(code: string | undefined): boolean {
  return code === PAYMENT_ERROR_CODES.declined || code === PAYMENT_ERROR_CODES.abandoned;
}

// Messages of the subscription screens, shared by the server (which answers with them) and the browser.
export const ASK_ADMIN_FOR_PLAN = 'Ask your administrator to choose a plan';
export const ONLY_ADMINS_PAY = 'Only an administrator can choose and pay for a plan';
export const ONLY_ADMINS_SEE_LICENSE = 'Only an administrator can see the licence';
export const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not set up for this back office yet. Please ask the person who runs it to configure Paystack.';
export const PAYSTACK_UNREACHABLE = 'We could not reach Paystack, our payment provider. Please try again in a few minutes.';
export const PAYSTACK_REFUSED_SETTINGS =
  'Paystack refused this back office’s payment settings. Please ask the person who runs it to check the Paystack secret key.';
export const PAYSTACK_UNEXPECTED = 'Paystack sent an answer we could not understand. Please try again in a few minutes.';
export const PAYMENT_STILL_PROCESSING = 'Paystack is still processing your payment. Please check again in a moment.';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const paymentDeclined = (gatewayResponse: string | null | undefined): string =>
  `Your payment was declined: ${gatewayResponse?.trim() || 'no reason was given'}`;
export const paymentAbandoned = (gatewayResponse: string | null | undefined): string =>
  `Your payment was not completed: ${gatewayResponse?.trim() || 'the payment was cancelled'}. ` +
  'No money was taken; you can choose a plan and pay again.';
export const paymentAmountMismatch = (paidKobo: number, expectedKobo: number, currency: string): string => {
  const received = currency === 'NGN' ? formatNaira(paidKobo) : `${currency} ${koboToNaira(paidKobo)}`;
  return (
    `Paystack received ${received} but the plan costs ${formatNaira(expectedKobo)}, ` +
    'so no subscription was started. Please contact support with your payment reference.'
  );
};

const positiveWhole = (what: string) =>
  coerce(
    refine(number(), what, (value) => (Number.isInteger(value) && value > 0) || `Choose a ${what}`),
    string(),
    (text) => Number(text.trim()),
  );

/** The body of POST /subscription/checkout, checked in the browser and again on the server. */
export const CheckoutPayload = type({
  planId: positiveWhole('plan'),
  billingPeriodId: coerce(
    refine(number(), 'billingPeriod', (value) => isBillingPeriodId(value) || 'Choose Monthly, Quarterly or Yearly'),
    string(),
    (text) => Number(text.trim()),
  ),
});
export type CheckoutPayload = Omit<Infer<typeof CheckoutPayload>, 'billingPeriodId'> & { billingPeriodId: BillingPeriodId };

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** The body of POST /subscription/verify: the reference Paystack sent the browser back with. */
export const VerifyPayload = type({
  reference: refine(string(), 'reference', (value) => REFERENCE.test(value.trim()) || 'This is not a payment reference'),
});
export type VerifyPayload = Infer<typeof VerifyPayload>;

export const PlanPrice = type({
  billing_period_id: enums(BILLING_PERIOD_IDS),
  billing_period: string(),
  /** Decimal naira, e.g. "15000.00". */
  amount: string(),
  amount_kobo: integer(),
});
export type PlanPrice = Infer<typeof PlanPrice>;

export const Plan = type({
  id: integer(),
  code: string(),
  name: string(),
  description: string(),
  users: integer(),
  prices: array(PlanPrice),
});
export type Plan = Infer<typeof Plan>;

export const PlansResponse = type({ success: literal(true), data: array(Plan) });

/** The Paystack page to send the payer to, and the payment's reference. */
export const CheckoutStarted = type({ authorization_url: string(), reference: string() });
export type CheckoutStarted = Infer<typeof CheckoutStarted>;
export const CheckoutResponse = type({ success: literal(true), data: CheckoutStarted });

export const SubscriptionSummary = type({
  plan: string(),
  users: integer(),
  billing_period_id: integer(),
  billing_period: string(),
  starts_at: string(),
  ends_at: string(),
  payment_reference: nullable(string()),
});
export type SubscriptionSummary = Infer<typeof SubscriptionSummary>;

export const VerifiedPayment = type({ status: literal('success'), reference: string(), subscription: SubscriptionSummary });
export type VerifiedPayment = Infer<typeof VerifiedPayment>;
export const VerifyResponse = type({ success: literal(true), message: optional(string()), data: VerifiedPayment });

export const PaymentRecord = type({
  reference: string(),
  plan: string(),
  billing_period_id: integer(),
  billing_period: string(),
  amount: string(),
  amount_kobo: integer(),
  status: enums(PAYMENT_STATUSES),
  gateway_response: nullable(string()),
  paid_at: nullable(string()),
  created_at: string(),
});
export type PaymentRecord = Infer<typeof PaymentRecord>;

export const License = type({
  subscription: nullable(SubscriptionSummary),
  /** Plans already paid for that start when the current one ends. */
  upcoming: array(SubscriptionSummary),
  users_in_use: integer(),
  payments: array(PaymentRecord),
});
export type License = Infer<typeof License>;
export const LicenseResponse = type({ success: literal(true), data: License });

export function priceFor(plan: Pick<Plan, 'prices'>, billingPeriodId: number): PlanPrice | undefined {
  return plan.prices.find((price) => price.billing_period_id === billingPeriodId);
}

/** A plan may be bought for a period only when the plans list it with a price for that period. */
export function isPlanOnSale(plans: readonly Pick<Plan, 'id' | 'prices'>[], planId: number, billingPeriodId: number): boolean {
  const plan = plans.find((candidate) => candidate.id === planId);
  return plan !== undefined && priceFor(plan, billingPeriodId) !== undefined;
}

/** "₦42,750.00 per quarter": the price as a plan card shows it. */
export function formatPlanPrice(price: Pick<PlanPrice, 'amount_kobo' | 'billing_period_id'>): { amount: string; per: string } {
  const per = { 1: 'per month', 2: 'per quarter', 3: 'per year' }[price.billing_period_id];
  return { amount: formatNaira(price.amount_kobo), per };
}

/** What a longer period saves against paying monthly for as long, in kobo; 0 when nothing is saved. */
export function savingsAgainstMonthly(plan: Pick<Plan, 'prices'>, billingPeriodId: number): number {
  const monthly = priceFor(plan, 1);
  const chosen = priceFor(plan, billingPeriodId);
  const period = BILLING_PERIODS.find((candidate) => candidate.id === billingPeriodId);
  if (!monthly || !chosen || !period) return 0;
  return Math.max(0, monthly.amount_kobo * period.months - chosen.amount_kobo);
}

/** The largest whole percentage any plan saves for the period against paying monthly; 0 when none does. */
export function bestSavingPercent(plans: readonly Pick<Plan, 'prices'>[], billingPeriodId: number): number {
  const period = BILLING_PERIODS.find((candidate) => candidate.id === billingPeriodId);
  if (!period) return 0;
  let best = 0;
  for (const plan of plans) {
    const monthly = priceFor(plan, 1);
    if (!monthly || monthly.amount_kobo <= 0) continue;
    const full = monthly.amount_kobo * period.months;
    best = Math.max(best, Math.floor((savingsAgainstMonthly(plan, billingPeriodId) * 100) / full));
  }
  return best;
}

import type { RequestFailure } from '../../domain/api';
import type {
  BillingPeriodId,
  CheckoutPayload,
  CheckoutStarted,
  Plan,
  SubscriptionSummary,
  VerifiedPayment,
} from '../../domain/subscription';

export type { CheckoutPayload, CheckoutStarted, Plan, VerifiedPayment };

export interface CheckoutInput {
  /** The reference Paystack sent the browser back with: the machine then verifies instead of showing plans. */
  reference?: string | null;
  /** Only admins pay; the server refuses anyone else again. */
  canPay: boolean;
  billingPeriodId?: BillingPeriodId;
}

export interface CheckoutContext {
  canPay: boolean;
  plans: Plan[];
  billingPeriodId: BillingPeriodId;
  chosenPlanId: number | null;
  reference: string | null;
  authorizationUrl: string | null;
  subscription: SubscriptionSummary | null;
  failure: RequestFailure | null;
}

export type CheckoutEvent =
  | { type: 'checkout.choosePeriod'; billingPeriodId: BillingPeriodId }
  | { type: 'checkout.choose'; planId: number }
  | { type: 'checkout.back' }
  | { type: 'checkout.pay' }
  | { type: 'checkout.retry' };

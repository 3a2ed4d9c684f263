import type { CheckoutMachine } from './checkout.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<CheckoutMachine>;

/** What the plans page shows: one slot per state. */
export type PlansSlot = 'loading' | 'loadFailed' | 'choosing' | 'confirming' | 'startingPayment' | 'redirecting';

export const selectPlansSlot = (s: Snapshot): PlansSlot => {
  if (s.matches('loadingPlans') || s.matches('routing')) return 'loading';
  if (s.matches({ failed: 'loading' })) return 'loadFailed';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('startingPayment')) return 'startingPayment';
  if (s.matches('redirecting')) return 'redirecting';
  return 'choosing';
};

/** What /paystack/redirect shows: one slot per state. */
export type ReturnSlot = 'verifying' | 'paid' | 'declined' | 'verifyFailed';

export const selectReturnSlot = (s: Snapshot): ReturnSlot => {
  if (s.matches('paid')) return 'paid';
  if (s.matches('declined')) return 'declined';
  if (s.matches({ failed: 'verifying' })) return 'verifyFailed';
  return 'verifying';
};

export const selectPlans = (s: Snapshot) => s.context.plans;
export const selectBillingPeriodId = (s: Snapshot) => s.context.billingPeriodId;
export const selectCanPay = (s: Snapshot) => s.context.canPay;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectSubscription = (s: Snapshot) => s.context.subscription;
export const selectReference = (s: Snapshot) => s.context.reference;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanSwitchPeriod = (s: Snapshot) => s.can({ type: 'checkout.choosePeriod', billingPeriodId: 1 });

/** The plan being confirmed or paid for (its price for the period: `priceFor(plan, billingPeriodId)`). */
export const selectChosenPlan = (s: Snapshot) => s.context.plans.find((candidate) => candidate.id === s.context.chosenPlanId) ?? null;

/** Ids of the plans the person may choose right now (compare with `samePlanIds`: a new array each time). */
export const selectChoosablePlanIds = (s: Snapshot): number[] =>
  s.context.plans.filter((plan) => s.can({ type: 'checkout.choose', planId: plan.id })).map((plan) => plan.id);

export const samePlanIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

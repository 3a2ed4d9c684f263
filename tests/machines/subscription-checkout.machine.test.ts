import { describe, expect, it } from 'vitest';
import { selectChosenPlan, selectPlansSlot, selectReturnSlot } from '../../machines/subscription-checkout/checkout.selectors';
import {
  AUTHORIZATION_URL,
  createCheckoutHarness,
  FAILURES,
  PLANS,
  REFERENCE,
  STARTED,
  SUBSCRIPTION,
  VERIFIED,
} from './support/subscription-checkout-harness';

/** A harness on the plans page with the plans loaded. */
async function choosing(canPay = true) {
  const checkout = createCheckoutHarness({ canPay }).start();
  await checkout.resolve('loadPlans', PLANS);
  expect(checkout.state().value).toBe('choosing');
  return checkout;
}

describe('subscription checkout: the plans page', () => {
  it('loads the plans first, busy, and starts on Monthly', () => {
    const checkout = createCheckoutHarness({ canPay: true }).start();
    const state = checkout.state();
    expect(state.value).toBe('loadingPlans');
    expect(state.hasTag('busy')).toBe(true);
    expect(state.context.billingPeriodId).toBe(1);
    expect(selectPlansSlot(state)).toBe('loading');
    expect(checkout.invocations.map((call) => call.actor)).toEqual(['loadPlans']);
  });

  it('shows the plans once loaded and switches between Monthly, Quarterly and Yearly', async () => {
    const checkout = await choosing();
    expect(checkout.state().context.plans).toEqual(PLANS);
    expect(checkout.state().hasTag('busy')).toBe(false);
    checkout.actor.send({ type: 'checkout.choosePeriod', billingPeriodId: 3 });
    expect(checkout.state().context.billingPeriodId).toBe(3);
    expect(checkout.state().value).toBe('choosing');
    checkout.actor.send({ type: 'checkout.choosePeriod', billingPeriodId: 2 });
    expect(checkout.state().context.billingPeriodId).toBe(2);
  });

  it('when the plans cannot be loaded, says why and loads again on retry', async () => {
    const checkout = createCheckoutHarness({ canPay: true }).start();
    await checkout.reject('loadPlans', FAILURES.network);
    expect(checkout.state().value).toEqual({ failed: 'loading' });
    expect(selectPlansSlot(checkout.state())).toBe('loadFailed');
    expect(checkout.state().context.failure?.message).toBe('Network error, please try again');
    expect(checkout.state().can({ type: 'checkout.choose', planId: 1 })).toBe(false);

    checkout.actor.send({ type: 'checkout.retry' });
    expect(checkout.state().value).toBe('loadingPlans');
    expect(checkout.state().context.failure).toBeNull();
    await checkout.resolve('loadPlans', PLANS);
    expect(checkout.state().value).toBe('choosing');
  });

  it('lets an admin choose a plan on sale for the period, then confirm it', async () => {
    const checkout = await choosing();
    checkout.actor.send({ type: 'checkout.choosePeriod', billingPeriodId: 3 });
    checkout.actor.send({ type: 'checkout.choose', planId: 2 });
    expect(checkout.state().value).toBe('confirming');
    expect(selectChosenPlan(checkout.state())?.name).toBe('Growth');
    expect(checkout.state().can({ type: 'checkout.choosePeriod', billingPeriodId: 1 })).toBe(false);

    checkout.actor.send({ type: 'checkout.back' });
    expect(checkout.state().value).toBe('choosing');
    expect(selectChosenPlan(checkout.state())).toBeNull();
  });

  it('refuses a plan not sold for the period, or one that does not exist', async () => {
    const checkout = await choosing();
    expect(checkout.state().can({ type: 'checkout.choose', planId: 3 })).toBe(false);
    checkout.actor.send({ type: 'checkout.choose', planId: 3 });
    expect(checkout.state().value).toBe('choosing');
    expect(checkout.state().can({ type: 'checkout.choose', planId: 99 })).toBe(false);
    checkout.actor.send({ type: 'checkout.choosePeriod', billingPeriodId: 3 });
    expect(checkout.state().can({ type: 'checkout.choose', planId: 3 })).toBe(true);
  });

  it('does not let a non-admin choose a plan', async () => {
    const checkout = await choosing(false);
    expect(checkout.state().can({ type: 'checkout.choose', planId: 1 })).toBe(false);
    checkout.actor.send({ type: 'checkout.choose', planId: 1 });
    expect(checkout.state().value).toBe('choosing');
    expect(checkout.invocations.map((call) => call.actor)).toEqual(['loadPlans']);
  });

  it('pays: starts the checkout for the plan and period, then sends the browser to Paystack', async () => {
    const checkout = await choosing();
    checkout.actor.send({ type: 'checkout.choosePeriod', billingPeriodId: 3 });
    checkout.actor.send({ type: 'checkout.choose', planId: 2 });
    checkout.actor.send({ type: 'checkout.pay' });
    expect(checkout.state().value).toBe('startingPayment');
    expect(checkout.state().hasTag('busy')).toBe(true);
    expect(checkout.inputOf('startCheckout')).toEqual({ planId: 2, billingPeriodId: 3 });

    await checkout.resolve('startCheckout', STARTED);
    expect(checkout.state().value).toBe('redirecting');
    expect(checkout.state().hasTag('busy')).toBe(true);
    expect(selectPlansSlot(checkout.state())).toBe('redirecting');
    expect(checkout.state().context).toMatchObject({ reference: REFERENCE, authorizationUrl: AUTHORIZATION_URL });
    expect(checkout.actions).toEqual([{ type: 'redirectToPaystack', url: AUTHORIZATION_URL }]);
  });

  it('when the checkout cannot start, goes back to the confirmation with the reason, and may pay again', async () => {
    const checkout = await choosing();
    checkout.actor.send({ type: 'checkout.choose', planId: 1 });
    checkout.actor.send({ type: 'checkout.pay' });
    await checkout.reject('startCheckout', FAILURES.notConfigured);
    expect(checkout.state().value).toBe('confirming');
    expect(checkout.state().context.failure).toMatchObject({ status: 503, code: 'PAYMENTS_NOT_CONFIGURED' });
    expect(checkout.actions).toEqual([]);

    checkout.actor.send({ type: 'checkout.pay' });
    expect(checkout.state().value).toBe('startingPayment');
    expect(checkout.state().context.failure).toBeNull();
  });

  it('leaving the page while the checkout starts cancels the request', async () => {
    const checkout = await choosing();
    checkout.actor.send({ type: 'checkout.choose', planId: 1 });
    checkout.actor.send({ type: 'checkout.pay' });
    const call = checkout.invocations.at(-1)!;
    checkout.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});

describe('subscription checkout: back from Paystack', () => {
  const returning = () => createCheckoutHarness({ canPay: true, reference: ` ${REFERENCE} ` }).start();

  it('verifies the reference Paystack returned with, without loading plans', () => {
    const checkout = returning();
    expect(checkout.state().value).toBe('verifying');
    expect(checkout.state().hasTag('busy')).toBe(true);
    expect(checkout.inputOf('verifyPayment')).toEqual({ reference: REFERENCE });
    expect(checkout.invocations.map((call) => call.actor)).toEqual(['verifyPayment']);
    expect(selectReturnSlot(checkout.state())).toBe('verifying');
  });

  it('is paid when Paystack confirms, and tells the app the brokerage has a plan', async () => {
    const checkout = returning();
    await checkout.resolve('verifyPayment', VERIFIED);
    expect(checkout.state().value).toBe('paid');
    expect(checkout.state().status).toBe('done');
    expect(checkout.state().context.subscription).toEqual(SUBSCRIPTION);
    expect(checkout.actions).toEqual([{ type: 'announceSubscription', subscription: SUBSCRIPTION }]);
    expect(selectReturnSlot(checkout.state())).toBe('paid');
  });

  it.each([
    ['declined', FAILURES.declined],
    ['abandoned', FAILURES.abandoned],
  ])('ends declined when the payment was %s, with the server’s message', async (_, failure) => {
    const checkout = returning();
    await checkout.reject('verifyPayment', failure);
    expect(checkout.state().value).toBe('declined');
    expect(checkout.state().context.failure?.message).toBe(failure.message);
    expect(checkout.actions).toEqual([]);
  });

  it.each([
    ['the amount does not match', FAILURES.mismatch],
    ['Paystack cannot be reached', FAILURES.unreachable],
  ])('fails to verify when %s, and verifies again on retry', async (_, failure) => {
    const checkout = returning();
    await checkout.reject('verifyPayment', failure);
    expect(checkout.state().value).toEqual({ failed: 'verifying' });
    expect(selectReturnSlot(checkout.state())).toBe('verifyFailed');
    expect(checkout.state().context.failure?.message).toBe(failure.message);
    checkout.actor.send({ type: 'checkout.retry' });
    expect(checkout.state().value).toBe('verifying');
    expect(checkout.state().context.failure).toBeNull();
    await checkout.resolve('verifyPayment', VERIFIED);
    expect(checkout.state().value).toBe('paid');
  });

  it('a blank reference is no reference: the plans are shown instead', () => {
    const checkout = createCheckoutHarness({ canPay: true, reference: '  ' }).start();
    expect(checkout.state().value).toBe('loadingPlans');
  });
});

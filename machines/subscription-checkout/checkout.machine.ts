import { and, assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { isPlanOnSale, isRefusedPayment, type SubscriptionSummary } from '../../domain/subscription';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutPayload,
  CheckoutStarted,
  Plan,
  VerifiedPayment,
} from './checkout.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * Choosing a plan and paying for it through Paystack. On the plans page it loads the plans, lets an
 * admin choose one for a billing period and sends the browser to Paystack; back on
 * /paystack/redirect it verifies the reference Paystack returned with.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadPlans: placeholderActor<Plan[]>('loadPlans'),
    startCheckout: placeholderActor<CheckoutStarted, CheckoutPayload>('startCheckout'),
    verifyPayment: placeholderActor<VerifiedPayment, { reference: string }>('verifyPayment'),
  },
  actions: {
    /** Leaves the app for Paystack's page; the browser comes back to /paystack/redirect. */
    redirectToPaystack: placeholderAction<{ url: string }>('redirectToPaystack'),
    /** Tells the rest of the app that the brokerage has a plan now (the session checks the gate again). */
    announceSubscription: placeholderAction<{ subscription: SubscriptionSummary }>('announceSubscription'),
    forgetFailure: assign({ failure: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    keepPlans: assign((_, params: { plans: Plan[] }) => ({ plans: params.plans })),
    choosePeriod: assign(({ event }) => {
      assertEvent(event, 'checkout.choosePeriod');
      return { billingPeriodId: event.billingPeriodId };
    }),
    choosePlan: assign(({ event }) => {
      assertEvent(event, 'checkout.choose');
      return { chosenPlanId: event.planId, failure: null };
    }),
    forgetChoice: assign({ chosenPlanId: null, failure: null }),
    keepCheckout: assign((_, params: { started: CheckoutStarted }) => ({
      reference: params.started.reference,
      authorizationUrl: params.started.authorization_url,
    })),
    keepSubscription: assign((_, params: { subscription: SubscriptionSummary }) => ({ subscription: params.subscription })),
  },
  guards: {
    hasReference: ({ context }) => context.reference !== null,
    mayPay: ({ context }) => context.canPay,
    planOnSale: ({ context, event }) => {
      assertEvent(event, 'checkout.choose');
      return isPlanOnSale(context.plans, event.planId, context.billingPeriodId);
    },
    paymentRefused: ({ event }) => isRefusedPayment(describeFailure(errorOf(event)).code),
  },
}).createMachine({
  id: 'subscriptionCheckout',
  context: ({ input }) => ({
    canPay: input.canPay,
    plans: [],
    billingPeriodId: input.billingPeriodId ?? 1,
    chosenPlanId: null,
    reference: input.reference?.trim() || null,
    authorizationUrl: null,
    subscription: null,
    failure: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'hasReference', target: 'verifying' }, { target: 'loadingPlans' }],
    },
    loadingPlans: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: { target: 'choosing', actions: { type: 'keepPlans', params: ({ event }) => ({ plans: event.output }) } },
        onError: { target: 'failed.loading', actions: 'rememberFailure' },
      },
    },
    choosing: {
      on: {
        'checkout.choosePeriod': { actions: 'choosePeriod' },
        'checkout.choose': {
          guard: and(['mayPay', 'planOnSale']),
          target: 'confirming',
          actions: 'choosePlan',
        },
      },
    },
    confirming: {
      on: {
        'checkout.back': { target: 'choosing', actions: 'forgetChoice' },
        'checkout.pay': { target: 'startingPayment' },
      },
    },
    startingPayment: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        input: ({ context }) => ({ planId: context.chosenPlanId!, billingPeriodId: context.billingPeriodId }),
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'keepCheckout', params: ({ event }) => ({ started: event.output }) },
            { type: 'redirectToPaystack', params: ({ event }) => ({ url: event.output.authorization_url }) },
          ],
        },
        // Back to the confirmation, with the reason: the admin may try again or choose another plan.
        onError: { target: 'confirming', actions: 'rememberFailure' },
      },
    },
    redirecting: {
      // The browser is on its way to Paystack; nothing more happens on this page.
      tags: ['busy'],
    },
    verifying: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({ reference: context.reference! }),
        onDone: {
          target: 'paid',
          actions: [
            { type: 'keepSubscription', params: ({ event }) => ({ subscription: event.output.subscription }) },
            { type: 'announceSubscription', params: ({ event }) => ({ subscription: event.output.subscription }) },
          ],
        },
        onError: [
          { guard: 'paymentRefused', target: 'declined', actions: 'rememberFailure' },
          { target: 'failed.verifying', actions: 'rememberFailure' },
        ],
      },
    },
    paid: { type: 'final' },
    /** Declined or abandoned at Paystack: no money was taken, a plan can be chosen again. */
    declined: { type: 'final' },
    failed: {
      initial: 'loading',
      states: {
        loading: {
          on: { 'checkout.retry': { target: '#subscriptionCheckout.loadingPlans' } },
        },
        verifying: {
          on: { 'checkout.retry': { target: '#subscriptionCheckout.verifying' } },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;

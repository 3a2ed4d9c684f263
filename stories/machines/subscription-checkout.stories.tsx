import { useEffect, useState } from 'react';
import { resolvedActor } from '../support/leaf-states';
import { inertCheckoutMachine, SubscriptionCheckoutScreen } from './subscription-checkout.screen';
import type { RequestFailure } from '../../domain/api';
import type { Plan, SubscriptionSummary } from '../../domain/subscription';
import type { CheckoutMachine } from '../../machines/subscription-checkout/checkout.machine';
import type { CheckoutContext } from '../../machines/subscription-checkout/checkout.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActorRefFrom } from 'xstate';

const price = (billing_period_id: 1 | 2 | 3, naira: number) => ({
  billing_period_id,
  billing_period: ({ 1: 'Monthly', 2: 'Quarterly', 3: 'Yearly' } as const)[billing_period_id],
  amount: `${naira}.00`,
  amount_kobo: naira * 100,
});

/** The plans the server seeds. */
const PLANS: Plan[] = [
  {
    id: 1,
    code: 'starter',
    name: 'Starter',
    description: 'For a new brokerage: the principal broker and two officers, with clients, policies, debit notes and remittance.',
    users: 3,
    prices: [price(1, 15_000), price(2, 42_750), price(3, 153_000)],
  },
  {
    id: 2,
    code: 'growth',
    name: 'Growth',
    description: 'For a growing brokerage with account officers and agents: claims, accounts and NAICOM returns included.',
    users: 10,
    prices: [price(1, 45_000), price(2, 128_250), price(3, 459_000)],
  },
  {
    id: 3,
    code: 'enterprise',
    name: 'Enterprise',
    description: 'For large brokerages with branches across Nigeria, many agents and several administrators.',
    users: 50,
    prices: [price(1, 150_000), price(2, 427_500), price(3, 1_530_000)],
  },
];

const REFERENCE = 'SUB-20260301-0A1B2C3D4E5F';

const SUBSCRIPTION: SubscriptionSummary = {
  plan: 'Growth',
  users: 10,
  billing_period_id: 3,
  billing_period: 'Yearly',
  starts_at: '2026-03-01T09:00:00.000Z',
  ends_at: '2027-03-01T09:00:00.000Z',
  payment_reference: REFERENCE,
};

const failure = (message: string, status: number, code: string): RequestFailure => ({ message, status, code, fieldErrors: {} });

const RETURN_STATES = ['verifying', 'paid', 'declined', 'failed.verifying'];

/** The context each leaf state holds, as its own transitions would have left it. */
function checkoutContextFor(state: string, canPay: boolean): CheckoutContext {
  const base: CheckoutContext = {
    canPay,
    plans: [],
    billingPeriodId: 1,
    chosenPlanId: null,
    reference: null,
    authorizationUrl: null,
    subscription: null,
    failure: null,
  };
  const chosen = { ...base, plans: PLANS, billingPeriodId: 3 as const, chosenPlanId: 2 };
  switch (state) {
    case 'failed.loading':
      return { ...base, failure: failure('Network error, please try again', 0, 'NETWORK_ERROR') };
    case 'choosing':
      return { ...base, plans: PLANS, billingPeriodId: 3 };
    case 'confirming':
      return chosen;
    case 'startingPayment':
      return chosen;
    case 'redirecting':
      return { ...chosen, reference: REFERENCE, authorizationUrl: `https://checkout.paystack.com/${REFERENCE}` };
    case 'verifying':
      return { ...base, reference: REFERENCE };
    case 'paid':
      return { ...base, reference: REFERENCE, subscription: SUBSCRIPTION };
    case 'declined':
      return { ...base, reference: REFERENCE, failure: failure('Your payment was declined: Insufficient Funds', 402, 'PAYMENT_DECLINED') };
    case 'failed.verifying':
      return {
        ...base,
        reference: REFERENCE,
        failure: failure(
          'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
          502,
          'PAYMENT_GATEWAY_UNREACHABLE',
        ),
      };
    default:
      return base;
  }
}

function createCheckoutActorIn(state: string, context: CheckoutContext): ActorRefFrom<CheckoutMachine> {
  return resolvedActor(inertCheckoutMachine, state, context, { canPay: context.canPay });
}

interface CheckoutStoryArgs {
  role: 'admin' | 'agent';
}

/** The plans page, or the page Paystack returns to, over a checkout actor resolved into the state. */
function CheckoutStory({ state, canPay }: { state: string; canPay: boolean }) {
  const [actor, setActor] = useState<ActorRefFrom<CheckoutMachine> | null>(null);
  useEffect(() => {
    const created = createCheckoutActorIn(state, checkoutContextFor(state, canPay));
    created.start();
    setActor(created);
    return () => created.stop();
  }, [state, canPay]);
  const path = RETURN_STATES.includes(state) ? `/paystack/redirect?trxref=${REFERENCE}&reference=${REFERENCE}` : undefined;
  return actor ? <SubscriptionCheckoutScreen actor={actor} path={path} /> : null;
}

/**
 * Choosing a plan and paying through Paystack, one story per state of the checkout machine: the
 * real views over an actor resolved into the state, with requests that never finish.
 */
const meta = {
  title: 'Machines/Subscription checkout',
  parameters: { layout: 'fullscreen' },
  args: { role: 'admin' },
  argTypes: { role: { control: 'inline-radio', options: ['admin', 'agent'] } },
  render: (args, { parameters }) => <CheckoutStory state={(parameters as MachineStoryParameters).state} canPay={args.role === 'admin'} />,
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingPlans: Story = {
  name: 'loadingPlans',
  parameters: { machine: 'subscription-checkout', state: 'loadingPlans' },
};

export const LoadFailed: Story = {
  name: 'failed.loading: plans could not be loaded',
  parameters: { machine: 'subscription-checkout', state: 'failed.loading' },
};

export const ChoosingAdmin: Story = {
  name: 'choosing: admin, yearly prices',
  parameters: { machine: 'subscription-checkout', state: 'choosing' },
};

export const ChoosingAgent: Story = {
  name: 'choosing: not an admin',
  parameters: { machine: 'subscription-checkout', state: 'choosing' },
  args: { role: 'agent' },
};

export const Confirming: Story = {
  name: 'confirming: Growth, yearly',
  parameters: { machine: 'subscription-checkout', state: 'confirming' },
};

export const StartingPayment: Story = {
  name: 'startingPayment: asking Paystack',
  parameters: { machine: 'subscription-checkout', state: 'startingPayment' },
};

export const Redirecting: Story = {
  name: 'redirecting: on the way to Paystack',
  parameters: { machine: 'subscription-checkout', state: 'redirecting' },
};

export const Verifying: Story = {
  name: 'verifying: back from Paystack',
  parameters: { machine: 'subscription-checkout', state: 'verifying' },
};

export const Paid: Story = {
  name: 'paid',
  parameters: { machine: 'subscription-checkout', state: 'paid' },
};

export const Declined: Story = {
  name: 'declined: insufficient funds',
  parameters: { machine: 'subscription-checkout', state: 'declined' },
};

export const VerifyFailed: Story = {
  name: 'failed.verifying: Paystack unreachable',
  parameters: { machine: 'subscription-checkout', state: 'failed.verifying' },
};

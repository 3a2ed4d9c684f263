import type { GuardRules } from '../guard-rules';

const GATE = 'Back-office specification §4 States and transitions › Subscription gate';
const MACHINE_TEST = 'tests/machines/subscription-checkout.machine.test.ts';

/** The rules behind each guard of the subscription checkout (checkout.machine.ts). */
export const subscriptionCheckoutRules: GuardRules = {
  hasReference: {
    calls: null,
    decides: 'The page was opened by Paystack’s return with a payment reference, so the payment is verified rather than plans listed.',
    spec: 'None: the machine’s own bookkeeping',
    test: MACHINE_TEST,
  },
  mayPay: {
    calls: null,
    decides:
      'The signed-in user is an administrator (as the screen started the machine): only an administrator chooses and pays for a plan.',
    spec: GATE,
    test: MACHINE_TEST,
  },
  planOnSale: {
    calls: 'domain/subscription.ts isPlanOnSale',
    decides: 'The chosen plan is listed with a price for the chosen billing period.',
    spec: GATE,
    test: 'tests/domain/subscription.test.ts',
  },
  paymentRefused: {
    calls: 'domain/subscription.ts isRefusedPayment',
    decides: 'Paystack declined the payment or it was abandoned: the person may choose a plan and pay again.',
    spec: GATE,
    test: 'tests/domain/subscription.test.ts',
  },
};

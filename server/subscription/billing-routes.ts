import { array } from 'superstruct';
import {
  CheckoutPayload,
  CheckoutStarted,
  License,
  ONLY_ADMINS_PAY,
  ONLY_ADMINS_SEE_LICENSE,
  Plan,
  VerifiedPayment,
  VerifyPayload,
  type CheckoutPayload as Checkout,
} from '../../domain/subscription';
import { anyone, anySignedIn, holders } from '../auth/authorize';
import { ConfigError } from '../config';
import { route } from '../http/route';
import { loadBillingConfig } from './billing-config';
import { createPaystackClient, type PaystackClient } from './paystack';
import { licenseOf, listPlans, paymentsNotConfigured, startCheckout, verifyPayment } from './subscriptions';
import type { AppContext } from '../context';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';

/** The struct's refinement admits only the three billing periods, which its inferred type cannot say. */
const CheckoutBody = CheckoutPayload as unknown as Struct<Checkout, null>;

/** Paystack as configured right now; null when no secret key is set or the settings cannot be used. */
function paystackClient(log: FastifyBaseLogger): PaystackClient | null {
  let billing;
  try {
    billing = loadBillingConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error(error.message);
    return null;
  }
  if (!billing.paystackSecretKey) return null;
  return createPaystackClient({
    baseUrl: billing.paystackBaseUrl,
    secretKey: billing.paystackSecretKey,
    timeoutMs: billing.paystackTimeoutMs,
  });
}

/** Plans, paying for one through Paystack, and the licence. The gate itself is GET /user/subscription/status. */
export function billingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: a brokerage may compare plans before anyone signs in.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/subscription/plans',
      access: anyone('Plans are compared before anyone signs in'),
      summary: 'The subscription plans and their prices per billing period',
      response: array(Plan),
    },
    async () => ({ data: await listPlans(ctx) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/subscription/checkout',
      access: holders('Manage Subscription', ONLY_ADMINS_PAY),
      summary: 'Start paying for a plan: answers the Paystack page to send the payer to',
      body: CheckoutBody,
      response: CheckoutStarted,
      errors: [404, 502, 503],
      // The payment is recorded around a call to Paystack, never inside one transaction with it.
      transaction: false,
    },
    async ({ session, body, request }) => {
      const paystack = paystackClient(request.log);
      if (!paystack) throw paymentsNotConfigured();
      const data = await startCheckout(ctx, session, body, paystack);
      request.log.info({ reference: data.reference }, 'subscription checkout started');
      return { data };
    },
  );

  // Whoever paid comes back from Paystack; the payment must belong to their brokerage.
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/subscription/verify',
      access: anySignedIn('The payer returning from Paystack'),
      summary: 'Confirm a payment with Paystack by its reference; the plan starts when it succeeded',
      body: VerifyPayload,
      response: VerifiedPayment,
      errors: [404, 409, 502, 503],
      // Paystack is asked between the two transactions that read and settle the payment.
      transaction: false,
    },
    async ({ session, body, request }) => {
      const data = await verifyPayment(ctx, session, body.reference.trim(), paystackClient(request.log));
      return { message: `Payment received for the ${data.subscription.plan} plan`, data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/subscription/license',
      access: holders('Manage Subscription', ONLY_ADMINS_SEE_LICENSE),
      summary: "The brokerage's licence: the running plan, plans paid to follow, seats in use and every payment",
      response: License,
    },
    async ({ tx, session }) => ({ data: await licenseOf(tx, session.tenantId) }),
  );
}

import {
  CheckoutPayload,
  ONLY_ADMINS_PAY,
  ONLY_ADMINS_SEE_LICENSE,
  VerifyPayload,
  type CheckoutPayload as Checkout,
} from '../../domain/subscription';
import { sessionOf } from '../auth/authenticate';
import { open, permitted, signedIn } from '../auth/authorize';
import { ConfigError } from '../config';
import { parseBody } from '../http/validate';
import { loadBillingConfig } from './billing-config';
import { createPaystackClient, type PaystackClient } from './paystack';
import { licenseOf, listPlans, paymentsNotConfigured, startCheckout, verifyPayment } from './subscriptions';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paystack as configured right now; null when no secret key is set or the settings cannot be used. */
function paystackClient(request: FastifyRequest): PaystackClient | null {
  let billing;
  try {
    billing = loadBillingConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    request.log.error(error.message);
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
  app.get('/subscription/plans', open('Plans are compared before anyone signs in'), async () => ({
    success: true,
    data: await listPlans(ctx),
  }));

  app.post('/subscription/checkout', permitted(ctx, 'Manage Subscription', ONLY_ADMINS_PAY), async (request) => {
    const payload = parseBody(CheckoutPayload, request.body) as Checkout;
    const paystack = paystackClient(request);
    if (!paystack) throw paymentsNotConfigured();
    const data = await startCheckout(ctx, sessionOf(request), payload, paystack);
    request.log.info({ reference: data.reference }, 'subscription checkout started');
    return { success: true, data };
  });

  // Whoever paid comes back from Paystack; the payment must belong to their brokerage.
  app.post('/subscription/verify', signedIn(ctx, 'The payer returning from Paystack'), async (request) => {
    const { reference } = parseBody(VerifyPayload, request.body);
    const data = await verifyPayment(ctx, sessionOf(request), reference.trim(), paystackClient(request));
    return { success: true, message: `Payment received for the ${data.subscription.plan} plan`, data };
  });

  app.get('/subscription/license', permitted(ctx, 'Manage Subscription', ONLY_ADMINS_SEE_LICENSE), async (request) => ({
    success: true,
    data: await licenseOf(ctx, sessionOf(request).tenantId),
  }));
}

import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_PERIODS as DOMAIN_PERIODS } from '../../domain/subscription';
import { hashPassword } from '../../server/auth/passwords';
import {
  BILLING_PERIODS,
  planPrices,
  roles,
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
  tenants,
  userRoles,
  users,
} from '../../server/db/schema';
import { seedSubscriptionPlans } from '../../server/seed/plans';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

const PUBLIC_URL = 'https://office.brokers.example.ng';
const PASSWORD = 'Brokerage#2026';
const PAYSTACK_ENV = ['PAYSTACK_BASE_URL', 'PAYSTACK_SECRET_KEY', 'PAYSTACK_TIMEOUT_MS'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field, as a browser would
type Answer = { statusCode: number; json(): any };

describe.each(oneDatabase())('subscription plans and Paystack payments on %s', (kind) => {
  let server: TestServer;
  let paystack: FakePaystack;
  const savedEnv = Object.fromEntries(PAYSTACK_ENV.map((name) => [name, process.env[name]]));

  function usePaystack(overrides: Partial<Record<(typeof PAYSTACK_ENV)[number], string | undefined>> = {}) {
    const settings = {
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_TIMEOUT_MS: '3000',
      ...overrides,
    };
    for (const [name, value] of Object.entries(settings)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }

  beforeAll(async () => {
    paystack = await startFakePaystack();
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
  });
  beforeEach(() => usePaystack());
  afterAll(async () => {
    await server?.close();
    await paystack?.close();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown): Promise<Answer> =>
    server.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A brokerage that signed up today: an admin and an agent, and no subscription at all. */
  async function newBrokerage(label: string) {
    const { db } = server;
    const suffix = `${label}-${randomBytes(3).toString('hex')}`;
    const passwordHash = await hashPassword(PASSWORD);
    const [tenant] = await db
      .insert(tenants)
      .values({ name: `${label} Insurance Brokers Ltd` })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const [adminRole] = await db.insert(roles).values({ tenantId, name: 'admin' }).returning({ id: roles.id });
    const [admin] = await db
      .insert(users)
      .values({
        tenantId,
        email: `admin-${suffix}@brokers.ng`,
        username: `${label} Admin`,
        userType: 'admin-role',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const [agent] = await db
      .insert(users)
      .values({
        tenantId,
        email: `agent-${suffix}@brokers.ng`,
        username: `${label} Agent`,
        userType: 'agent',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    await db.insert(userRoles).values({ tenantId, userId: admin!.id, roleId: adminRole!.id });
    return {
      tenantId,
      adminEmail: admin!.email,
      adminToken: await signInAs(server, admin!.email, PASSWORD),
      agentToken: await signInAs(server, agent!.email, PASSWORD),
    };
  }

  async function planId(code: string): Promise<number> {
    const [plan] = await server.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
    return plan!.id;
  }

  async function checkout(token: string, code = 'growth', billingPeriodId = 3) {
    const answer = await call('POST', '/subscription/checkout', token, { planId: await planId(code), billingPeriodId });
    expect(answer.statusCode, JSON.stringify(answer.json())).toBe(200);
    return answer.json().data as { authorization_url: string; reference: string };
  }

  /** What the person's browser does on Paystack's page: load it, press a button, follow the redirect back. */
  async function actOnCheckoutPage(authorizationUrl: string, action: 'pay' | 'decline' | 'cancel'): Promise<URL> {
    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    const markup = await page.text();
    expect(markup).toContain('>Pay</button>');
    expect(markup).toContain('>Decline</button>');
    const submitted = await fetch(authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action }).toString(),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    return new URL(submitted.headers.get('location')!);
  }

  const status = async (token: string) => (await call('GET', '/user/subscription/status', token)).json().subscription;

  const paymentRow = async (reference: string) =>
    (await server.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.reference, reference)))[0]!;

  const subscriptionCount = async (tenantId: string) =>
    (await server.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.tenantId, tenantId)))[0]!.n;

  describe('GET /subscription/plans', () => {
    it('lists Starter, Growth and Enterprise with a price per billing period in naira and kobo, cheaper for longer periods', async () => {
      const answer = await call('GET', '/subscription/plans');
      expect(answer.statusCode).toBe(200);
      const plans = answer.json().data as {
        code: string;
        name: string;
        users: number;
        prices: { billing_period_id: number; billing_period: string; amount: string; amount_kobo: number }[];
      }[];
      expect(plans.map(({ name, users }) => [name, users])).toEqual([
        ['Starter', 3],
        ['Growth', 10],
        ['Enterprise', 50],
      ]);
      // Every plan holds the whole product: a description that names a part would promise it to one plan only.
      for (const plan of plans as unknown as { name: string; description: string }[]) {
        expect(plan.description, plan.name).not.toMatch(
          /\b(clients?|quotes?|polic(y|ies)|debit notes?|remittance|claims?|accounts|books|NAICOM|returns|reports?)\b/i,
        );
      }
      const growth = plans.find((plan) => plan.code === 'growth')!;
      expect(growth.prices).toEqual([
        { billing_period_id: 1, billing_period: 'Monthly', amount: '45000.00', amount_kobo: 4_500_000 },
        { billing_period_id: 2, billing_period: 'Quarterly', amount: '128250.00', amount_kobo: 12_825_000 },
        { billing_period_id: 3, billing_period: 'Yearly', amount: '459000.00', amount_kobo: 45_900_000 },
      ]);
      for (const plan of plans) {
        const [monthly, quarterly, yearly] = plan.prices.map((price) => price.amount_kobo);
        expect(quarterly!, plan.name).toBeLessThan(monthly! * 3);
        expect(yearly!, plan.name).toBeLessThan(monthly! * 12);
      }
    });

    it('names the billing periods the spec names, the same in the browser and on the server', () => {
      expect(DOMAIN_PERIODS).toEqual(BILLING_PERIODS);
      expect(BILLING_PERIODS.map(({ id, name }) => [id, name])).toEqual([
        [1, 'Monthly'],
        [2, 'Quarterly'],
        [3, 'Yearly'],
      ]);
    });

    it('is seeded once however often the server starts, keeping a price an operator changed', async () => {
      const { db } = server;
      const growth = await planId('growth');
      await db
        .update(planPrices)
        .set({ amountKobo: 4_000_000 })
        .where(and(eq(planPrices.planId, growth), eq(planPrices.billingPeriodId, 1)));
      await seedSubscriptionPlans(db);
      await seedSubscriptionPlans(db);
      expect((await db.select({ n: count() }).from(subscriptionPlans))[0]!.n).toBe(3);
      expect((await db.select({ n: count() }).from(planPrices))[0]!.n).toBe(9);
      const [price] = await db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planId, growth), eq(planPrices.billingPeriodId, 1)));
      expect(price!.amountKobo).toBe(4_000_000);
      await db
        .update(planPrices)
        .set({ amountKobo: 4_500_000 })
        .where(and(eq(planPrices.planId, growth), eq(planPrices.billingPeriodId, 1)));
    });
  });

  describe('POST /subscription/checkout', () => {
    it('needs a session', async () => {
      const answer = await call('POST', '/subscription/checkout', undefined, { planId: 1, billingPeriodId: 1 });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('INVALID_SESSION');
    });

    it('is for admins only: an agent and a broker without the admin role are refused', async () => {
      for (const email of ['agent@demo.ng', 'broker@demo.ng']) {
        const answer = await call('POST', '/subscription/checkout', await signInAs(server, email), {
          planId: await planId('starter'),
          billingPeriodId: 1,
        });
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'Only an administrator can choose and pay for a plan',
        });
      }
      expect(paystack.requests.filter((request) => request.path === '/transaction/initialize')).toHaveLength(0);
    });

    it('checks the body and answers field errors', async () => {
      const token = await signInAs(server, 'admin@demo.ng');
      const empty = await call('POST', '/subscription/checkout', token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'planId', message: 'This field is required' },
          { field: 'billingPeriodId', message: 'This field is required' },
        ],
      });
      const badPeriod = await call('POST', '/subscription/checkout', token, { planId: await planId('starter'), billingPeriodId: 4 });
      expect(badPeriod.statusCode).toBe(400);
      expect(badPeriod.json().errors).toEqual([{ field: 'billingPeriodId', message: 'Choose Monthly, Quarterly or Yearly' }]);
      const noPlan = await call('POST', '/subscription/checkout', token, { planId: 999_999, billingPeriodId: 1 });
      expect(noPlan.statusCode).toBe(400);
      expect(noPlan.json().errors).toEqual([{ field: 'planId', message: 'This plan does not exist' }]);
    });

    it('accepts the ids as text, as a form would send them', async () => {
      const { adminToken } = await newBrokerage('Texted');
      const answer = await call('POST', '/subscription/checkout', adminToken, {
        planId: String(await planId('starter')),
        billingPeriodId: '1',
      });
      expect(answer.statusCode).toBe(200);
      expect((await paymentRow(answer.json().data.reference)).amountKobo).toBe(1_500_000);
    });

    it('answers 503 with a clear message when Paystack is not configured, and writes nothing', async () => {
      const { adminToken, tenantId } = await newBrokerage('Unconfigured');
      usePaystack({ PAYSTACK_SECRET_KEY: undefined });
      const answer = await call('POST', '/subscription/checkout', adminToken, { planId: await planId('starter'), billingPeriodId: 1 });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        success: false,
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: 'Card payments are not set up for this back office yet. Please ask the person who runs it to configure Paystack.',
      });
      const payments = await server.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.tenantId, tenantId));
      expect(payments).toEqual([]);
    });

    it('answers 502 with a clear message when Paystack cannot be reached or refuses the key, and writes nothing', async () => {
      const { adminToken, tenantId } = await newBrokerage('Offline');
      const body = { planId: await planId('starter'), billingPeriodId: 1 };

      paystack.setDown(true);
      const down = await call('POST', '/subscription/checkout', adminToken, body);
      paystack.setDown(false);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({
        code: 'PAYMENT_GATEWAY_UNREACHABLE',
        message: 'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
      });

      usePaystack({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
      const refused = await call('POST', '/subscription/checkout', adminToken, body);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe('PAYMENT_GATEWAY_UNREACHABLE');

      usePaystack({ PAYSTACK_SECRET_KEY: 'sk_test_wrong' });
      const wrongKey = await call('POST', '/subscription/checkout', adminToken, body);
      expect(wrongKey.statusCode).toBe(502);
      expect(wrongKey.json()).toMatchObject({
        code: 'PAYMENT_GATEWAY_ERROR',
        message: expect.stringContaining('check the Paystack secret key'),
      });

      const payments = await server.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.tenantId, tenantId));
      expect(payments).toEqual([]);
    });
  });

  describe('paying for a plan', () => {
    it('a new brokerage starts without a subscription: users 0', async () => {
      const { adminToken, agentToken } = await newBrokerage('Fresh');
      expect(await status(adminToken)).toEqual({ users: 0, plan: null, billing_period_id: null, ends_at: null });
      expect((await status(agentToken)).users).toBe(0);
    });

    it('checkout → pay on Paystack → verify starts the plan and opens the gate; verifying again adds nothing', async () => {
      const { adminToken, agentToken, adminEmail, tenantId } = await newBrokerage('Happy');
      const started = await checkout(adminToken, 'growth', 3);
      expect(started.reference).toMatch(/^SUB-\d{8}-[0-9A-F]{12}$/);
      expect(started.authorization_url).toBe(`${paystack.url}/checkout/${started.reference}`);

      const initialize = paystack.requests.find(
        (request) => request.path === '/transaction/initialize' && (request.body as { reference: string }).reference === started.reference,
      )!;
      expect(initialize.authorization).toBe(`Bearer ${paystack.secretKey}`);
      expect(initialize.body).toMatchObject({
        email: adminEmail,
        amount: 45_900_000,
        currency: 'NGN',
        reference: started.reference,
        callback_url: `${PUBLIC_URL}/paystack/redirect`,
      });
      expect(await paymentRow(started.reference)).toMatchObject({
        status: 'pending',
        amountKobo: 45_900_000,
        billingPeriodId: 3,
        tenantId,
      });

      const back = await actOnCheckoutPage(started.authorization_url, 'pay');
      expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/paystack/redirect`);
      expect(back.searchParams.get('trxref')).toBe(started.reference);
      expect(back.searchParams.get('reference')).toBe(started.reference);

      const before = Date.now();
      const verified = await call('POST', '/subscription/verify', adminToken, { reference: back.searchParams.get('reference') });
      expect(verified.statusCode, JSON.stringify(verified.json())).toBe(200);
      const { data } = verified.json();
      expect(data).toMatchObject({
        status: 'success',
        reference: started.reference,
        subscription: { plan: 'Growth', users: 10, billing_period_id: 3, billing_period: 'Yearly', payment_reference: started.reference },
      });
      const startsAt = new Date(data.subscription.starts_at);
      const endsAt = new Date(data.subscription.ends_at);
      expect(Math.abs(startsAt.getTime() - before)).toBeLessThan(60_000);
      const yearLater = new Date(startsAt);
      yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
      expect(Math.abs(endsAt.getTime() - yearLater.getTime())).toBeLessThan(2 * 86_400_000);

      expect(await status(adminToken)).toMatchObject({ users: 10, plan: 'Growth', billing_period_id: 3 });
      expect((await status(agentToken)).users).toBe(10);
      expect(await paymentRow(started.reference)).toMatchObject({ status: 'success', gatewayResponse: 'Successful' });

      // Any user of the brokerage may confirm; a second confirmation answers the same plan.
      const again = await call('POST', '/subscription/verify', agentToken, { reference: started.reference });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.subscription).toEqual(data.subscription);
      expect(await subscriptionCount(tenantId)).toBe(1);
    });

    it('verifying one payment three times at once starts one plan, after the one already running', async () => {
      const { adminToken, tenantId } = await newBrokerage('Renewal');
      const first = await checkout(adminToken, 'starter', 1);
      paystack.settle(first.reference, 'success');
      const current = (await call('POST', '/subscription/verify', adminToken, { reference: first.reference })).json().data.subscription;

      const renewal = await checkout(adminToken, 'starter', 2);
      paystack.settle(renewal.reference, 'success');
      const answers = await Promise.all(
        [1, 2, 3].map(() => call('POST', '/subscription/verify', adminToken, { reference: renewal.reference })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const bought = answers.map((answer) => answer.json().data.subscription);
      expect(new Set(bought.map((subscription) => JSON.stringify(subscription))).size).toBe(1);
      expect(await subscriptionCount(tenantId)).toBe(2);
      // Paid while the monthly plan runs: the quarter starts when the month ends.
      expect(bought[0].starts_at).toBe(current.ends_at);
      expect(bought[0]).toMatchObject({ billing_period: 'Quarterly', users: 3 });
      expect((await status(adminToken)).ends_at).toBe(current.ends_at);
    });

    it('a declined card gives a clear message, marks the payment failed and starts nothing', async () => {
      const { adminToken, tenantId } = await newBrokerage('Declined');
      const started = await checkout(adminToken, 'starter', 1);
      const back = await actOnCheckoutPage(started.authorization_url, 'decline');
      expect(back.searchParams.get('reference')).toBe(started.reference);
      const answer = await call('POST', '/subscription/verify', adminToken, { reference: started.reference });
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toMatchObject({ success: false, code: 'PAYMENT_DECLINED', message: 'Your payment was declined: Declined' });
      expect(await paymentRow(started.reference)).toMatchObject({ status: 'failed', gatewayResponse: 'Declined' });
      expect(await subscriptionCount(tenantId)).toBe(0);
      expect((await status(adminToken)).users).toBe(0);
    });

    it('says the reason Paystack gave for a decline', async () => {
      const { adminToken } = await newBrokerage('Insufficient');
      const started = await checkout(adminToken, 'starter', 1);
      paystack.settle(started.reference, 'failed', { gatewayResponse: 'Insufficient Funds' });
      const answer = await call('POST', '/subscription/verify', adminToken, { reference: started.reference });
      expect(answer.json().message).toBe('Your payment was declined: Insufficient Funds');
    });

    it('an abandoned payment (cancelled on Paystack’s page) is recorded as abandoned with a clear message', async () => {
      const { adminToken, tenantId } = await newBrokerage('Abandoned');
      const started = await checkout(adminToken, 'enterprise', 1);
      const back = await actOnCheckoutPage(started.authorization_url, 'cancel');
      expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/paystack/redirect`);
      const answer = await call('POST', '/subscription/verify', adminToken, { reference: back.searchParams.get('reference') });
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toMatchObject({
        code: 'PAYMENT_ABANDONED',
        message:
          'Your payment was not completed: The transaction was not completed. No money was taken; you can choose a plan and pay again.',
      });
      expect((await paymentRow(started.reference)).status).toBe('abandoned');
      expect(await subscriptionCount(tenantId)).toBe(0);
    });

    it('refuses a payment whose amount or currency is not the plan’s price', async () => {
      const { adminToken, tenantId } = await newBrokerage('Tampered');
      const short = await checkout(adminToken, 'growth', 3);
      paystack.settle(short.reference, 'success', { amount: 100 });
      const answer = await call('POST', '/subscription/verify', adminToken, { reference: short.reference });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'PAYMENT_AMOUNT_MISMATCH',
        message:
          'Paystack received ₦1.00 but the plan costs ₦459,000.00, so no subscription was started. Please contact support with your payment reference.',
      });
      expect(await paymentRow(short.reference)).toMatchObject({
        status: 'failed',
        gatewayResponse: expect.stringContaining('Amount mismatch'),
      });

      const dollars = await checkout(adminToken, 'growth', 3);
      paystack.settle(dollars.reference, 'success', { currency: 'USD' });
      const foreign = await call('POST', '/subscription/verify', adminToken, { reference: dollars.reference });
      expect(foreign.statusCode).toBe(409);
      expect(foreign.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
      expect(await subscriptionCount(tenantId)).toBe(0);
      expect((await status(adminToken)).users).toBe(0);
    });

    it('answers NOT_FOUND for a reference it never issued, or one of another brokerage', async () => {
      const mine = await newBrokerage('Mine');
      const theirs = await newBrokerage('Theirs');
      const unknown = await call('POST', '/subscription/verify', mine.adminToken, { reference: 'SUB-20990101-000000000000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });

      const started = await checkout(theirs.adminToken, 'starter', 1);
      paystack.settle(started.reference, 'success');
      const foreign = await call('POST', '/subscription/verify', mine.adminToken, { reference: started.reference });
      expect(foreign.statusCode).toBe(404);
      expect(await subscriptionCount(theirs.tenantId)).toBe(0);
    });

    it('checks the reference and needs a session', async () => {
      const { adminToken } = await newBrokerage('Checked');
      const bad = await call('POST', '/subscription/verify', adminToken, { reference: '../../etc/passwd' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'reference', message: 'This is not a payment reference' }]);
      const signedOut = await call('POST', '/subscription/verify', undefined, { reference: 'SUB-1' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe('INVALID_SESSION');
    });

    it('when Paystack cannot be reached during verification, says so and leaves the payment pending to check again', async () => {
      const { adminToken, tenantId } = await newBrokerage('Flaky');
      const started = await checkout(adminToken, 'starter', 1);
      paystack.settle(started.reference, 'success');
      paystack.setDown(true);
      const down = await call('POST', '/subscription/verify', adminToken, { reference: started.reference });
      paystack.setDown(false);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({
        code: 'PAYMENT_GATEWAY_UNREACHABLE',
        message: 'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
      });
      expect((await paymentRow(started.reference)).status).toBe('pending');
      expect(await subscriptionCount(tenantId)).toBe(0);

      const later = await call('POST', '/subscription/verify', adminToken, { reference: started.reference });
      expect(later.statusCode).toBe(200);
      expect(await subscriptionCount(tenantId)).toBe(1);
    });
  });

  describe('GET /subscription/license', () => {
    it('shows the admin the plan, seats in use, the period and every payment, newest first', async () => {
      const { adminToken, tenantId } = await newBrokerage('Licensed');
      const declined = await checkout(adminToken, 'starter', 1);
      paystack.settle(declined.reference, 'failed');
      await call('POST', '/subscription/verify', adminToken, { reference: declined.reference });
      const paid = await checkout(adminToken, 'growth', 2);
      paystack.settle(paid.reference, 'success');
      const { subscription } = (await call('POST', '/subscription/verify', adminToken, { reference: paid.reference })).json().data;

      const answer = await call('GET', '/subscription/license', adminToken);
      expect(answer.statusCode).toBe(200);
      const license = answer.json().data;
      expect(license.subscription).toEqual(subscription);
      expect(license.subscription).toMatchObject({ plan: 'Growth', users: 10, billing_period: 'Quarterly' });
      expect(license.users_in_use).toBe(2);
      expect(license.upcoming).toEqual([]);
      expect(
        license.payments.map((payment: { reference: string; status: string; amount: string; plan: string }) => [
          payment.reference,
          payment.status,
          payment.amount,
          payment.plan,
        ]),
      ).toEqual([
        [paid.reference, 'success', '128250.00', 'Growth'],
        [declined.reference, 'failed', '15000.00', 'Starter'],
      ]);
      expect(license.payments[0].paid_at).not.toBeNull();
      expect(license.payments[1]).toMatchObject({ gateway_response: 'Declined', paid_at: null, billing_period: 'Monthly' });
      expect(await subscriptionCount(tenantId)).toBe(1);
    });

    it('shows no plan to a brokerage without one, and is for admins only', async () => {
      const { adminToken, agentToken } = await newBrokerage('Unlicensed');
      const answer = await call('GET', '/subscription/license', adminToken);
      expect(answer.json().data).toEqual({ subscription: null, upcoming: [], users_in_use: 2, payments: [] });
      const agent = await call('GET', '/subscription/license', agentToken);
      expect(agent.statusCode).toBe(403);
      expect(agent.json().message).toBe('Only an administrator can see the licence');
      expect((await call('GET', '/subscription/license')).statusCode).toBe(401);
    });
  });
});

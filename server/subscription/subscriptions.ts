import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../domain/api';
import { koboToNaira } from '../../domain/money';
import {
  billingPeriodName,
  PAYMENT_ERROR_CODES,
  PAYMENT_NOT_FOUND,
  PAYMENT_STILL_PROCESSING,
  paymentAbandoned,
  paymentAmountMismatch,
  paymentDeclined,
  PAYMENTS_NOT_CONFIGURED,
  PAYSTACK_REFUSED_SETTINGS,
  PAYSTACK_UNEXPECTED,
  PAYSTACK_UNREACHABLE,
  type CheckoutPayload,
  type License,
  type PaymentRecord,
  type Plan,
  type SubscriptionSummary,
} from '../../domain/subscription';
import { BILLING_PERIODS, planPrices, subscriptionPayments, subscriptionPlans, subscriptions, tenants, users } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import { PaystackError, type PaystackClient, type VerifiedTransaction } from './paystack';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentRow = typeof subscriptionPayments.$inferSelect;

export const paymentsNotConfigured = () => new ApiError(503, PAYMENT_ERROR_CODES.notConfigured, PAYMENTS_NOT_CONFIGURED);

function periodOf(id: number) {
  return BILLING_PERIODS.find((period) => period.id === id);
}

export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  // The plans are the same for every brokerage, and the page showing them is public.
  const [plans, prices] = await ctx.database.asSystem((db) =>
    Promise.all([
      db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
      db.select().from(planPrices).orderBy(asc(planPrices.billingPeriodId)),
    ]),
  );
  return plans.map((plan) => ({
    id: plan.id,
    code: plan.code,
    name: plan.name,
    description: plan.description,
    users: plan.users,
    prices: prices
      .filter((price) => price.planId === plan.id && periodOf(price.billingPeriodId))
      .map((price) => ({
        billing_period_id: price.billingPeriodId as 1 | 2 | 3,
        billing_period: billingPeriodName(price.billingPeriodId),
        amount: koboToNaira(price.amountKobo),
        amount_kobo: price.amountKobo,
      })),
  }));
}

/** Paystack allows letters, digits, '-', '.' and '=' in a reference; the date helps a person find it in the dashboard. */
function newReference(now: Date): string {
  return `SUB-${DateTime.fromJSDate(now, { zone: 'Africa/Lagos' }).toFormat('yyyyLLdd')}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function gatewayFailure(error: unknown): ApiError {
  if (!(error instanceof PaystackError)) throw error;
  switch (error.kind) {
    case 'unreachable':
      return new ApiError(502, PAYMENT_ERROR_CODES.gatewayUnreachable, PAYSTACK_UNREACHABLE);
    case 'rejected':
      return new ApiError(502, PAYMENT_ERROR_CODES.gatewayError, PAYSTACK_REFUSED_SETTINGS);
    case 'not-found':
      return new ApiError(
        502,
        PAYMENT_ERROR_CODES.gatewayError,
        'Paystack has no record of this payment. No money was taken; you can choose a plan and pay again.',
      );
    default:
      return new ApiError(502, PAYMENT_ERROR_CODES.gatewayError, PAYSTACK_UNEXPECTED);
  }
}

/** Records a pending payment and asks Paystack for the page where the admin pays. Nothing is written when Paystack refuses. */
export async function startCheckout(
  ctx: AppContext,
  session: SessionUser,
  payload: CheckoutPayload,
  paystack: PaystackClient,
): Promise<{ authorization_url: string; reference: string }> {
  const { asTenant } = ctx.database;
  const [[user], [plan], [price]] = await asTenant(session.tenantId, (db) =>
    Promise.all([
      db.select({ email: users.email }).from(users).where(eq(users.id, session.userId)),
      db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, payload.planId)),
      db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planId, payload.planId), eq(planPrices.billingPeriodId, payload.billingPeriodId))),
    ]),
  );
  if (!plan) throw invalidInput([{ field: 'planId', message: 'This plan does not exist' }]);
  if (!price)
    throw invalidInput([
      { field: 'billingPeriodId', message: `${plan.name} is not sold ${billingPeriodName(payload.billingPeriodId).toLowerCase()}` },
    ]);
  if (!user) throw new ApiError(401, ERROR_CODES.invalidSession, 'Please sign in to continue');

  const reference = newReference(new Date());
  const callbackUrl = `${ctx.config.publicUrl}/paystack/redirect`;
  let initialized;
  try {
    initialized = await paystack.initialize({
      email: user.email,
      amountKobo: price.amountKobo,
      reference,
      callbackUrl,
      metadata: {
        tenant_id: session.tenantId,
        plan: plan.code,
        billing_period: billingPeriodName(payload.billingPeriodId),
        // Paystack sends a person who cancels on its page here, so the cancellation is recorded too.
        cancel_action: `${callbackUrl}?reference=${reference}`,
      },
    });
  } catch (error) {
    throw gatewayFailure(error);
  }
  if (initialized.reference !== reference) throw gatewayFailure(new PaystackError('unexpected', 'Paystack answered for another reference'));
  await asTenant(session.tenantId, (db) =>
    db.insert(subscriptionPayments).values({
      tenantId: session.tenantId,
      userId: session.userId,
      planId: plan.id,
      billingPeriodId: payload.billingPeriodId,
      amountKobo: price.amountKobo,
      reference,
      status: 'pending',
      authorizationUrl: initialized.authorizationUrl,
    }),
  );
  return { authorization_url: initialized.authorizationUrl, reference };
}

function summary(row: SubscriptionRow): SubscriptionSummary {
  return {
    plan: row.planName,
    users: row.users,
    billing_period_id: row.billingPeriodId,
    billing_period: billingPeriodName(row.billingPeriodId),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    payment_reference: row.paymentReference,
  };
}

async function subscriptionBoughtBy(db: Database | Transaction, payment: PaymentRow): Promise<SubscriptionSummary> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, payment.tenantId), eq(subscriptions.paymentReference, payment.reference)));
  if (!row) throw new Error(`Payment ${payment.reference} succeeded but bought no subscription`);
  return summary(row);
}

type Outcome = { kind: 'paid'; subscription: SubscriptionSummary } | { kind: 'refused'; error: ApiError };

/** Starts the subscription a verified payment bought: now, or when the brokerage's last running plan ends. */
async function startSubscription(tx: Transaction, payment: PaymentRow, verified: VerifiedTransaction): Promise<SubscriptionSummary> {
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, payment.planId));
  const period = periodOf(payment.billingPeriodId);
  if (!plan || !period) throw new Error(`Payment ${payment.reference} names a plan or period that does not exist`);
  const now = new Date();
  const [latest] = await tx
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, payment.tenantId), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  const startsAt = latest ? latest.endsAt : now;
  // Calendar months in Lagos time: 31 January plus one month is the last day of February.
  const endsAt = DateTime.fromJSDate(startsAt, { zone: 'Africa/Lagos' }).plus({ months: period.months }).toJSDate();
  const [row] = await tx
    .insert(subscriptions)
    .values({
      tenantId: payment.tenantId,
      planName: plan.name,
      paymentReference: payment.reference,
      billingPeriodId: period.id,
      users: plan.users,
      startsAt,
      endsAt,
    })
    .returning();
  await tx
    .update(subscriptionPayments)
    .set({ status: 'success', gatewayResponse: verified.gatewayResponse, paidAt: verified.paidAt ?? now })
    .where(eq(subscriptionPayments.id, payment.id));
  return summary(row!);
}

/** Decides, with the payment row locked, what Paystack's answer means for it. */
async function settle(tx: Transaction, payment: PaymentRow, verified: VerifiedTransaction): Promise<Outcome> {
  const mark = (status: 'failed' | 'abandoned', gatewayResponse: string | null) =>
    tx.update(subscriptionPayments).set({ status, gatewayResponse }).where(eq(subscriptionPayments.id, payment.id));
  switch (verified.status) {
    case 'success': {
      if (verified.currency !== 'NGN' || verified.amountKobo !== payment.amountKobo) {
        const message = paymentAmountMismatch(verified.amountKobo, payment.amountKobo, verified.currency);
        await mark(
          'failed',
          `Amount mismatch: received ${verified.currency} ${koboToNaira(verified.amountKobo)}, expected NGN ${koboToNaira(payment.amountKobo)}`,
        );
        return { kind: 'refused', error: new ApiError(409, PAYMENT_ERROR_CODES.amountMismatch, message) };
      }
      return { kind: 'paid', subscription: await startSubscription(tx, payment, verified) };
    }
    case 'failed':
    case 'reversed':
      await mark('failed', verified.gatewayResponse);
      return { kind: 'refused', error: new ApiError(402, PAYMENT_ERROR_CODES.declined, paymentDeclined(verified.gatewayResponse)) };
    case 'abandoned':
      await mark('abandoned', verified.gatewayResponse);
      return { kind: 'refused', error: new ApiError(402, PAYMENT_ERROR_CODES.abandoned, paymentAbandoned(verified.gatewayResponse)) };
    default:
      // ongoing, pending, processing, queued: Paystack has not decided yet, so neither do we.
      return { kind: 'refused', error: new ApiError(409, PAYMENT_ERROR_CODES.pending, PAYMENT_STILL_PROCESSING) };
  }
}

/**
 * Asks Paystack how a payment ended and, when it was paid in full, starts the subscription it bought.
 * A second verification of the same reference answers the same subscription and adds nothing.
 */
export async function verifyPayment(
  ctx: AppContext,
  session: SessionUser,
  reference: string,
  paystack: PaystackClient | null,
): Promise<{ status: 'success'; reference: string; subscription: SubscriptionSummary }> {
  const { asTenant } = ctx.database;
  const { payment, bought } = await asTenant(session.tenantId, async (db) => {
    const [payment] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.reference, reference));
    return { payment, bought: payment?.status === 'success' ? await subscriptionBoughtBy(db, payment) : null };
  });
  if (!payment) throw new ApiError(404, ERROR_CODES.notFound, PAYMENT_NOT_FOUND);
  if (bought) return { status: 'success', reference, subscription: bought };
  if (!paystack) throw paymentsNotConfigured();

  // Paystack is asked outside the transaction: no row stays locked while the network is slow.
  let verified: VerifiedTransaction;
  try {
    verified = await paystack.verify(reference);
  } catch (error) {
    throw gatewayFailure(error);
  }
  if (verified.reference !== reference) throw gatewayFailure(new PaystackError('unexpected', 'Paystack answered for another reference'));

  const outcome = await asTenant(session.tenantId, async (tx): Promise<Outcome> => {
    // The tenant first, then the payment: two payments of one brokerage start their plans one after the other.
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, session.tenantId)).for('update');
    const [locked] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, payment.id)).for('update');
    if (!locked) throw new ApiError(404, ERROR_CODES.notFound, PAYMENT_NOT_FOUND);
    if (locked.status === 'success') return { kind: 'paid', subscription: await subscriptionBoughtBy(tx, locked) };
    return settle(tx, locked, verified);
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return { status: 'success', reference, subscription: outcome.subscription };
}

/** The plan running now, if any (the latest to end when several overlap). */
async function runningSubscription(db: Transaction, tenantId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [running] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return running;
}

/** What the subscription gate reads: no users means no plan running, and the gate shows. */
export async function subscriptionStatus(db: Transaction, tenantId: string) {
  const running = await runningSubscription(db, tenantId, new Date());
  return running
    ? { users: running.users, plan: running.planName, billing_period_id: running.billingPeriodId, ends_at: running.endsAt.toISOString() }
    : { users: 0, plan: null, billing_period_id: null, ends_at: null };
}

/** The brokerage's licence: the plan running now, plans paid to follow it, seats in use and every payment. */
export async function licenseOf(db: Transaction, tenantId: string): Promise<License> {
  const now = new Date();
  const [current, upcoming, [seats], payments] = await Promise.all([
    runningSubscription(db, tenantId, now),
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), gt(subscriptions.startsAt, now)))
      .orderBy(asc(subscriptions.startsAt)),
    db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId)),
    db
      .select({ payment: subscriptionPayments, planName: subscriptionPlans.name })
      .from(subscriptionPayments)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
      .where(eq(subscriptionPayments.tenantId, tenantId))
      .orderBy(desc(subscriptionPayments.createdAt)),
  ]);
  return {
    subscription: current ? summary(current) : null,
    upcoming: upcoming.map(summary),
    users_in_use: seats?.n ?? 0,
    payments: payments.map(({ payment, planName }): PaymentRecord => ({
      reference: payment.reference,
      plan: planName,
      billing_period_id: payment.billingPeriodId,
      billing_period: billingPeriodName(payment.billingPeriodId),
      amount: koboToNaira(payment.amountKobo),
      amount_kobo: payment.amountKobo,
      status: payment.status,
      gateway_response: payment.gatewayResponse,
      paid_at: payment.paidAt?.toISOString() ?? null,
      created_at: payment.createdAt.toISOString(),
    })),
  };
}

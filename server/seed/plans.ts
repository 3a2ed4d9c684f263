import { inArray } from 'drizzle-orm';
import { planPrices, subscriptionPlans } from '../db/schema';
import type { Database } from '../db/client';

const naira = (whole: number): number => whole * 100;

/**
 * What a brokerage can subscribe to. Every plan holds the whole product and plans differ only in how
 * many people may sign in, so a description names no part of the product. Quarterly saves 5% and
 * yearly 15% against paying monthly; every amount is written out in whole naira so it can be
 * checked against the price list at a glance.
 */
export const SUBSCRIPTION_PLANS = [
  {
    code: 'starter',
    name: 'Starter',
    description: 'For a new brokerage: the principal broker and two officers.',
    users: 3,
    prices: { 1: naira(15_000), 2: naira(42_750), 3: naira(153_000) },
  },
  {
    code: 'growth',
    name: 'Growth',
    description: 'For a growing brokerage with account officers and agents.',
    users: 10,
    prices: { 1: naira(45_000), 2: naira(128_250), 3: naira(459_000) },
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    description: 'For large brokerages with branches across Nigeria, many agents and several administrators.',
    users: 50,
    prices: { 1: naira(150_000), 2: naira(427_500), 3: naira(1_530_000) },
  },
] as const;

/**
 * Adds the plans and prices that are missing, and leaves the ones present as they are (an operator
 * may have changed a price in the database). Safe to run at every start.
 */
export async function seedSubscriptionPlans(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptionPlans)
      .values(
        SUBSCRIPTION_PLANS.map((plan, index) => ({
          code: plan.code,
          name: plan.name,
          description: plan.description,
          users: plan.users,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing({ target: subscriptionPlans.code });
    const rows = await tx
      .select({ id: subscriptionPlans.id, code: subscriptionPlans.code })
      .from(subscriptionPlans)
      .where(
        inArray(
          subscriptionPlans.code,
          SUBSCRIPTION_PLANS.map((plan) => plan.code),
        ),
      );
    const ids = new Map(rows.map((row) => [row.code, row.id]));
    await tx
      .insert(planPrices)
      .values(
        SUBSCRIPTION_PLANS.flatMap((plan) =>
          Object.entries(plan.prices).map(([billingPeriodId, amountKobo]) => ({
            planId: ids.get(plan.code)!,
            billingPeriodId: Number(billingPeriodId),
            amountKobo,
          })),
        ),
      )
      .onConflictDoNothing({ target: [planPrices.planId, planPrices.billingPeriodId] });
  });
}

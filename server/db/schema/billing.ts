import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './tenancy';

/** What a brokerage can subscribe to; prices per billing period live in plan_prices. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  users: integer('users').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    billingPeriodId: integer('billing_period_id').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.billingPeriodId] })],
);

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;

/** A card payment through Paystack for a plan; the subscription starts only once it is verified. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    billingPeriodId: integer('billing_period_id').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    gatewayResponse: text('gateway_response'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_payments_tenant_idx').on(t.tenantId, t.createdAt)],
);

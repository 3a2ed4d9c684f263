import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_ROUTES, OUTBOX_STATUSES } from '../../../domain/mail';
import { tenants, users } from './tenancy';

export const KEY_PURPOSES = ['verify-email', 'reset-password'] as const;

/** Single-use keys sent by mail. Only a hash is kept, so a database leak cannot be replayed. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: KEY_PURPOSES }).notNull(),
    keyHash: text('key_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_keys_user_idx').on(t.userId, t.purpose)],
);

/** Every mail the brokerage sends: delivered through SMTP when configured, otherwise kept here to read. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    route: text('route', { enum: MAIL_ROUTES }).notNull().default('outbox'),
    attempts: integer('attempts').notNull().default(1),
    /** When a failed delivery is tried again; null once delivered, kept, or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The mail as it must be sent again (its single-use keys included), sealed, until it is delivered or given up. */
    sealedRetry: text('sealed_retry'),
  },
  (t) => [
    index('outbox_tenant_idx').on(t.tenantId, t.createdAt),
    index('outbox_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
  ],
);

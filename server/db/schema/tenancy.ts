import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { lgas, states } from './reference';

/** A brokerage. `url` is the address it chose on /broker-url (e.g. "acme" for acme.<host>). */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url'),
    email: text('email'),
    phone: text('phone'),
    rcNumber: text('rc_number'),
    naicomLicenseNumber: text('naicom_license_number'),
    address: text('address'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    website: text('website'),
    tin: text('tin'),
    logoFile: text('logo_file'),
    /** How many days a quote stands from its drafting. */
    quoteValidityDays: integer('quote_validity_days').notNull().default(30),
    /** Days before a policy's end when the client gets a renewal notice and its owner a reminder. */
    renewalReminderDays: integer('renewal_reminder_days')
      .array()
      .notNull()
      .default(sql`'{60,30,7}'`),
    /** Days an open claim may take from its report before it is flagged overdue and its owner told. */
    claimAgeLimitDays: integer('claim_age_limit_days').notNull().default(90),
    /** Moves on every change of who holds which permission (triggers on the grant tables), so cached grants know they are stale. */
    accessVersion: bigint('access_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenants_url_key').on(sql`lower(${t.url})`),
    check('tenants_quote_validity', sql`${t.quoteValidityDays} between 1 and 365`),
  ],
);

export const USER_TYPES = ['admin-role', 'broker', 'agent'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    pendingPasswordChange: boolean('pending_password_change').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    avatarUri: text('avatar_uri'),
    /** Who invited this user, for invited users; null for those who registered themselves. */
    invitedBy: uuid('invited_by'),
    /** A deleted user keeps their rows (their work stays attributed) but can never sign in again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Sign-in is by email alone, so an email belongs to one live person across all brokerages.
  (t) => [
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** One row per signed-in device; a token is valid only while its row is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per email and client address, kept in the database so that every server process
 * sees the same count. Counting by both means an attacker's failures block the attacker, never the
 * owner signing in from elsewhere. No brokerage is known yet: only the system door reaches it.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** When the account's owner was told of these failures; once per window. */
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);

/** Failed sign-ins per client address on any account: one address guessing across many accounts (password spraying). */
export const signInAddressFailures = pgTable('sign_in_address_failures', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** The request counts of the rate limit on the credential routes (@fastify/rate-limit's store), shared by every process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);

export const BILLING_PERIODS = [
  { id: 1, name: 'Monthly', months: 1 },
  { id: 2, name: 'Quarterly', months: 3 },
  { id: 3, name: 'Yearly', months: 12 },
] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    /** The verified payment that bought it; empty for plans granted without payment (the demo). */
    paymentReference: text('payment_reference'),
    billingPeriodId: integer('billing_period_id').notNull(),
    users: integer('users').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_tenant_idx').on(t.tenantId)],
);

/** The live (not deleted) user with this email, in any brokerage: sign-in and registration look people up this way. */
export const liveUserWithEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`;

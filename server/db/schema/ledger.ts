import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_SUB_TYPE_CODES, ENTRY_SOURCES, ENTRY_STATUSES, PERIOD_STATUSES, type ProposedLine } from '../../../domain/accounting';
import { premiumAccounts } from './brokerage';
import { createdAt, kobo, updatedAt } from './columns';
import { insuranceProviders } from './reference';
import { tenants, users } from './tenancy';

/**
 * The chart of accounts. A main account has no parent; a sub-account sits under one main account
 * (one client's receivable under Client Receivables, one insurer's payable under Premium Payable).
 * Lines post to accounts that have no sub-accounts; a main account's balance includes its subs'.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_SUB_TYPE_CODES }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => ledgerAccounts.id),
    description: text('description'),
    /** Accounts the product posts to by itself (commission income, VAT output, …), found by this key. */
    systemKey: text('system_key'),
    clientId: uuid('client_id'),
    clientType: text('client_type', { enum: ['INDIVIDUAL', 'CORPORATE'] }),
    insuranceProviderId: integer('insurance_provider_id').references(() => insuranceProviders.id),
    premiumAccountId: uuid('premium_account_id').references(() => premiumAccounts.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_tenant_code_key').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('ledger_accounts_tenant_system_key').on(t.tenantId, t.systemKey),
    uniqueIndex('ledger_accounts_tenant_client_key').on(t.tenantId, t.clientId),
    uniqueIndex('ledger_accounts_tenant_insurer_key').on(t.tenantId, t.insuranceProviderId),
    uniqueIndex('ledger_accounts_tenant_premium_account_key').on(t.tenantId, t.premiumAccountId),
    index('ledger_accounts_parent_idx').on(t.parentId),
  ],
);

/** A stretch of time the books are kept for; once closed, nothing posts into it again. */
export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    periodStart: date('period_start').notNull(),
    /** The last day of the period, inclusive. */
    periodEnd: date('period_end').notNull(),
    status: text('status', { enum: PERIOD_STATUSES }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('accounting_periods_tenant_idx').on(t.tenantId, t.periodStart),
    check('accounting_periods_order', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/** Currencies the brokerage deals in, each with its current rate to the naira (NGN itself is 1). */
export const currencies = pgTable(
  'currencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol'),
    isBase: boolean('is_base').notNull().default(false),
    /** Naira for one unit of the currency. */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    rateDate: date('rate_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('currencies_tenant_code_key').on(t.tenantId, t.code)],
);

/** Every rate a currency has had, newest last. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    currencyId: uuid('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    rateDate: date('rate_date').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rate_history_currency_idx').on(t.currencyId, t.recordedAt)],
);

/**
 * A journal entry. Manual ones wait as `pending` with their proposed lines until a second person
 * approves; only then are lines written to journal_lines. Entries posted by the product's own
 * events (payments, remittances, …) are approved when written. Nothing approved ever changes: a
 * correction is a reversing entry.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    refNo: text('ref_no').notNull(),
    entryDate: date('entry_date').notNull(),
    description: text('description').notNull(),
    currencyCode: text('currency_code').notNull().default('NGN'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull().default('1'),
    status: text('status', { enum: ENTRY_STATUSES }).notNull(),
    source: text('source', { enum: ENTRY_SOURCES }).notNull(),
    /** The record the entry belongs to (an invoice, a remittance, …), for "View Transactions". */
    sourceId: text('source_id'),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => journalEntries.id),
    periodId: uuid('period_id')
      .notNull()
      .references(() => accountingPeriods.id),
    /** The lines as entered, in the entry's currency; kept as proposed whatever the decision. */
    proposedLines: jsonb('proposed_lines').$type<ProposedLine[]>().notNull(),
    totalKobo: kobo('total_kobo'),
    totalMinor: kobo('total_minor'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    // Stored upper-cased, so lookups use this index plainly (an expression index is no use under row-level security).
    uniqueIndex('journal_entries_tenant_ref_key').on(t.tenantId, t.refNo),
    // One live reversal per entry: reversing twice would undo the correction.
    uniqueIndex('journal_entries_reverses_key')
      .on(t.reversesEntryId)
      .where(sql`${t.status} <> 'rejected'`),
    index('journal_entries_tenant_date_idx').on(t.tenantId, t.entryDate),
    index('journal_entries_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('journal_entries_source_idx').on(t.tenantId, t.source, t.sourceId),
    // The list's sorts walk these either way (key then id) instead of sorting the book per page.
    index('journal_entries_tenant_amount_idx').on(t.tenantId, t.totalKobo, t.id),
    index('journal_entries_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    // The returns read one source's entries over a period (the invoices' billing, the refunds).
    index('journal_entries_source_date_idx').on(t.tenantId, t.source, t.entryDate),
    // …and the reversals dated in it, few among the entries.
    index('journal_entries_reversal_date_idx')
      .on(t.tenantId, t.entryDate)
      .where(sql`${t.reversesEntryId} is not null`),
    // The transactions list's order, alone and by status.
    index('journal_entries_tenant_order_idx').on(
      t.tenantId,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('journal_entries_status_order_idx').on(
      t.tenantId,
      t.status,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** The posted lines of approved entries, in naira. Written once; the app role may not change or delete them. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    entryDate: date('entry_date').notNull(),
    debitKobo: kobo('debit_kobo'),
    creditKobo: kobo('credit_kobo'),
    /** The line's amount in the entry's currency, minor units. */
    currencyMinor: kobo('currency_minor'),
    description: text('description'),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId, t.entryDate, t.id),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_one_side', sql`(${t.debitKobo} > 0 and ${t.creditKobo} = 0) or (${t.creditKobo} > 0 and ${t.debitKobo} = 0)`),
  ],
);

/** The brokerage and account a row of totals belongs to. */
const accountColumns = () => ({
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
});

/** What a row of totals sums: the debits and credits of the lines, and how many there were. */
export const totalColumns = () => ({
  debitKobo: kobo('debit_kobo'),
  creditKobo: kobo('credit_kobo'),
  lineCount: integer('line_count').notNull().default(0),
});

/**
 * Each account's debits and credits per day, kept as lines post. Statements and running balances
 * read these (a few hundred rows a year per account) rather than every line.
 */
export const accountDailyTotals = pgTable(
  'account_daily_totals',
  {
    ...accountColumns(),
    day: date('day').notNull(),
    ...totalColumns(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index('account_daily_totals_tenant_day_idx').on(t.tenantId, t.day)],
);

/** The same per month (`month` is its first day): a year of statements reads twelve rows per account. */
export const accountMonthlyTotals = pgTable(
  'account_monthly_totals',
  {
    ...accountColumns(),
    month: date('month').notNull(),
    ...totalColumns(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] }), index('account_monthly_totals_tenant_month_idx').on(t.tenantId, t.month)],
);

/** The last reference number handed out per prefix (JV for manual entries, SYS for the product's own). */
export const journalRefCounters = pgTable(
  'journal_ref_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix] })],
);

/**
 * Each account's debits and credits per day by the event that posted them (a reversal counts as
 * the event it turns around), kept as lines post: the returns tell premium billed, collected and
 * remitted apart from these rather than from every line.
 */
export const accountSourceDailyTotals = pgTable(
  'account_source_daily_totals',
  {
    ...accountColumns(),
    day: date('day').notNull(),
    source: text('source', { enum: ENTRY_SOURCES }).notNull(),
    ...totalColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.source] }),
    index('account_source_daily_totals_tenant_source_day_idx').on(t.tenantId, t.source, t.day),
  ],
);

/** The same per month (`month` is its first day). */
export const accountSourceMonthlyTotals = pgTable(
  'account_source_monthly_totals',
  {
    ...accountColumns(),
    month: date('month').notNull(),
    source: text('source', { enum: ENTRY_SOURCES }).notNull(),
    ...totalColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.month, t.source] }),
    index('account_source_monthly_totals_tenant_source_month_idx').on(t.tenantId, t.source, t.month),
  ],
);

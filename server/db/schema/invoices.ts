import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, TRANSACTION_TYPES } from '../../../domain/invoices/vocabulary';
import { coBrokers, corporateClients, individualClients, products } from './book';
import { storedFiles } from './brokerage';
import { createdAt, kobo, updatedAt } from './columns';
import { journalEntries, ledgerAccounts } from './ledger';
import { createdBy, tenantId } from './owners';
import { insuranceProviders } from './reference';
import { tenants, users } from './tenancy';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

// The invoice lifecycle (second seed document, sections 2 to 9): the invoice (a debit note), its
// payments, premium and VAT remittances with their receipts, and deletion requests. Money is kobo.

/** The invoice list's keys as its indexes hold them: issue date, then number, newest first, then id. */
const listOrder = (t: Record<'issueDate' | 'invoiceNo' | 'id', ExtraConfigColumn>) => [
  t.issueDate.desc().nullsFirst(),
  t.invoiceNo.desc().nullsFirst(),
  t.id.desc().nullsFirst(),
];

const entryId = () => uuid('entry_id').references(() => journalEntries.id);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceNo: text('invoice_no').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('payment pending'),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull().default('NEW POLICY'),
    clientType: text('client_type', { enum: ['INDIVIDUAL', 'CORPORATE'] }).notNull(),
    individualClientId: uuid('individual_client_id').references(() => individualClients.id),
    corporateClientId: uuid('corporate_client_id').references(() => corporateClients.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    insuranceProviderId: integer('insurance_provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    /** Quotes and policies arrive with their own issue; until then these stay empty. */
    quoteId: uuid('quote_id'),
    policyId: uuid('policy_id'),
    issueDate: date('issue_date').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    sumInsuredKobo: kobo('sum_insured_kobo'),
    premiumKobo: kobo('premium_kobo'),
    commissionType: text('commission_type', { enum: ['Flat', 'Percentage'] }).notNull(),
    /** Naira for Flat, per cent for Percentage. */
    commissionRate: numeric('commission_rate', { precision: 18, scale: 2 }).notNull(),
    commissionKobo: kobo('commission_kobo'),
    /** VAT on the commission (7.5 %). */
    vatKobo: kobo('vat_kobo'),
    paidKobo: kobo('paid_kobo'),
    /** The VAT collected with the payments so far; all of it once paid. */
    vatPaidKobo: kobo('vat_paid_kobo'),
    premiumRemittedKobo: kobo('premium_remitted_kobo'),
    vatRemittedKobo: kobo('vat_remitted_kobo'),
    modeOfPayment: text('mode_of_payment'),
    remittedStatus: text('remitted_status'),
    insured: text('insured').notNull(),
    narration: text('narration'),
    /** The entry that billed the client. */
    issueEntryId: uuid('issue_entry_id').references(() => journalEntries.id),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_no_key').on(t.tenantId, t.invoiceNo),
    index('invoices_tenant_status_idx').on(t.tenantId, t.status, t.issueDate),
    // The list's order (issue date, then number, newest first, then id), alone and under its filters.
    // A range of issue dates is a range of its first key; the production return and the client's
    // records read their notes oldest first (issue date, then number) by walking it backwards.
    index('invoices_tenant_issued_idx').on(t.tenantId, ...listOrder(t)),
    index('invoices_tenant_status_issued_idx').on(t.tenantId, t.status, ...listOrder(t)),
    index('invoices_tenant_creator_issued_idx').on(t.tenantId, t.createdBy, ...listOrder(t)),
    index('invoices_individual_issued_idx').on(t.tenantId, t.individualClientId, ...listOrder(t)),
    index('invoices_corporate_issued_idx').on(t.tenantId, t.corporateClientId, ...listOrder(t)),
    index('invoices_tenant_provider_idx').on(t.tenantId, t.insuranceProviderId),
    // The list's sorts walk these either way (key then id) instead of sorting the book per page.
    index('invoices_tenant_amount_idx').on(t.tenantId, t.premiumKobo, t.id),
    index('invoices_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    // The return premium return's credit notes of a period (and its check), without walking the other notes.
    index('invoices_tenant_type_issue_idx').on(t.tenantId, t.transactionType, t.issueDate),
    // The dashboard's premium tiles and panels, and the business returns, sum a period's debit notes
    // from this index alone (business-generated by who wrote their policy, else who raised them).
    index('invoices_tenant_issue_figures_idx').on(
      t.tenantId,
      t.issueDate,
      t.status,
      t.transactionType,
      t.premiumKobo,
      t.commissionKobo,
      t.paidKobo,
      t.insuranceProviderId,
      t.productId,
      t.policyId,
      t.createdBy,
    ),
    // The paid invoices whose premium is still (partly) in hand, few among the paid: the dashboard's
    // remittance clock reads them alone. The condition is the one unremittedKobo (money-sql.ts) writes.
    index('invoices_premium_in_hand_idx')
      .on(t.tenantId)
      .where(sql`${t.status} = 'paid' and (${t.premiumKobo} - ${t.commissionKobo} - ${t.vatKobo} - ${t.premiumRemittedKobo}) > 0`),
    check(
      'invoices_one_client',
      sql`(${t.clientType} = 'INDIVIDUAL' and ${t.individualClientId} is not null and ${t.corporateClientId} is null) or (${t.clientType} = 'CORPORATE' and ${t.corporateClientId} is not null and ${t.individualClientId} is null)`,
    ),
    check(
      'invoices_money',
      sql`${t.premiumKobo} > 0 and ${t.paidKobo} >= 0 and ${t.paidKobo} <= ${t.premiumKobo} and ${t.premiumRemittedKobo} >= 0 and ${t.vatRemittedKobo} >= 0 and ${t.vatRemittedKobo} <= ${t.vatPaidKobo} and ${t.vatPaidKobo} <= ${t.vatKobo}`,
    ),
    check('invoices_period', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

const invoiceId = () =>
  uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' });

export const invoiceCoBrokers = pgTable(
  'invoice_co_brokers',
  {
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    coBrokerId: uuid('co_broker_id')
      .notNull()
      .references(() => coBrokers.id),
    percentageOfPremium: numeric('percentage_of_premium', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.coBrokerId] })],
);

export const invoiceCoInsurers = pgTable(
  'invoice_co_insurers',
  {
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    insuranceProviderId: integer('insurance_provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    percentageOfPremium: numeric('percentage_of_premium', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.insuranceProviderId] })],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    amountKobo: kobo('amount_kobo'),
    modeOfPayment: text('mode_of_payment').notNull(),
    paymentDate: date('payment_date').notNull(),
    chequeNumber: text('cheque_number'),
    bankName: text('bank_name'),
    description: text('description'),
    /** The account that received the money (or, for a captured commission, the debit side). */
    debitAccountId: uuid('debit_account_id').references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id').references(() => ledgerAccounts.id),
    commissionKobo: kobo('commission_kobo'),
    entryId: entryId(),
    commissionEntryId: uuid('commission_entry_id').references(() => journalEntries.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt), check('invoice_payments_amount', sql`${t.amountKobo} > 0`)],
);

export const premiumRemittances = pgTable(
  'premium_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    remittanceType: text('remittance_type', { enum: ['FULL REMITTANCE', 'PARTIAL REMITTANCE'] }).notNull(),
    remittanceDate: date('remittance_date').notNull(),
    amountKobo: kobo('amount_kobo'),
    balanceDueDate: date('balance_due_date'),
    remark: text('remark'),
    mode: text('mode', { enum: ['Cheque', 'Bank Transfer', 'Other'] }).notNull(),
    bankName: text('bank_name'),
    chequeNumber: text('cheque_number'),
    otherDescription: text('other_description'),
    bankAccountId: uuid('bank_account_id').references(() => ledgerAccounts.id),
    entryId: entryId(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('premium_remittances_invoice_idx').on(t.invoiceId, t.createdAt),
    // The remitted list's order (date, then entry, newest first), and its count and sum read from the index alone.
    index('premium_remittances_tenant_date_idx').on(t.tenantId, t.remittanceDate, t.createdAt, t.id, t.amountKobo),
    // The partial remittances that set a date for the balance: the remittance schedules.
    index('premium_remittances_schedules_idx')
      .on(t.tenantId, t.remittanceDate)
      .where(sql`${t.remittanceType} = 'PARTIAL REMITTANCE' and ${t.balanceDueDate} is not null`),
    check('premium_remittances_amount', sql`${t.amountKobo} > 0`),
  ],
);

/** The underwriter's receipts for a premium remittance (the spec's ModeOfRemittanceDocuments). */
export const premiumRemittanceDocuments = pgTable(
  'premium_remittance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => premiumRemittances.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('premium_remittance_documents_remittance_idx').on(t.remittanceId)],
);

export const vatRemittances = pgTable(
  'vat_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    remittanceType: text('remittance_type', { enum: ['FULL REMITTANCE', 'PARTIAL REMITTANCE'] }).notNull(),
    remittanceDate: date('remittance_date').notNull(),
    amountKobo: kobo('amount_kobo'),
    mode: text('mode', { enum: ['Cheque', 'Bank Transfer'] }).notNull(),
    bankName: text('bank_name'),
    chequeNumber: text('cheque_number'),
    bankAccountId: uuid('bank_account_id').references(() => ledgerAccounts.id),
    entryId: entryId(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('vat_remittances_invoice_idx').on(t.invoiceId, t.createdAt), check('vat_remittances_amount', sql`${t.amountKobo} > 0`)],
);

/** The VAT receipts (the spec's VatRemittanceDocuments). */
export const vatRemittanceDocuments = pgTable(
  'vat_remittance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    vatRemittanceId: uuid('vat_remittance_id')
      .notNull()
      .references(() => vatRemittances.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('vat_remittance_documents_remittance_idx').on(t.vatRemittanceId)],
);

export const DELETION_DECISIONS = ['pending', 'accepted', 'rejected'] as const;

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: invoiceId(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision', { enum: DELETION_DECISIONS }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deletion_requests_one_pending')
      .on(t.invoiceId)
      .where(sql`${t.decision} = 'pending'`),
    index('deletion_requests_invoice_idx').on(t.invoiceId, t.requestedAt),
  ],
);

/** A write a double click or a retry could repeat: the first answer, kept for its key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path the key was first used on, and a hash of the body. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** The next invoice number per brokerage (INV/2026/000001 …). */
export const invoiceCounters = pgTable('invoice_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull(),
});

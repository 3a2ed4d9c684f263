import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENDORSEMENT_KINDS, ENDORSEMENT_STATUSES } from '../../../domain/policies/endorsement';
import { storedFiles } from './brokerage';
import { createdAt, kobo, moment, updatedAt } from './columns';
import { invoices } from './invoices';
import { journalEntries, ledgerAccounts } from './ledger';
import { createdBy, person, tenantId } from './owners';
import { policies } from './policies';

// Endorsements and refunds (issue 16): a mid-term change to a policy on cover, its pro-rata premium
// billed or returned, and the returned premium paid back to the client. Money is kobo.

export const endorsements = pgTable(
  'endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    endorsementNo: text('endorsement_no').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    kind: text('kind', { enum: ENDORSEMENT_KINDS }).notNull(),
    status: text('status', { enum: ENDORSEMENT_STATUSES }).notNull().default('pending'),
    description: text('description').notNull(),
    effectiveDate: date('effective_date').notNull(),
    /** The policy's terms when registered, and with the change. */
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    newEndDate: date('new_end_date').notNull(),
    premiumKobo: kobo('premium_kobo'),
    newPremiumKobo: kobo('new_premium_kobo'),
    sumInsuredKobo: kobo('sum_insured_kobo'),
    newSumInsuredKobo: kobo('new_sum_insured_kobo'),
    /** Additions and deletions: the items and covers after the change; else null. */
    items: jsonb('items'),
    covers: jsonb('covers'),
    adjustmentKind: text('adjustment_kind', { enum: ['additional', 'return', 'none'] }).notNull(),
    adjustmentKobo: kobo('adjustment_kobo'),
    daysRemaining: integer('days_remaining').notNull(),
    daysInPeriod: integer('days_in_period').notNull(),
    commissionKobo: kobo('commission_kobo'),
    vatKobo: kobo('vat_kobo'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    clientNotifiedAt: moment('client_notified_at'),
    statusReason: text('status_reason'),
    decidedBy: person('decided_by'),
    decidedAt: moment('decided_at'),
    appliedBy: person('applied_by'),
    appliedAt: moment('applied_at'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('endorsements_tenant_no_key').on(t.tenantId, t.endorsementNo),
    // A policy has one open change at a time: each is worked on the terms the last one left.
    uniqueIndex('endorsements_one_open_key')
      .on(t.policyId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('endorsements_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('endorsements_policy_idx').on(t.policyId, t.createdAt),
    // A credit note's endorsement, for the return premium return.
    index('endorsements_invoice_idx').on(t.invoiceId),
    check('endorsements_money', sql`${t.adjustmentKobo} >= 0 and ${t.commissionKobo} >= 0 and ${t.vatKobo} >= 0`),
  ],
);

/** Who did what to an endorsement: registered, mailed, approved, rejected, invoiced, applied, documents. */
export const endorsementEvents = pgTable(
  'endorsement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    endorsementId: uuid('endorsement_id')
      .notNull()
      .references(() => endorsements.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status', { enum: ENDORSEMENT_STATUSES }).notNull(),
    note: text('note'),
    by: person('by'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('endorsement_events_endorsement_idx').on(t.endorsementId, t.at)],
);

export const endorsementDocuments = pgTable(
  'endorsement_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    endorsementId: uuid('endorsement_id')
      .notNull()
      .references(() => endorsements.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('endorsement_documents_endorsement_idx').on(t.endorsementId, t.createdAt)],
);

/**
 * Returned premium owed to a client: raised with the POLICY_EDORSEMENT_REMITTANCE invoice that
 * reverses the commission and VAT on it; paid once the insurer's share has come back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    refundNo: text('refund_no').notNull(),
    endorsementId: uuid('endorsement_id')
      .notNull()
      .references(() => endorsements.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidAt: moment('paid_at'),
    paidBy: person('paid_by'),
    modeOfPayment: text('mode_of_payment'),
    paymentDate: date('payment_date'),
    paidFromAccountId: uuid('paid_from_account_id').references(() => ledgerAccounts.id),
    chequeNumber: text('cheque_number'),
    paymentEntryId: uuid('payment_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_tenant_no_key').on(t.tenantId, t.refundNo),
    uniqueIndex('refunds_endorsement_key').on(t.endorsementId),
    index('refunds_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The return premium return: the refunds paid in a period, and a credit note's refund.
    index('refunds_tenant_payment_idx').on(t.tenantId, t.paymentDate),
    index('refunds_invoice_idx').on(t.invoiceId),
  ],
);

/** The last END/ and RFD/ numbers given, per brokerage. */
export const endorsementCounters = pgTable(
  'endorsement_counters',
  {
    tenantId: tenantId(),
    series: text('series', { enum: ['END', 'RFD'] }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.series] })],
);

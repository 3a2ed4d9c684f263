import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLAIM_STATUSES } from '../../../domain/claims/status';
import { storedFiles } from './brokerage';
import { createdAt, koboAmount, moment, updatedAt } from './columns';
import { journalEntries, ledgerAccounts } from './ledger';
import { createdBy, person, tenantId } from './owners';
import { policies } from './policies';

// Claims (issue 17): a loss registered on a policy, its documents, its conversation, who moved it
// where, and the settlement through the books. Money is kobo.

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    claimNo: text('claim_no').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('registered'),
    insuredItem: text('insured_item'),
    lossDate: date('loss_date').notNull(),
    lossPlace: text('loss_place').notNull(),
    reportedDate: date('reported_date').notNull(),
    cause: text('cause').notNull(),
    description: text('description').notNull(),
    reportedBy: text('reported_by').notNull(),
    reporterPhone: text('reporter_phone'),
    estimatedLossKobo: koboAmount('estimated_loss_kobo').notNull(),
    thirdParties: text('third_parties'),
    policeReportNumber: text('police_report_number'),
    /** The class of business's checklist as it stood when the claim was registered. */
    checklist: jsonb('checklist').$type<string[]>().notNull(),
    adjusterName: text('adjuster_name'),
    adjusterFirm: text('adjuster_firm'),
    adjusterEmail: text('adjuster_email'),
    offerKobo: koboAmount('offer_kobo'),
    excessKobo: koboAmount('excess_kobo'),
    settledKobo: koboAmount('settled_kobo'),
    settlementMode: text('settlement_mode', { enum: ['through_brokerage', 'direct_to_client'] }),
    settledOn: date('settled_on'),
    /** The day it stopped being worked: settled, declined or withdrawn. */
    finishedOn: date('finished_on'),
    statusReason: text('status_reason'),
    receiptEntryId: uuid('receipt_entry_id').references(() => journalEntries.id),
    paymentEntryId: uuid('payment_entry_id').references(() => journalEntries.id),
    moneyAccountId: uuid('money_account_id').references(() => ledgerAccounts.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_tenant_no_key').on(t.tenantId, t.claimNo),
    index('claims_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('claims_tenant_status_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst()),
    index('claims_policy_idx').on(t.policyId, t.createdAt),
    // The list's sorts walk these either way (key then id) instead of sorting the book per page.
    index('claims_tenant_amount_idx').on(t.tenantId, t.estimatedLossKobo, t.id),
    index('claims_tenant_loss_idx').on(t.tenantId, t.lossDate, t.id),
    index('claims_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    check(
      'claims_money',
      sql`${t.estimatedLossKobo} > 0 and coalesce(${t.offerKobo}, 0) >= 0 and coalesce(${t.excessKobo}, 0) >= 0 and coalesce(${t.excessKobo}, 0) <= coalesce(${t.offerKobo}, ${t.excessKobo}, 0) and coalesce(${t.settledKobo}, 0) >= 0`,
    ),
  ],
);

/** Who did what to a claim: registered, documents, status changes, mails. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    note: text('note'),
    by: person('by'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.at)],
);

/** The claim's conversation (ClaimsComments). */
export const claimComments = pgTable(
  'claim_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    by: person('by'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('claim_comments_claim_idx').on(t.claimId, t.at)],
);

export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('claim_documents_claim_idx').on(t.claimId, t.createdAt)],
);

/** A brokerage's own list of documents for a class of business (an insurance category's code). */
export const claimChecklists = pgTable(
  'claim_checklists',
  {
    tenantId: tenantId(),
    categoryCode: text('category_code').notNull(),
    documents: jsonb('documents').$type<string[]>().notNull(),
    updatedBy: person('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.categoryCode] })],
);

/** The last CLM/ number given, per brokerage and year. */
export const claimCounters = pgTable(
  'claim_counters',
  {
    tenantId: tenantId(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

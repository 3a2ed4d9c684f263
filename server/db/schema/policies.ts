import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { POLICY_STATUSES } from '../../../domain/policies/status';
import { corporateClients, individualClients, products } from './book';
import { storedFiles } from './brokerage';
import { createdAt, kobo, moment, updatedAt } from './columns';
import { invoices } from './invoices';
import { createdBy, person, tenantId } from './owners';
import { quotes } from './quotes';
import { insuranceProviders } from './reference';
import { tenants } from './tenancy';

// Policies (issue 16): a risk proposed, placed with the insurer, on cover once its premium is in,
// and what happens to it after. Money is kobo; the terms are kept as proposed or endorsed.

export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    policyNo: text('policy_no').notNull(),
    insurerPolicyNo: text('insurer_policy_no'),
    status: text('status', { enum: POLICY_STATUSES }).notNull().default('proposal'),
    transactionType: text('transaction_type', { enum: ['NEW POLICY', 'RENEWAL'] })
      .notNull()
      .default('NEW POLICY'),
    clientType: text('client_type', { enum: ['INDIVIDUAL', 'CORPORATE'] }).notNull(),
    individualClientId: uuid('individual_client_id').references(() => individualClients.id),
    corporateClientId: uuid('corporate_client_id').references(() => corporateClients.id),
    nameOfInsured: text('name_of_insured').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    insuranceProviderId: integer('insurance_provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    sumInsuredKobo: kobo('sum_insured_kobo'),
    premiumKobo: kobo('premium_kobo'),
    commissionType: text('commission_type', { enum: ['Flat', 'Percentage'] }).notNull(),
    commissionRate: numeric('commission_rate', { precision: 18, scale: 2 }).notNull(),
    commissionKobo: kobo('commission_kobo'),
    vatKobo: kobo('vat_kobo'),
    /** The covers with their names, the insured items, co-brokers and co-insurers, as proposed or endorsed. */
    covers: jsonb('covers').notNull().default([]),
    items: jsonb('items').notNull().default([]),
    coBrokers: jsonb('co_brokers').notNull().default([]),
    coInsurers: jsonb('co_insurers').notNull().default([]),
    narration: text('narration'),
    quoteId: uuid('quote_id').references(() => quotes.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    renewalOf: uuid('renewal_of'),
    placementSentAt: moment('placement_sent_at'),
    placementConfirmedAt: moment('placement_confirmed_at'),
    creditNoteSentAt: moment('credit_note_sent_at'),
    activatedAt: moment('activated_at'),
    renewalNoticeSentAt: moment('renewal_notice_sent_at'),
    /** Why it lapsed or was cancelled. */
    statusReason: text('status_reason'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_tenant_no_key').on(t.tenantId, t.policyNo),
    // An invoice or a quote backs one policy at a time; a cancelled proposal lets it go.
    uniqueIndex('policies_live_invoice_key')
      .on(t.invoiceId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('policies_live_quote_key')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('policies_live_renewal_key')
      .on(t.renewalOf)
      .where(sql`${t.status} <> 'cancelled'`),
    index('policies_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('policies_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The dashboard's tiles count and sum the policies written in a period from this index alone.
    index('policies_tenant_start_idx').on(t.tenantId, t.startDate, t.status, t.sumInsuredKobo),
    index('policies_individual_idx').on(t.tenantId, t.individualClientId),
    index('policies_corporate_idx').on(t.tenantId, t.corporateClientId),
    // The list's sorts walk these either way (key then id) instead of sorting the book per page.
    index('policies_tenant_amount_idx').on(t.tenantId, t.premiumKobo, t.id),
    index('policies_tenant_end_idx').on(t.tenantId, t.endDate, t.id),
    index('policies_tenant_insured_idx').on(t.tenantId, t.nameOfInsured, t.id),
    index('policies_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    // Who wrote each policy a quarter's notes bill (business-generated), read from the index alone.
    index('policies_tenant_writer_idx').on(t.tenantId, t.id, t.createdBy),
    // Expiring policies and the renewal reminders read the policies on cover by their end date.
    index('policies_active_end_idx')
      .on(t.tenantId, t.endDate)
      .where(sql`${t.status} = 'active'`),
    // The client policies return reads the policies held in a period from this index alone.
    index('policies_held_idx')
      .on(t.tenantId, t.endDate, t.startDate, t.clientType, t.individualClientId, t.corporateClientId, t.sumInsuredKobo, t.premiumKobo)
      .where(sql`${t.activatedAt} is not null`),
    check(
      'policies_one_client',
      sql`(${t.clientType} = 'INDIVIDUAL' and ${t.individualClientId} is not null and ${t.corporateClientId} is null) or (${t.clientType} = 'CORPORATE' and ${t.corporateClientId} is not null and ${t.individualClientId} is null)`,
    ),
    check('policies_money', sql`${t.premiumKobo} > 0 and ${t.commissionKobo} >= 0 and ${t.vatKobo} >= 0 and ${t.sumInsuredKobo} > 0`),
    check('policies_period', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** Who did what to a policy, in order: proposed, edited, placed, confirmed, numbered, on cover, documents, lapsed… */
export const policyEvents = pgTable(
  'policy_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status', { enum: POLICY_STATUSES }).notNull(),
    note: text('note'),
    by: person('by'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('policy_events_policy_idx').on(t.policyId, t.at)],
);

/** The policy's files: the signed proposal form, the insurer's policy document, certificates, valuation reports. */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('policy_documents_policy_idx').on(t.policyId, t.createdAt)],
);

export const policyCounters = pgTable('policy_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull(),
});

export const REMINDER_KINDS = ['renewal', 'remittance warning', 'remittance escalation', 'credit note overdue', 'claim overdue'] as const;

/**
 * The reminders the job runner has sent, one per subject (a policy or an invoice), kind and
 * threshold (days before expiry, days since payment): a reminder is sent once, whichever process
 * and however many runs see it due.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    threshold: integer('threshold').notNull().default(0),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_once_key').on(t.subjectId, t.kind, t.threshold), index('reminders_tenant_idx').on(t.tenantId, t.sentAt)],
);

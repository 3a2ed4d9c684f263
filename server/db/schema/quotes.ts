import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { QUOTE_STATUSES } from '../../../domain/quotes/status';
import { corporateClients, individualClients, products } from './book';
import { storedFiles } from './brokerage';
import { createdAt, kobo, updatedAt } from './columns';
import { invoices } from './invoices';
import { createdBy, person, tenantId } from './owners';
import { insuranceCategories, insuranceProviders, linesOfBusiness, policyholderTypes } from './reference';
import { tenants } from './tenancy';

// Quotes (issue 15): a risk priced with an insurer's product, approved by a second person, sent to
// the client and converted into an invoice. Money is kobo; the priced terms are kept as quoted.

export const QUOTE_REQUEST_STATUSES = ['open', 'quoted', 'closed'] as const;

/**
 * A request for cover (POST /quote/request): from a client of the book or a prospect not yet in it,
 * for a class of business, with the documents that came with it. A broker answers it with a quote.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    requestNo: text('request_no').notNull(),
    status: text('status', { enum: QUOTE_REQUEST_STATUSES }).notNull().default('open'),
    clientType: text('client_type', { enum: ['INDIVIDUAL', 'CORPORATE'] }),
    individualClientId: uuid('individual_client_id').references(() => individualClients.id),
    corporateClientId: uuid('corporate_client_id').references(() => corporateClients.id),
    /** A prospect not yet a client: who to quote and how to reach them. */
    prospectName: text('prospect_name'),
    prospectEmail: text('prospect_email'),
    prospectPhone: text('prospect_phone'),
    quoteType: text('quote_type').notNull(),
    lineOfBusinessId: integer('line_of_business_id').references(() => linesOfBusiness.id),
    insuranceCategoryId: integer('insurance_category_id').references(() => insuranceCategories.id),
    subjectMatter: text('subject_matter').notNull(),
    sumInsuredKobo: bigint('sum_insured_kobo', { mode: 'number' }),
    desiredStartDate: date('desired_start_date'),
    notes: text('notes'),
    requestedBy: person('requested_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quote_requests_tenant_no_key').on(t.tenantId, t.requestNo),
    index('quote_requests_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'quote_requests_who',
      sql`${t.individualClientId} is not null or ${t.corporateClientId} is not null or ${t.prospectName} is not null`,
    ),
  ],
);

/** The files that came with a request: proposal forms, vehicle papers, valuation reports. */
export const quoteRequestDocuments = pgTable(
  'quote_request_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    documentName: text('document_name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_request_documents_request_idx').on(t.requestId)],
);

export const quoteRequestCounters = pgTable('quote_request_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull(),
});

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    quoteNo: text('quote_no').notNull(),
    quoteType: text('quote_type').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    clientType: text('client_type', { enum: ['INDIVIDUAL', 'CORPORATE'] }).notNull(),
    individualClientId: uuid('individual_client_id').references(() => individualClients.id),
    corporateClientId: uuid('corporate_client_id').references(() => corporateClients.id),
    policyholderTypeId: integer('policyholder_type_id').references(() => policyholderTypes.id),
    nameOfInsured: text('name_of_insured').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    insuranceProviderId: integer('insurance_provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    validUntil: date('valid_until').notNull(),
    sumInsuredKobo: kobo('sum_insured_kobo'),
    /** Percent of the sum insured, exact to four decimals. */
    rate: numeric('rate', { precision: 9, scale: 4 }).notNull(),
    /** The product's premium rate it came from (its minimum premium applies); null when the rate was typed. */
    premiumRateId: uuid('premium_rate_id'),
    premiumKobo: kobo('premium_kobo'),
    commissionType: text('commission_type', { enum: ['Flat', 'Percentage'] }).notNull(),
    commissionRate: numeric('commission_rate', { precision: 18, scale: 2 }).notNull(),
    commissionKobo: kobo('commission_kobo'),
    vatKobo: kobo('vat_kobo'),
    /** The priced parts as quoted: covers, discounts and loadings, the lines of the premium. */
    covers: jsonb('covers').notNull().default([]),
    adjustments: jsonb('adjustments').notNull().default([]),
    breakdown: jsonb('breakdown').notNull(),
    /** The insured items with their kind's details; co-brokers and co-insurers with names as quoted. */
    items: jsonb('items').notNull().default([]),
    coBrokers: jsonb('co_brokers').notNull().default([]),
    coInsurers: jsonb('co_insurers').notNull().default([]),
    narration: text('narration'),
    requestId: uuid('request_id').references(() => quoteRequests.id),
    revisionOf: uuid('revision_of'),
    /** The quotes that price one risk with several insurers share this; choosing one sets the others aside. */
    comparisonGroup: uuid('comparison_group'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    createdBy: createdBy(),
    decidedBy: person('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** When the quote slip last went to the client. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_tenant_no_key').on(t.tenantId, t.quoteNo),
    uniqueIndex('quotes_invoice_key').on(t.invoiceId),
    index('quotes_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_individual_idx').on(t.tenantId, t.individualClientId),
    index('quotes_corporate_idx').on(t.tenantId, t.corporateClientId),
    // The list's sorts walk these either way (key then id) instead of sorting the book per page.
    index('quotes_tenant_amount_idx').on(t.tenantId, t.premiumKobo, t.id),
    index('quotes_tenant_insured_idx').on(t.tenantId, t.nameOfInsured, t.id),
    index('quotes_tenant_status_id_idx').on(t.tenantId, t.status, t.id),
    index('quotes_comparison_idx').on(t.comparisonGroup),
    index('quotes_request_idx').on(t.requestId),
    // The hourly expiry reads only the quotes still open.
    index('quotes_open_validity_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('draft', 'pending approval', 'approved', 'rejected', 'sent')`),
    check(
      'quotes_one_client',
      sql`(${t.clientType} = 'INDIVIDUAL' and ${t.individualClientId} is not null and ${t.corporateClientId} is null) or (${t.clientType} = 'CORPORATE' and ${t.corporateClientId} is not null and ${t.individualClientId} is null)`,
    ),
    check('quotes_money', sql`${t.premiumKobo} >= 0 and ${t.commissionKobo} >= 0 and ${t.vatKobo} >= 0 and ${t.sumInsuredKobo} > 0`),
    check('quotes_period', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** Who did what to a quote, in order: drafted, edited, submitted, approved or rejected, sent, converted. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull(),
    note: text('note'),
    by: person('by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.at)],
);

export const quoteCounters = pgTable('quote_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastValue: integer('last_value').notNull(),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { createdBy, tenantId } from './owners';
import { covers, coverageTypes, insuranceCategories, insuranceProviders, lgas, policyholderTypes, states } from './reference';

// The brokerage's book: its clients, the underwriters it deals with at each insurer, the products
// it sells and the co-brokers it shares business with. Every row belongs to one brokerage.

export const CLIENT_STATUSES = ['active', 'pending', 'cancelled', 'inactive'] as const;

export const individualClients = pgTable(
  'individual_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    title: text('title'),
    firstname: text('firstname').notNull(),
    middleName: text('middle_name'),
    lastname: text('lastname').notNull(),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    phone: text('phone'),
    alternatePhone: text('alternate_phone'),
    address: text('address'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    occupation: text('occupation'),
    employer: text('employer'),
    policyholderTypeId: integer('policyholder_type_id').references(() => policyholderTypes.id),
    identificationType: text('identification_type'),
    identificationNumber: text('identification_number'),
    identificationExpiry: date('identification_expiry'),
    bvn: text('bvn'),
    nin: text('nin'),
    politicallyExposed: boolean('politically_exposed').notNull().default(false),
    /** The public office that makes the person politically exposed, for the regulatory reports. */
    politicalPosition: text('political_position'),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('individual_clients_tenant_idx').on(t.tenantId, t.status),
    index('individual_clients_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('individual_clients_status_created_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The all-clients list sorted by name walks this side by its name, as the list spells it.
    index('individual_clients_tenant_name_idx').on(t.tenantId, sql`(${t.firstname} || ' ' || ${t.lastname})`, t.id),
    uniqueIndex('individual_clients_bvn_key')
      .on(t.tenantId, t.bvn)
      .where(sql`${t.bvn} is not null`),
    uniqueIndex('individual_clients_nin_key')
      .on(t.tenantId, t.nin)
      .where(sql`${t.nin} is not null`),
  ],
);

export const corporateClients = pgTable(
  'corporate_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    corporateName: text('corporate_name').notNull(),
    rcNumber: text('rc_number'),
    tin: text('tin'),
    dateOfIncorporation: date('date_of_incorporation'),
    industry: text('industry'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    operatingBusinessAddress: text('operating_business_address'),
    cityOfOperation: text('city_of_operation'),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    contactPersonName: text('contact_person_name'),
    contactPersonPhone: text('contact_person_phone'),
    contactPersonEmail: text('contact_person_email'),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('corporate_clients_tenant_idx').on(t.tenantId, t.status),
    index('corporate_clients_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('corporate_clients_status_created_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('corporate_clients_tenant_name_idx').on(t.tenantId, t.corporateName, t.id),
    uniqueIndex('corporate_clients_rc_key')
      .on(t.tenantId, sql`upper(${t.rcNumber})`)
      .where(sql`${t.rcNumber} is not null`),
  ],
);

export const directors = pgTable(
  'directors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    corporateClientId: uuid('corporate_client_id')
      .notNull()
      .references(() => corporateClients.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality'),
    address: text('address'),
    identificationType: text('identification_type'),
    identificationNumber: text('identification_number'),
    identificationExpiry: date('identification_expiry'),
    bvn: text('bvn'),
    politicallyExposed: boolean('politically_exposed').notNull().default(false),
    politicalPosition: text('political_position'),
    /** Percentage of the shares held, two decimals. */
    shareholding: numeric('shareholding', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [index('directors_client_idx').on(t.corporateClientId)],
);

/** Someone the brokerage deals with at an insurer (an underwriting desk or officer). */
export const underwriters = pgTable(
  'underwriters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    name: text('name').notNull(),
    branch: text('branch'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('underwriters_provider_idx').on(t.tenantId, t.providerId)],
);

export const underwriterContacts = pgTable(
  'underwriter_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    underwriterId: uuid('underwriter_id')
      .notNull()
      .references(() => underwriters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('underwriter_contacts_underwriter_idx').on(t.underwriterId)],
);

export const COMMISSION_TYPES = ['Flat', 'Percentage'] as const;
export const TENOR_UNITS = ['Days', 'Weeks', 'Months', 'Years'] as const;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    insuranceProviderId: integer('insurance_provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    insuranceCategoryId: integer('insurance_category_id')
      .notNull()
      .references(() => insuranceCategories.id),
    coverageTypeId: integer('coverage_type_id').references(() => coverageTypes.id),
    productName: text('product_name').notNull(),
    remark: text('remark'),
    tenor: integer('tenor'),
    tenorUnit: text('tenor_unit', { enum: TENOR_UNITS }),
    commissionType: text('commission_type', { enum: COMMISSION_TYPES }).notNull(),
    /** A percentage of premium for Percentage, an amount in naira for Flat; exact to two decimals. */
    commissionRate: numeric('commission_rate', { precision: 18, scale: 2 }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_tenant_idx').on(t.tenantId, t.insuranceProviderId, t.insuranceCategoryId),
    uniqueIndex('products_name_key')
      .on(t.tenantId, t.insuranceProviderId, sql`lower(${t.productName})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

// Generic over its columns, so that each part's own columns keep their types.
const productPart = <C extends Record<string, PgColumnBuilderBase>>(table: string, columns: C) =>
  pgTable(
    table,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tenantId: tenantId(),
      productId: uuid('product_id')
        .notNull()
        .references(() => products.id, { onDelete: 'cascade' }),
      position: integer('position').notNull().default(0),
      ...columns,
    },
    (t) => [index(`${table}_product_idx`).on(t.productId)],
  );

export const productRules = productPart('product_rules', { rule: text('rule').notNull() });
export const productLimits = productPart('product_limits', {
  description: text('description').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
});
export const productPolicyExceptions = productPart('product_policy_exceptions', { exception: text('exception').notNull() });
export const premiumRates = productPart('premium_rates', {
  description: text('description').notNull(),
  /** Percent of the sum insured, exact to four decimals. */
  rate: numeric('rate', { precision: 9, scale: 4 }).notNull(),
  minimumPremiumKobo: bigint('minimum_premium_kobo', { mode: 'number' }),
});
export const insuranceTravelProducts = productPart('insurance_travel_products', {
  planName: text('plan_name').notNull(),
  destination: text('destination').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  premiumKobo: bigint('premium_kobo', { mode: 'number' }).notNull(),
});

export const productCovers = pgTable(
  'product_covers',
  {
    tenantId: tenantId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    coverId: integer('cover_id')
      .notNull()
      .references(() => covers.id),
    /** Percent of the sum insured charged for the cover, when it is priced separately. */
    rate: numeric('rate', { precision: 9, scale: 4 }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.coverId] })],
);

export const coBrokers = pgTable(
  'co_brokers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    naicomLicenseNumber: text('naicom_license_number'),
    contactPerson: text('contact_person'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('co_brokers_name_key').on(t.tenantId, sql`lower(${t.name})`)],
);

import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Reference data is shared by every brokerage: it is the market's vocabulary, not a tenant's records.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    capital: text('capital').notNull(),
    zone: text('zone').notNull(),
  },
  (t) => [uniqueIndex('states_country_code_key').on(t.countryId, t.code)],
);

export const lgas = pgTable(
  'lgas',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('lgas_state_name_key').on(t.stateId, t.name)],
);

export const linesOfBusiness = pgTable('lines_of_business', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const insuranceCategories = pgTable(
  'insurance_categories',
  {
    id: serial('id').primaryKey(),
    lineOfBusinessId: integer('line_of_business_id')
      .notNull()
      .references(() => linesOfBusiness.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('insurance_categories_lob_idx').on(t.lineOfBusinessId)],
);

export const coverageTypes = pgTable(
  'coverage_types',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => insuranceCategories.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('coverage_types_category_code_key').on(t.categoryId, t.code)],
);

export const covers = pgTable(
  'covers',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => insuranceCategories.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('covers_category_code_key').on(t.categoryId, t.code)],
);

const namedList = (table: string) =>
  pgTable(table, {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  });

export const policyholderTypes = namedList('policyholder_types');
export const propertyCategories = namedList('property_categories');
export const vehicleTypes = namedList('vehicle_types');

/** Nigerian banks with their CBN codes, which the NUBAN check digit needs. */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Insurers that brokers place business with; status 1 is active. The NAICOM-licensed ones are
 * shared (no tenant); one a brokerage adds itself belongs to that brokerage alone (its tenant_id,
 * a foreign key added in migration 0003 because tenancy.ts already imports this file).
 */
export const insuranceProviders = pgTable('insurance_providers', {
  id: serial('id').primaryKey(),
  tenantId: uuid('tenant_id'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  licenceClass: text('licence_class').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  website: text('website'),
  status: integer('status').notNull().default(1),
});

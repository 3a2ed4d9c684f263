import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { banks, insuranceProviders, lgas, states } from './reference';
import { tenants, users } from './tenancy';

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    stateId: integer('state_id').references(() => states.id),
    lgaId: integer('lga_id').references(() => lgas.id),
    phone: text('phone'),
    email: text('email'),
    isHeadOffice: boolean('is_head_office').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('branches_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    // At most one head office per brokerage.
    uniqueIndex('branches_head_office_key')
      .on(t.tenantId)
      .where(sql`${t.isHeadOffice}`),
  ],
);

export const userBranches = pgTable(
  'user_branches',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index('user_branches_branch_idx').on(t.branchId)],
);

/** A bank account clients pay premium into; the accounting issue ties each to a ledger account. */
export const premiumAccounts = pgTable(
  'premium_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('NGN'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('premium_accounts_tenant_account_key').on(t.tenantId, t.bankId, t.accountNumber)],
);

/** What an agent keeps about their own practice (the /profile screen). */
export const agentProfiles = pgTable('agent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  businessName: text('business_name'),
  licenseNumber: text('license_number'),
  address: text('address'),
  city: text('city'),
  stateId: integer('state_id').references(() => states.id),
  lgaId: integer('lga_id').references(() => lgas.id),
  bankId: integer('bank_id').references(() => banks.id),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
  updatedAt: updatedAt(),
});

export const signatories = pgTable(
  'signatories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    email: text('email'),
    phone: text('phone'),
    signatureFile: text('signature_file'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('signatories_tenant_idx').on(t.tenantId)],
);

/** Every uploaded file: stored under a generated name, served only to users of the brokerage that owns it. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_tenant_idx').on(t.tenantId)],
);

/** An insurer a user deals with, and who their relationship manager there is. */
export const userInsuranceProviders = pgTable(
  'user_insurance_providers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => insuranceProviders.id),
    relationshipManagerEmail: text('relationship_manager_email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shared data each start brings in line (reference data, insurers, banks, plans, permissions,
 * every brokerage's default roles and books), one row per version of it that was fully applied:
 * a start whose version is here has nothing to seed. Only the owner reads it.
 */
export const seedRuns = pgTable('seed_runs', {
  fingerprint: text('fingerprint').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

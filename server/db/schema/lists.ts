import { bigint, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * How many rows of a growing list (invoices, individual_clients, corporate_clients,
 * journal_entries) fall on each day of its first order key, kept by triggers in the same
 * transaction as the rows: the list's exact total, and where a far page starts.
 */
export const listDayCounts = pgTable(
  'list_day_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    day: date('day').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.list, t.day] })],
);

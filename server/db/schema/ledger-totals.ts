import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { kobo } from './columns';
import { ledgerAccounts } from './ledger';
import { tenants } from './tenancy';

/**
 * Each account's debits and credits over all its days, kept by a trigger on the monthly totals
 * (migration 0021): a balance to a recent day is this row less the few totals after that day.
 */
export const accountTotals = pgTable(
  'account_totals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    debitKobo: kobo('debit_kobo'),
    creditKobo: kobo('credit_kobo'),
    lineCount: integer('line_count').notNull().default(0),
  },
  (t) => [index('account_totals_tenant_idx').on(t.tenantId)],
);

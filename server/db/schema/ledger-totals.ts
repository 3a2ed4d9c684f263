import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccounts, totalColumns } from './ledger';
import { tenants } from './tenancy';

/**
 * Each account's debits and credits over all its days, kept by a trigger on the monthly totals
 * (migration 0023): a balance to a recent day is this row less the few totals after that day.
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
    ...totalColumns(),
  },
  (t) => [index('account_totals_tenant_idx').on(t.tenantId)],
);

import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { subAccountLines } from '../../../domain/account-statements';
import { ledgerAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageMeta, type Paging } from '../../http/paging';
import { openingAndPeriodMovements } from '../../ledger';
import { containsPattern } from '../../reference/insurance';
import { chartColumns } from './books';
import type { SubAccountsPage } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/**
 * A page of one main account's sub-accounts (by code) with their opening balance, movements and
 * closing balance over the period: what the summary of accounts folds into a crowded main account.
 */
export async function subAccountsPage(
  tx: Transaction,
  tenantId: string,
  query: { mainAccountId: string; startDate: string; endDate: string; search?: string },
  paging: Paging,
) {
  const [main] = await tx
    .select(chartColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, query.mainAccountId), isNull(ledgerAccounts.parentId)));
  if (!main) throw notFound('Main account');
  const pattern = containsPattern(query.search);
  const shown = and(
    eq(ledgerAccounts.tenantId, tenantId),
    eq(ledgerAccounts.parentId, main.id),
    pattern ? or(ilike(ledgerAccounts.code, pattern), ilike(ledgerAccounts.name, pattern)) : undefined,
  );
  const total = sql<number>`count(*)`.mapWith(Number);
  const rows = await tx
    .select({ ...chartColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(shown)
    .orderBy(asc(ledgerAccounts.code))
    .limit(paging.limit)
    .offset(paging.offset);
  const subAccounts = rows.map(({ total: _total, ...account }) => account);
  const movements =
    subAccounts.length > 0
      ? await openingAndPeriodMovements(tx, tenantId, query, { accountIds: subAccounts.map((account) => account.id) })
      : { opening: new Map(), period: new Map() };
  const data: SubAccountsPage = {
    main_account: { id: main.id, code: main.code, name: main.name },
    start_date: query.startDate,
    end_date: query.endDate,
    search: (query.search ?? '').trim(),
    accounts: subAccountLines(main, subAccounts, movements),
  };
  // Past the last page there is no row to carry the count: count them apart.
  const [counted] = rows.length > 0 || paging.offset === 0 ? [] : await tx.select({ total }).from(ledgerAccounts).where(shown);
  return { data, meta: pageMeta(paging, rows[0]?.total ?? counted?.total ?? 0) };
}

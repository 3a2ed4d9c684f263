import { summaryOfAccounts as summaryOf } from '../../../domain/account-statements';
import { openingAndPeriod, statementBooks } from './books';
import type { SummaryOfAccounts } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Each account's opening balance, movements and closing balance; `whole` lists every sub-account (the downloads). */
export async function summaryOfAccounts(
  tx: Transaction,
  tenantId: string,
  query: { startDate: string; endDate: string; search?: string },
  whole = false,
): Promise<SummaryOfAccounts> {
  const { chart, folding } = await statementBooks(tx, tenantId, { search: query.search, whole });
  return summaryOf(chart, await openingAndPeriod(tx, tenantId, query, folding), query);
}

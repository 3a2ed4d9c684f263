import { summaryOfAccounts as summaryOf } from '../../../domain/account-statements';
import { openingAndPeriod, statementChart } from './books';
import type { SummaryOfAccounts } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Each account's opening balance, debits, credits and closing balance over the period. */
export async function summaryOfAccounts(
  tx: Transaction,
  tenantId: string,
  query: { startDate: string; endDate: string; search?: string },
): Promise<SummaryOfAccounts> {
  return summaryOf(await statementChart(tx, tenantId), await openingAndPeriod(tx, tenantId, query), query);
}

import { cashFlow as cashFlowOf } from '../../../domain/financial-position';
import { openingAndPeriod, statementChart } from './books';
import type { CashFlow } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** The cash flow statement from `startDate` to `endDate` by the indirect method. */
export async function cashFlow(tx: Transaction, tenantId: string, dates: { startDate: string; endDate: string }): Promise<CashFlow> {
  return cashFlowOf(await statementChart(tx, tenantId), await openingAndPeriod(tx, tenantId, dates), dates);
}

import { cashFlow as cashFlowOf } from '../../../domain/financial-position';
import { openingAndPeriod, statementBooks } from './books';
import type { CashFlow } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** The cash flow statement from `startDate` to `endDate` by the indirect method: main accounts only, so crowded ones are folded. */
export async function cashFlow(tx: Transaction, tenantId: string, dates: { startDate: string; endDate: string }): Promise<CashFlow> {
  const { chart, folding } = await statementBooks(tx, tenantId, {});
  return cashFlowOf(chart, await openingAndPeriod(tx, tenantId, dates, folding), dates);
}

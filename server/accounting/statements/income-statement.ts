import { incomeStatement as incomeStatementOf } from '../../../domain/financial-position';
import { movementsByAccount } from '../../ledger';
import { statementChart } from './books';
import type { IncomeStatement } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Income, expenses and the result from `startDate` to `endDate`, both included. */
export async function incomeStatement(
  tx: Transaction,
  tenantId: string,
  dates: { startDate: string; endDate: string },
): Promise<IncomeStatement> {
  const period = await movementsByAccount(tx, tenantId, { from: dates.startDate, to: dates.endDate });
  return incomeStatementOf(await statementChart(tx, tenantId), period, dates);
}

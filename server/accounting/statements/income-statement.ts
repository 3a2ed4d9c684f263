import { incomeStatement as incomeStatementOf } from '../../../domain/financial-position';
import { movementsByAccount } from '../../ledger';
import { statementBooks } from './books';
import type { IncomeStatement } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Income, expenses and the result from `startDate` to `endDate`, both included; `whole` lists every sub-account (the downloads). */
export async function incomeStatement(
  tx: Transaction,
  tenantId: string,
  dates: { startDate: string; endDate: string },
  whole = false,
): Promise<IncomeStatement> {
  const { chart, folding } = await statementBooks(tx, tenantId, { whole });
  const period = await movementsByAccount(tx, tenantId, { from: dates.startDate, to: dates.endDate, folding });
  return incomeStatementOf(chart, period, dates);
}

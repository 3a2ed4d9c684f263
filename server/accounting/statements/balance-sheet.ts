import { balanceSheet as balanceSheetOf } from '../../../domain/financial-position';
import { balancesAt, statementChart } from './books';
import type { BalanceSheet } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Assets, liabilities and equity at the end of `asOf`. */
export async function balanceSheet(tx: Transaction, tenantId: string, { asOf }: { asOf: string }): Promise<BalanceSheet> {
  return balanceSheetOf(await statementChart(tx, tenantId), await balancesAt(tx, tenantId, asOf), asOf);
}

import { balanceSheet as balanceSheetOf } from '../../../domain/financial-position';
import { balancesAt, statementBooks } from './books';
import type { BalanceSheet } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Assets, liabilities and equity at the end of `asOf`; `whole` lists every sub-account (the downloads). */
export async function balanceSheet(tx: Transaction, tenantId: string, { asOf }: { asOf: string }, whole = false): Promise<BalanceSheet> {
  const { chart, folding } = await statementBooks(tx, tenantId, { whole });
  return balanceSheetOf(chart, await balancesAt(tx, tenantId, asOf, folding), asOf);
}

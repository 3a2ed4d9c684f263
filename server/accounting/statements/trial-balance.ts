import { trialBalance as trialBalanceOf } from '../../../domain/account-statements';
import { balancesAt, statementBooks } from './books';
import type { TrialBalance } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** Every account with a balance at the end of `asOf`; `whole` lists every sub-account (the downloads). */
export async function trialBalance(tx: Transaction, tenantId: string, { asOf }: { asOf: string }, whole = false): Promise<TrialBalance> {
  const { chart, folding } = await statementBooks(tx, tenantId, { whole });
  return trialBalanceOf(chart, await balancesAt(tx, tenantId, asOf, folding), asOf);
}

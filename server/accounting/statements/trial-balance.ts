import { trialBalance as trialBalanceOf } from '../../../domain/account-statements';
import { balancesAt, statementChart } from './books';
import type { TrialBalance } from '../../../domain/financial-statements';
import type { Transaction } from '../../db/client';

/** The trial balance at the end of `asOf`, from the chart and the maintained daily totals. */
export async function trialBalance(tx: Transaction, tenantId: string, { asOf }: { asOf: string }): Promise<TrialBalance> {
  return trialBalanceOf(await statementChart(tx, tenantId), await balancesAt(tx, tenantId, asOf), asOf);
}

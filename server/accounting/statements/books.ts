import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { defaultPeriod } from '../../../domain/financial-statements';
import { todayInLagos } from '../../../domain/today';
import { accountingPeriods, ledgerAccounts } from '../../db/schema';
import { movementsToDate, openingAndPeriodMovements } from '../../ledger';
import type { StatementAccount } from '../../../domain/statement-accounts';
import type { Transaction } from '../../db/client';

// What every statement reads: the brokerage's chart and its accounts' maintained totals (all-time,
// monthly and daily), never the posted lines themselves.

/** The chart in no particular order: accountTree sorts it by code, so the database need not. */
export function statementChart(tx: Transaction, tenantId: string): Promise<StatementAccount[]> {
  return tx
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      account_type: ledgerAccounts.accountType,
      parent_id: ledgerAccounts.parentId,
      active: ledgerAccounts.active,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.tenantId, tenantId));
}

/** Each account's debits and credits from the first day of the books to the end of `date`. */
export const balancesAt = (tx: Transaction, tenantId: string, date: string) => movementsToDate(tx, tenantId, date);

/** The balances just before `startDate`, and the movements from it to `endDate`. */
export const openingAndPeriod = (tx: Transaction, tenantId: string, dates: { startDate: string; endDate: string }) =>
  openingAndPeriodMovements(tx, tenantId, dates);

/** The dates asked for, with the gaps filled: the accounting period covering the end, up to today. */
export async function periodAsked(
  tx: Transaction,
  tenantId: string,
  query: { startDate?: string; endDate?: string },
): Promise<{ startDate: string; endDate: string }> {
  const today = todayInLagos();
  const end = query.endDate?.trim() || today;
  const [covering] = query.startDate?.trim()
    ? []
    : await tx
        .select({ start: accountingPeriods.periodStart })
        .from(accountingPeriods)
        .where(
          and(eq(accountingPeriods.tenantId, tenantId), lte(accountingPeriods.periodStart, end), gte(accountingPeriods.periodEnd, end)),
        )
        .orderBy(desc(accountingPeriods.periodStart))
        .limit(1);
  return defaultPeriod(query, today, () => covering?.start ?? null);
}

export const asOfAsked = (query: { asOf?: string }): string => query.asOf?.trim() || todayInLagos();

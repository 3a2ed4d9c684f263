import { and, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import { defaultPeriod } from '../../../domain/financial-statements';
import { SUB_ACCOUNTS_LISTED, type StatementAccount } from '../../../domain/statement-accounts';
import { todayInLagos } from '../../../domain/today';
import { accountingPeriods, ledgerAccounts } from '../../db/schema';
import { movementsToDate, openingAndPeriodMovements, type Folding } from '../../ledger';
import { containsPattern } from '../../reference/insurance';
import type { Transaction } from '../../db/client';

// What every statement reads: the brokerage's chart and its accounts' maintained totals (all-time,
// monthly and daily), never the posted lines themselves.

export const chartColumns = {
  id: ledgerAccounts.id,
  code: ledgerAccounts.code,
  name: ledgerAccounts.name,
  account_type: ledgerAccounts.accountType,
  parent_id: ledgerAccounts.parentId,
  active: ledgerAccounts.active,
};

/** The chart in no particular order: accountTree sorts it by code, so the database need not. */
export function statementChart(tx: Transaction, tenantId: string): Promise<StatementAccount[]> {
  return tx.select(chartColumns).from(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
}

export interface StatementBooks {
  chart: StatementAccount[];
  /** The crowded main accounts whose sub-accounts are counted as their own; null when the whole chart is listed. */
  folding: Folding | null;
}

/**
 * The chart a statement lists. `whole` (the downloads) lists every account; otherwise a main account
 * with more than SUB_ACCOUNTS_LISTED sub-accounts stands for them, with their number, and only those
 * of them matching `search` (up to that many) are listed beside it.
 */
export async function statementBooks(tx: Transaction, tenantId: string, { search, whole }: { search?: string; whole?: boolean }) {
  const crowded = whole
    ? []
    : await tx
        .select({ id: ledgerAccounts.parentId, subAccounts: count() })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, tenantId), isNotNull(ledgerAccounts.parentId)))
        .groupBy(ledgerAccounts.parentId)
        .having(gt(count(), SUB_ACCOUNTS_LISTED));
  if (crowded.length === 0) return { chart: await statementChart(tx, tenantId), folding: null } satisfies StatementBooks;
  const mains = crowded.map((main) => main.id!);
  const pattern = containsPattern(search);
  const chart = await tx
    .select(chartColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), or(isNull(ledgerAccounts.parentId), notInArray(ledgerAccounts.parentId, mains))));
  const listed = pattern
    ? await tx
        .select(chartColumns)
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.tenantId, tenantId),
            inArray(ledgerAccounts.parentId, mains),
            or(ilike(ledgerAccounts.code, pattern), ilike(ledgerAccounts.name, pattern)),
          ),
        )
        .orderBy(ledgerAccounts.code)
        .limit(SUB_ACCOUNTS_LISTED)
    : [];
  const listedUnder = new Map<string, number>();
  for (const account of listed) listedUnder.set(account.parent_id!, (listedUnder.get(account.parent_id!) ?? 0) + 1);
  const unlisted = new Map(crowded.map((main) => [main.id!, main.subAccounts - (listedUnder.get(main.id!) ?? 0)]));
  return {
    chart: [...chart.map((account) => ({ ...account, unlisted: unlisted.get(account.id) ?? 0 })), ...listed],
    folding: { mains, listed: listed.map((account) => account.id) },
  } satisfies StatementBooks;
}

/** Each account's debits and credits from the first day of the books to the end of `date`. */
export const balancesAt = (tx: Transaction, tenantId: string, date: string, folding: Folding | null = null) =>
  movementsToDate(tx, tenantId, date, { folding });

/** The balances just before `startDate`, and the movements from it to `endDate`. */
export const openingAndPeriod = (
  tx: Transaction,
  tenantId: string,
  dates: { startDate: string; endDate: string },
  folding: Folding | null = null,
) => openingAndPeriodMovements(tx, tenantId, dates, { folding });

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

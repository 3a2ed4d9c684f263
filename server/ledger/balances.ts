import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { accountDailyTotals } from '../db/schema';

export interface Movement {
  debit: number;
  credit: number;
  lines: number;
}

/**
 * Each account's debits and credits over a range of days (either end optional, both inclusive),
 * from the maintained daily totals: the statements never read the lines themselves.
 */
export async function movementsByAccount(
  tx: Transaction,
  tenantId: string,
  range: { from?: string | null; to?: string | null; accountIds?: string[] },
): Promise<Map<string, Movement>> {
  const rows = await tx
    .select({
      accountId: accountDailyTotals.accountId,
      debit: sql<string>`sum(${accountDailyTotals.debitKobo})`,
      credit: sql<string>`sum(${accountDailyTotals.creditKobo})`,
      lines: sql<string>`sum(${accountDailyTotals.lineCount})`,
    })
    .from(accountDailyTotals)
    .where(
      and(
        eq(accountDailyTotals.tenantId, tenantId),
        range.from ? gte(accountDailyTotals.day, range.from) : undefined,
        range.to ? lte(accountDailyTotals.day, range.to) : undefined,
        range.accountIds ? inArray(accountDailyTotals.accountId, range.accountIds) : undefined,
      ),
    )
    .groupBy(accountDailyTotals.accountId);
  return new Map(rows.map((row) => [row.accountId, { debit: Number(row.debit), credit: Number(row.credit), lines: Number(row.lines) }]));
}

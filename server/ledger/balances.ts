import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { accountDailyTotals, accountMonthlyTotals, accountTotals } from '../db/schema';
import type { Transaction } from '../db/client';

export interface Movement {
  debit: number;
  credit: number;
  lines: number;
}

export interface MovementRange {
  /** First day, inclusive; none means from the beginning. */
  from?: string | null;
  /** Last day, inclusive; none means to date. */
  to?: string | null;
  accountIds?: string[];
}

const day = (text: string) => DateTime.fromISO(text, { zone: 'utc' });
const iso = (moment: DateTime) => moment.toISODate()!;

/**
 * The whole months inside a range, and the days left over at either end. Statements read twelve
 * monthly rows a year per account and at most two months of daily rows, never the lines.
 */
export function splitRange(from: string | null | undefined, to: string | null | undefined) {
  const firstFull = from ? (day(from).day === 1 ? day(from) : day(from).plus({ months: 1 }).startOf('month')) : null;
  const lastFull = to
    ? day(to).equals(day(to).endOf('month').startOf('day'))
      ? day(to).startOf('month')
      : day(to).startOf('month').minus({ months: 1 })
    : null;
  if (firstFull && lastFull && firstFull > lastFull) return { months: null, days: [{ from, to }] };
  return {
    months: { from: firstFull ? iso(firstFull) : null, to: lastFull ? iso(lastFull) : null },
    days: [
      ...(from && firstFull && iso(firstFull) !== from ? [{ from, to: iso(firstFull.minus({ days: 1 })) }] : []),
      ...(to && lastFull && iso(lastFull.plus({ months: 1 }).minus({ days: 1 })) !== to
        ? [{ from: iso(lastFull.plus({ months: 1 })), to }]
        : []),
    ],
  };
}

function sums(table: typeof accountDailyTotals | typeof accountMonthlyTotals) {
  return {
    accountId: table.accountId,
    debit: sql<string>`sum(${table.debitKobo})`,
    credit: sql<string>`sum(${table.creditKobo})`,
    lines: sql<string>`sum(${table.lineCount})`,
  };
}

/**
 * Each account's debits and credits over a range of days (both ends inclusive, either optional),
 * from the maintained monthly and daily totals.
 */
export async function movementsByAccount(tx: Transaction, tenantId: string, range: MovementRange): Promise<Map<string, Movement>> {
  const { months, days } = splitRange(range.from, range.to);
  const accounts = (column: typeof accountDailyTotals.accountId | typeof accountMonthlyTotals.accountId) =>
    range.accountIds ? inArray(column, range.accountIds) : undefined;
  const queries: PromiseLike<{ accountId: string; debit: string; credit: string; lines: string }[]>[] = [];
  if (months) {
    const where: (SQL | undefined)[] = [
      eq(accountMonthlyTotals.tenantId, tenantId),
      months.from ? gte(accountMonthlyTotals.month, months.from) : undefined,
      months.to ? lte(accountMonthlyTotals.month, months.to) : undefined,
      accounts(accountMonthlyTotals.accountId),
    ];
    queries.push(
      tx
        .select(sums(accountMonthlyTotals))
        .from(accountMonthlyTotals)
        .where(and(...where))
        .groupBy(accountMonthlyTotals.accountId),
    );
  }
  for (const stretch of days) {
    const where: (SQL | undefined)[] = [
      eq(accountDailyTotals.tenantId, tenantId),
      stretch.from ? gte(accountDailyTotals.day, stretch.from) : undefined,
      stretch.to ? lte(accountDailyTotals.day, stretch.to) : undefined,
      accounts(accountDailyTotals.accountId),
    ];
    queries.push(
      tx
        .select(sums(accountDailyTotals))
        .from(accountDailyTotals)
        .where(and(...where))
        .groupBy(accountDailyTotals.accountId),
    );
  }
  const result = new Map<string, Movement>();
  // One after another: a transaction is one connection, and pg queues rather than overlaps them.
  for (const query of queries) {
    for (const row of await query) {
      const total = result.get(row.accountId) ?? { debit: 0, credit: 0, lines: 0 };
      result.set(row.accountId, {
        debit: total.debit + Number(row.debit),
        credit: total.credit + Number(row.credit),
        lines: total.lines + Number(row.lines),
      });
    }
  }
  return result;
}

const dayAfter = (date: string) => iso(day(date).plus({ days: 1 }));

/** Each account's all-time totals less the movements given; an account with no line left is not in the answer. */
async function allTimeLess(tx: Transaction, tenantId: string, taken: Map<string, Movement>[]): Promise<Map<string, Movement>> {
  const allTime = await tx
    .select({
      accountId: accountTotals.accountId,
      debit: accountTotals.debitKobo,
      credit: accountTotals.creditKobo,
      lines: accountTotals.lineCount,
    })
    .from(accountTotals)
    .where(eq(accountTotals.tenantId, tenantId));
  const result = new Map<string, Movement>();
  for (const total of allTime) {
    let { debit, credit, lines } = total;
    for (const movements of taken) {
      const moved = movements.get(total.accountId);
      if (!moved) continue;
      debit -= moved.debit;
      credit -= moved.credit;
      lines -= moved.lines;
    }
    // Like movementsByAccount, an account with nothing posted in the stretch is not in the answer.
    if (lines > 0) result.set(total.accountId, { debit, credit, lines });
  }
  return result;
}

/**
 * Each account's debits and credits from the first day of the books to the end of `date`: its
 * all-time totals less what was posted after that day, so a balance to a recent day reads one row
 * per account and a few months of totals, however long the books run.
 */
export async function movementsToDate(tx: Transaction, tenantId: string, date: string): Promise<Map<string, Movement>> {
  return allTimeLess(tx, tenantId, [await movementsByAccount(tx, tenantId, { from: dayAfter(date) })]);
}

/**
 * The movements from `startDate` to `endDate`, and the balances just before `startDate`: the
 * all-time totals less the period and what came after it, so the period's totals are read once.
 */
export async function openingAndPeriodMovements(tx: Transaction, tenantId: string, dates: { startDate: string; endDate: string }) {
  const period = await movementsByAccount(tx, tenantId, { from: dates.startDate, to: dates.endDate });
  const later = await movementsByAccount(tx, tenantId, { from: dayAfter(dates.endDate) });
  return { opening: await allTimeLess(tx, tenantId, [period, later]), period };
}

import { and, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { accountDailyTotals, accountMonthlyTotals, accountTotals, ledgerAccounts } from '../db/schema';
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
  folding?: Folding | null;
}

/**
 * Sub-accounts counted as their main account's own movements, so a statement reads one row for a
 * main account with twenty thousand client accounts: those of `mains`, except the `listed` ones.
 */
export interface Folding {
  mains: string[];
  listed: string[];
}

type TotalsTable = typeof accountDailyTotals | typeof accountMonthlyTotals | typeof accountTotals;
type SummedRow = { accountId: string; debit: string; credit: string; lines: string };

/** Each account's (or, folded, each reported account's) sums of a totals table's rows that meet `where`. */
function summed(
  tx: Transaction,
  table: TotalsTable,
  where: SQL | undefined,
  folding: Folding | null | undefined,
): PromiseLike<SummedRow[]> {
  const figures = {
    debit: sql<string>`sum(${table.debitKobo})`,
    credit: sql<string>`sum(${table.creditKobo})`,
    lines: sql<string>`sum(${table.lineCount})`,
  };
  if (!folding || folding.mains.length === 0) {
    return tx
      .select({ accountId: table.accountId, ...figures })
      .from(table)
      .where(where)
      .groupBy(table.accountId);
  }
  const folded = and(
    inArray(ledgerAccounts.parentId, folding.mains),
    folding.listed.length > 0 ? notInArray(table.accountId, folding.listed) : undefined,
  );
  return (
    tx
      .select({ accountId: sql<string>`case when ${folded} then ${ledgerAccounts.parentId} else ${table.accountId} end`, ...figures })
      .from(table)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, table.accountId))
      .where(where)
      // By position: the same expression twice would carry its parameters twice, and differ.
      .groupBy(sql`1`)
  );
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

/**
 * Each account's debits and credits over a range of days (both ends inclusive, either optional),
 * from the maintained monthly and daily totals.
 */
export async function movementsByAccount(tx: Transaction, tenantId: string, range: MovementRange): Promise<Map<string, Movement>> {
  const { months, days } = splitRange(range.from, range.to);
  const accounts = (column: typeof accountDailyTotals.accountId | typeof accountMonthlyTotals.accountId) =>
    range.accountIds ? inArray(column, range.accountIds) : undefined;
  const queries: PromiseLike<SummedRow[]>[] = [];
  if (months) {
    const where: (SQL | undefined)[] = [
      eq(accountMonthlyTotals.tenantId, tenantId),
      months.from ? gte(accountMonthlyTotals.month, months.from) : undefined,
      months.to ? lte(accountMonthlyTotals.month, months.to) : undefined,
      accounts(accountMonthlyTotals.accountId),
    ];
    queries.push(summed(tx, accountMonthlyTotals, and(...where), range.folding));
  }
  for (const stretch of days) {
    const where: (SQL | undefined)[] = [
      eq(accountDailyTotals.tenantId, tenantId),
      stretch.from ? gte(accountDailyTotals.day, stretch.from) : undefined,
      stretch.to ? lte(accountDailyTotals.day, stretch.to) : undefined,
      accounts(accountDailyTotals.accountId),
    ];
    queries.push(summed(tx, accountDailyTotals, and(...where), range.folding));
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

/** Which accounts a balance reads: some only, or all with crowded main accounts folded. */
export type AccountScope = Pick<MovementRange, 'accountIds' | 'folding'>;

/** Each account's all-time totals less the movements given; an account with no line left is not in the answer. */
async function allTimeLess(
  tx: Transaction,
  tenantId: string,
  taken: Map<string, Movement>[],
  scope: AccountScope,
): Promise<Map<string, Movement>> {
  const where = and(
    eq(accountTotals.tenantId, tenantId),
    scope.accountIds ? inArray(accountTotals.accountId, scope.accountIds) : undefined,
  );
  const result = new Map<string, Movement>();
  for (const total of await summed(tx, accountTotals, where, scope.folding)) {
    let [debit, credit, lines] = [Number(total.debit), Number(total.credit), Number(total.lines)];
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
export async function movementsToDate(
  tx: Transaction,
  tenantId: string,
  date: string,
  scope: AccountScope = {},
): Promise<Map<string, Movement>> {
  return allTimeLess(tx, tenantId, [await movementsByAccount(tx, tenantId, { ...scope, from: dayAfter(date) })], scope);
}

/**
 * The movements from `startDate` to `endDate`, and the balances just before `startDate`: the
 * all-time totals less the period and what came after it, so the period's totals are read once.
 */
export async function openingAndPeriodMovements(
  tx: Transaction,
  tenantId: string,
  dates: { startDate: string; endDate: string },
  scope: AccountScope = {},
) {
  const period = await movementsByAccount(tx, tenantId, { ...scope, from: dates.startDate, to: dates.endDate });
  const later = await movementsByAccount(tx, tenantId, { ...scope, from: dayAfter(dates.endDate) });
  return { opening: await allTimeLess(tx, tenantId, [period, later], scope), period };
}

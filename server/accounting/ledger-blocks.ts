import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { accountDailyTotals, accountMonthlyTotals, ledgerAccounts } from '../db/schema';
import { splitRange } from '../ledger/balances';
import type { Transaction } from '../db/client';

// An account's movements over a range as consecutive blocks (whole months from the monthly totals,
// loose days from the daily ones), never from the lines: a ledger page finds where it starts and
// what came before it by walking these.

export interface Block {
  /** The block's first and last day, inclusive. */
  first: string;
  last: string;
  kind: 'month' | 'day';
  debit: number;
  credit: number;
  lines: number;
}

export interface Totals {
  debit: number;
  credit: number;
  lines: number;
}

export const NO_TOTALS: Totals = { debit: 0, credit: 0, lines: 0 };
export const added = (a: Totals, b: Totals): Totals => ({
  debit: a.debit + b.debit,
  credit: a.credit + b.credit,
  lines: a.lines + b.lines,
});

/** The account and, for a main account, its sub-accounts: whose lines its ledger shows. */
export const scopeOf = (tx: Transaction, tenantId: string, accountId: string) =>
  tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), or(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.parentId, accountId))));

const monthEnd = (month: string) => DateTime.fromISO(month, { zone: 'utc' }).endOf('month').toISODate()!;

async function dayBlocks(tx: Transaction, tenantId: string, accountId: string, from: string | null, to: string | null): Promise<Block[]> {
  const rows = await tx
    .select({
      day: accountDailyTotals.day,
      debit: sql<string>`sum(${accountDailyTotals.debitKobo})::text`,
      credit: sql<string>`sum(${accountDailyTotals.creditKobo})::text`,
      lines: sql<string>`sum(${accountDailyTotals.lineCount})::text`,
    })
    .from(accountDailyTotals)
    .where(
      and(
        eq(accountDailyTotals.tenantId, tenantId),
        inArray(accountDailyTotals.accountId, scopeOf(tx, tenantId, accountId)),
        from ? gte(accountDailyTotals.day, from) : undefined,
        to ? lte(accountDailyTotals.day, to) : undefined,
      ),
    )
    .groupBy(accountDailyTotals.day)
    .orderBy(asc(accountDailyTotals.day));
  return rows.map((row) => ({
    first: row.day,
    last: row.day,
    kind: 'day',
    debit: Number(row.debit),
    credit: Number(row.credit),
    lines: Number(row.lines),
  }));
}

async function monthBlocks(tx: Transaction, tenantId: string, accountId: string, from: string | null, to: string | null): Promise<Block[]> {
  const rows = await tx
    .select({
      month: accountMonthlyTotals.month,
      debit: sql<string>`sum(${accountMonthlyTotals.debitKobo})::text`,
      credit: sql<string>`sum(${accountMonthlyTotals.creditKobo})::text`,
      lines: sql<string>`sum(${accountMonthlyTotals.lineCount})::text`,
    })
    .from(accountMonthlyTotals)
    .where(
      and(
        eq(accountMonthlyTotals.tenantId, tenantId),
        inArray(accountMonthlyTotals.accountId, scopeOf(tx, tenantId, accountId)),
        from ? gte(accountMonthlyTotals.month, from) : undefined,
        to ? lte(accountMonthlyTotals.month, to) : undefined,
      ),
    )
    .groupBy(accountMonthlyTotals.month)
    .orderBy(asc(accountMonthlyTotals.month));
  return rows.map((row) => ({
    first: row.month,
    last: monthEnd(row.month),
    kind: 'month',
    debit: Number(row.debit),
    credit: Number(row.credit),
    lines: Number(row.lines),
  }));
}

/** The range's movements in date order: leading loose days, whole months, trailing loose days. */
export async function blocksOf(
  tx: Transaction,
  tenantId: string,
  accountId: string,
  from: string | null,
  to: string | null,
): Promise<Block[]> {
  const { months, days } = splitRange(from, to);
  // One query at a time: a transaction's queries share one connection.
  const blocks: Block[] = months ? await monthBlocks(tx, tenantId, accountId, months.from, months.to) : [];
  for (const stretch of days) blocks.push(...(await dayBlocks(tx, tenantId, accountId, stretch.from ?? null, stretch.to ?? null)));
  return blocks.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
}

export const sumOf = (blocks: Block[]): Totals => blocks.reduce<Totals>((sum, block) => added(sum, block), NO_TOTALS);

/**
 * The day on which the line numbered `offset` (from 0, in date then line order) falls, with the
 * movements of the range before that day and how many of the day's own lines come before it; null
 * when the range has no such line. A whole month is opened into its days only when the line is in it
 * (once per `opened`, which keeps the months opened so far).
 */
export interface PageStart {
  day: string;
  before: Totals;
  skip: number;
}

export async function findDay(
  tx: Transaction,
  tenantId: string,
  accountId: string,
  blocks: Block[],
  offset: number,
  opened = new Map<string, Block[]>(),
): Promise<PageStart | null> {
  let before = NO_TOTALS;
  for (const block of blocks) {
    if (before.lines + block.lines <= offset) {
      before = added(before, block);
      continue;
    }
    if (block.kind === 'day') return { day: block.first, before, skip: offset - before.lines };
    const days = opened.get(block.first) ?? (await dayBlocks(tx, tenantId, accountId, block.first, block.last));
    opened.set(block.first, days);
    const found = await findDay(tx, tenantId, accountId, days, offset - before.lines, opened);
    return found && { ...found, before: added(before, found.before) };
  }
  return null;
}

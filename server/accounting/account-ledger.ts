import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { normalBalance } from '../../domain/accounting';
import { chartMessages, LEDGER_PAGE_SIZE, type AccountLedger, type LedgerLine } from '../../domain/chart';
import { koboToNaira } from '../../domain/money';
import { invalidInput } from '../http/errors';
import { pageMeta } from '../http/paging';
import { listedAccount, presentAccount } from './chart';
import { added, blocksOf, findDay, NO_TOTALS, sumOf, type Block, type Totals } from './ledger-blocks';
import type { Transaction } from '../db/client';

export interface LedgerOptions {
  startDate?: string | null;
  endDate?: string | null;
  /** From 1. */
  page?: number;
  limit?: number;
}

interface LineRow extends Record<string, unknown> {
  id: string;
  entry_id: string;
  entry_date: string;
  debit: string;
  credit: string;
  currency_minor: string;
  description: string | null;
  ref_no: string;
  entry_description: string;
  currency_code: string;
  run_debit: string;
  run_credit: string;
}

const dayBefore = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).minus({ days: 1 }).toISODate()!;
const dayAfter = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/**
 * Lines of the account (and its sub-accounts) dated from `first` to `last`, one index range per
 * account, merged. The caller keeps the window to the days its page spans, so a main account with
 * thousands of sub-accounts reads a few days' lines, not each sub-account's whole history.
 */
const linesBetween = (tenantId: string, accountId: string, first: string, last: string) => sql`
  select l.id, l.entry_id, l.entry_date, l.debit_kobo, l.credit_kobo, l.currency_minor, l.description
  from ledger_accounts a
  cross join lateral (
    select jl.id, jl.entry_id, jl.entry_date, jl.debit_kobo, jl.credit_kobo, jl.currency_minor, jl.description
    from journal_lines jl
    where jl.account_id = a.id and jl.tenant_id = ${tenantId} and jl.entry_date >= ${first} and jl.entry_date <= ${last}
  ) l
  where a.tenant_id = ${tenantId} and (a.id = ${accountId} or a.parent_id = ${accountId})`;

/**
 * The page's lines, from the `skip`+1st line of the window on, each with the debits and credits of
 * the window up to and including it (the window starts on the page's first day).
 */
async function pageLines(
  tx: Transaction,
  tenantId: string,
  accountId: string,
  first: string,
  last: string,
  skip: number,
  limit: number,
): Promise<LineRow[]> {
  const result = await tx.execute(sql`
    select x.id::text as id, x.entry_id::text as entry_id, x.entry_date::text as entry_date, x.debit_kobo::text as debit,
           x.credit_kobo::text as credit, x.currency_minor::text as currency_minor, x.description,
           x.run_debit::text as run_debit, x.run_credit::text as run_credit,
           e.ref_no, e.description as entry_description, e.currency_code
    from (
      select w.*, sum(w.debit_kobo) over running as run_debit, sum(w.credit_kobo) over running as run_credit, row_number() over running as n
      from (${linesBetween(tenantId, accountId, first, last)}) w
      window running as (order by w.entry_date, w.id)
    ) x
    join journal_entries e on e.id = x.entry_id and e.tenant_id = ${tenantId}
    where x.n > ${skip} and x.n <= ${skip + limit}
    order by x.n`);
  return (result as unknown as { rows: LineRow[] }).rows;
}

/**
 * One account's ledger over a range (both ends optional, inclusive): the opening balance, a page of
 * lines in date then line order with the running balance after each, the range's totals and the
 * closing balance, all on the account's normal side. A main account's ledger holds its
 * sub-accounts' lines too. Balances and the page's starting point come from the maintained totals,
 * so a page costs the same whether the brokerage has a thousand lines or a million.
 */
export async function accountLedger(tx: Transaction, tenantId: string, accountId: string, options: LedgerOptions = {}) {
  const startDate = options.startDate || null;
  const endDate = options.endDate || null;
  if (startDate && endDate && endDate < startDate) throw invalidInput([{ field: 'endDate', message: chartMessages.endBeforeStart }]);
  const page = options.page ?? 1;
  const limit = options.limit ?? LEDGER_PAGE_SIZE;
  const listed = await listedAccount(tx, tenantId, accountId);
  const id = listed.account.id;
  const side = (totals: Totals) => normalBalance(listed.account.accountType, totals.debit, totals.credit);

  const earlier = startDate ? sumOf(await blocksOf(tx, tenantId, id, null, dayBefore(startDate))) : NO_TOTALS;
  const blocks = await blocksOf(tx, tenantId, id, startDate, endDate);
  const range = sumOf(blocks);
  const later = endDate ? sumOf(await blocksOf(tx, tenantId, id, dayAfter(endDate), null)) : NO_TOTALS;
  const account = presentAccount(listed, added(added(earlier, range), later));
  const opening = side(earlier);

  const lines: LedgerLine[] = [];
  const offset = (page - 1) * limit;
  const days = new Map<string, Block[]>();
  const start = offset < range.lines ? await findDay(tx, tenantId, id, blocks, offset, days) : null;
  // The day of the page's last line bounds the lines read.
  const end = start && (await findDay(tx, tenantId, id, blocks, Math.min(offset + limit, range.lines) - 1, days));
  if (start && end) {
    const base = opening + side(start.before);
    for (const row of await pageLines(tx, tenantId, id, start.day, end.day, start.skip, limit)) {
      const debit = Number(row.debit);
      const credit = Number(row.credit);
      lines.push({
        line_id: Number(row.id),
        entry_id: row.entry_id,
        ref_no: row.ref_no,
        transaction_date: row.entry_date,
        description: row.description ?? row.entry_description,
        debit: koboToNaira(debit),
        credit: koboToNaira(credit),
        balance: koboToNaira(base + side({ debit: Number(row.run_debit), credit: Number(row.run_credit), lines: 0 })),
        currency: row.currency_code,
        currency_amount: koboToNaira(Number(row.currency_minor)),
      });
    }
  }

  const data: AccountLedger = {
    account,
    start_date: startDate,
    end_date: endDate,
    opening_balance: koboToNaira(opening),
    closing_balance: koboToNaira(opening + side(range)),
    debit_total: koboToNaira(range.debit),
    credit_total: koboToNaira(range.credit),
    lines,
  };
  return { data, meta: pageMeta({ page, limit, offset }, range.lines) };
}

import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../domain/ids';
import { normaliseRefNo } from '../../domain/journal';
import { type TRANSACTION_SORTS } from '../../domain/list-sort';
import { koboToNaira } from '../../domain/money';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import { notFound } from '../http/errors';
import { cursorOf, keysetPage, orderTerms, type KeysetPageQuery, type ListOrder, type OrderKey } from '../http/keyset';
import { sortedOrder, type SortFields } from '../http/list-sort';
import { matchedIds } from '../http/trigram-search';
import { containsPattern, matching } from '../reference/insurance';
import { entryLines, presentSummary, proposedAmounts, selectSummaries, type EntryRow, type Viewer } from './transaction-presenter';
import type { AccountTransaction, TransactionAccount, TransactionDetails, TransactionsQuery } from '../../domain/transactions';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

export type { Viewer };

const newestFirst = [desc(journalEntries.entryDate), desc(journalEntries.createdAt), desc(journalEntries.id)] as const;

function filters(tenantId: string, query: TransactionsQuery, search?: SQL): SQL {
  return and(
    eq(journalEntries.tenantId, tenantId),
    query.status ? eq(journalEntries.status, query.status as EntryRow['status']) : undefined,
    query.source ? eq(journalEntries.source, query.source as EntryRow['source']) : undefined,
    query.startDate ? gte(journalEntries.entryDate, query.startDate) : undefined,
    query.endDate ? lte(journalEntries.entryDate, query.endDate) : undefined,
    search ?? matching(query.search, journalEntries.refNo, journalEntries.description),
  )!;
}

/** Newest first (entry date, then when entered, then id); the day counts follow the entry dates. */
const TRANSACTION_ORDER: ListOrder = {
  keys: [
    { column: journalEntries.entryDate, kind: 'date' },
    { column: journalEntries.createdAt, kind: 'timestamp' },
    { column: journalEntries.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['journal_entries'] },
};

const TRANSACTION_SORT_KEYS: Record<(typeof TRANSACTION_SORTS)[number], OrderKey> = {
  ref_no: { column: journalEntries.refNo, kind: 'text' },
  amount: { column: journalEntries.totalKobo, kind: 'bigint' },
  status: { column: journalEntries.status, kind: 'text' },
};

/** The reference or description, through the trigram index while the term is rare. */
async function searchOf(tx: Transaction, query: TransactionsQuery): Promise<{ condition?: SQL; common: boolean }> {
  const pattern = containsPattern(query.search);
  if (!pattern) return { common: false };
  const ids = await matchedIds(tx, (cap) => sql`matching_journal_entries(${pattern}, ${cap})`);
  if (ids === null)
    return { condition: ilike(sql`(${journalEntries.refNo} || E'\n' || ${journalEntries.description})`, pattern), common: true };
  return { condition: ids.length ? inArray(journalEntries.id, ids) : sql`false`, common: false };
}

/** The brokerage's journal entries, newest first, filtered, by page number or cursor. */
export async function listTransactions(
  tx: Transaction,
  tenantId: string,
  query: TransactionsQuery & KeysetPageQuery & SortFields,
  viewer: Viewer,
  exactLimit?: number,
) {
  const search = await searchOf(tx, query);
  const where = filters(tenantId, query, search.condition);
  const order = sortedOrder(TRANSACTION_ORDER, TRANSACTION_SORT_KEYS, journalEntries.id, query);
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: !query.status && !query.source && !query.startDate && !query.endDate && !query.search,
    filtered: sql`select 1 from ${journalEntries} where ${where}`,
    exactLimit,
    knownLarge: search.common,
    page: async (window) => {
      const keys = await tx
        .select({ id: journalEntries.id, cursor: cursorOf(order) })
        .from(journalEntries)
        .where(and(where, window.where))
        .orderBy(...orderTerms(order))
        .limit(window.limit)
        .offset(window.offset);
      const rows = keys.length
        ? await selectSummaries(
            tx,
            inArray(
              journalEntries.id,
              keys.map((key) => key.id),
            ),
          )
        : [];
      const byId = new Map(rows.map((row) => [row.entry.id, row]));
      return keys.map((key) => ({ row: presentSummary(byId.get(key.id)!, viewer), cursor: key.cursor }));
    },
  });
  return { data: page.rows, meta: page.meta };
}

/** The entry with this reference number in the brokerage, or 404; any case finds it (they are kept upper-cased). */
export async function entryByRef(tx: Transaction, tenantId: string, refNo: string): Promise<EntryRow> {
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.refNo, normaliseRefNo(refNo))));
  if (!entry) throw notFound('Transaction');
  return entry;
}

export async function transactionDetails(tx: Transaction, tenantId: string, entryId: string, viewer: Viewer): Promise<TransactionDetails> {
  const [row] = await selectSummaries(tx, and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.id, entryId)));
  if (!row) throw notFound('Transaction');
  return { ...presentSummary(row, viewer), lines: await entryLines(tx, tenantId, row.entry) };
}

export async function transactionByRef(tx: Transaction, tenantId: string, refNo: string, viewer: Viewer): Promise<TransactionDetails> {
  return transactionDetails(tx, tenantId, (await entryByRef(tx, tenantId, refNo)).id, viewer);
}

const parent = alias(ledgerAccounts, 'parent');

/** The account and the ids whose lines count for it: itself and, for a main account, its sub-accounts. */
async function accountScope(tx: Transaction, tenantId: string, accountId: string): Promise<{ account: TransactionAccount; ids: string[] }> {
  const [row] = isUuid(accountId)
    ? await tx
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, name: ledgerAccounts.name, parentName: parent.name })
        .from(ledgerAccounts)
        .leftJoin(parent, eq(parent.id, ledgerAccounts.parentId))
        .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, accountId)))
    : [];
  if (!row) throw notFound('Account');
  const subs = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, row.id)));
  return {
    account: {
      account_id: row.id,
      account_code: row.code,
      account_name: row.name,
      parent_account_name: row.parentName,
      has_sub_accounts: subs.length > 0,
    },
    ids: [row.id, ...subs.map((sub) => sub.id)],
  };
}

/**
 * Entries with a line on the account (or, for a main account, on one of its subs), newest first:
 * posted lines for approved entries, proposed lines for pending and rejected ones. Each carries
 * what it moved on the account, in naira.
 */
export async function accountTransactions(
  tx: Transaction,
  tenantId: string,
  accountId: string,
  query: TransactionsQuery,
  paging: Paging,
  viewer: Viewer,
) {
  const { account, ids } = await accountScope(tx, tenantId, accountId);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const touches = or(
    inArray(
      journalEntries.id,
      tx
        .select({ id: journalLines.entryId })
        .from(journalLines)
        .where(and(eq(journalLines.tenantId, tenantId), inArray(journalLines.accountId, ids))),
    ),
    and(
      sql`${journalEntries.status} <> 'approved'`,
      sql`exists (select 1 from jsonb_array_elements(${journalEntries.proposedLines}) line where line->>'account_id' in (${idList}))`,
    ),
  );
  const where = and(filters(tenantId, query), touches);
  const [rows, total] = await Promise.all([
    selectSummaries(tx, where)
      .orderBy(...newestFirst)
      .limit(paging.limit)
      .offset(paging.offset),
    tx.$count(journalEntries, where),
  ]);
  const moved = await movements(
    tx,
    tenantId,
    ids,
    rows.map((row) => row.entry),
  );
  const data: AccountTransaction[] = rows.map((row) => {
    const { debit, credit } = moved.get(row.entry.id) ?? { debit: 0, credit: 0 };
    return { ...presentSummary(row, viewer), account_debit: koboToNaira(debit), account_credit: koboToNaira(credit) };
  });
  return { account, data, total };
}

/** What each entry moved on the accounts, in kobo: posted lines when approved, else the proposal at its rate. */
async function movements(tx: Transaction, tenantId: string, ids: string[], entries: EntryRow[]) {
  const result = new Map<string, { debit: number; credit: number }>();
  const approved = entries.filter((entry) => entry.status === 'approved').map((entry) => entry.id);
  if (approved.length > 0) {
    const sums = await tx
      .select({
        entryId: journalLines.entryId,
        debit: sql<number>`sum(${journalLines.debitKobo})`.mapWith(Number),
        credit: sql<number>`sum(${journalLines.creditKobo})`.mapWith(Number),
      })
      .from(journalLines)
      .where(and(eq(journalLines.tenantId, tenantId), inArray(journalLines.entryId, approved), inArray(journalLines.accountId, ids)))
      .groupBy(journalLines.entryId);
    for (const sum of sums) result.set(sum.entryId, { debit: sum.debit, credit: sum.credit });
  }
  const scope = new Set(ids);
  for (const entry of entries.filter((candidate) => candidate.status !== 'approved')) {
    const lines = proposedAmounts(entry).filter((line) => scope.has(line.accountId));
    result.set(entry.id, {
      debit: lines.reduce((sum, line) => sum + line.debitKobo, 0),
      credit: lines.reduce((sum, line) => sum + line.creditKobo, 0),
    });
  }
  return result;
}

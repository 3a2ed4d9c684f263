import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { convertLines, minorOf } from '../../domain/journal';
import { koboToNaira } from '../../domain/money';
import { trimRate } from '../../domain/products';
import { journalEntries, journalLines, ledgerAccounts, users } from '../db/schema';
import type { TransactionLine, TransactionSummary } from '../../domain/transactions';
import type { Transaction } from '../db/client';

// How a journal entry is shown: its summary (with maker, checker and reversal links) and its lines.

export type EntryRow = typeof journalEntries.$inferSelect;

/** Who is looking: whether they may decide pending entries they did not make. */
export interface Viewer {
  userId: string;
  canApprove: boolean;
}

const maker = alias(users, 'maker');
const decider = alias(users, 'decider');
const reversed = alias(journalEntries, 'reversed');

/** The entries matching `where`, each with the names and reference numbers its summary shows. */
export function selectSummaries(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      entry: journalEntries,
      makerName: maker.username,
      deciderName: decider.username,
      reversesRefNo: reversed.refNo,
      // Spelled out: the outer entry's id, never r's own (drizzle may leave a column unqualified).
      reversedByRefNo: sql<
        string | null
      >`(select r.ref_no from ${journalEntries} r where r.reverses_entry_id = "journal_entries"."id" and r.status <> 'rejected' limit 1)`,
    })
    .from(journalEntries)
    .leftJoin(maker, eq(maker.id, journalEntries.createdBy))
    .leftJoin(decider, eq(decider.id, journalEntries.decidedBy))
    .leftJoin(reversed, eq(reversed.id, journalEntries.reversesEntryId))
    .where(where);
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function presentSummary(row: SummaryRow, viewer: Viewer): TransactionSummary {
  const { entry } = row;
  return {
    transaction_id: entry.id,
    ref_no: entry.refNo,
    transaction_date: entry.entryDate,
    description: entry.description,
    currency: entry.currencyCode,
    exchange_rate: trimRate(entry.exchangeRate),
    total: koboToNaira(entry.totalKobo),
    total_in_currency: koboToNaira(entry.totalMinor),
    status: entry.status,
    source: entry.source,
    created_by: entry.createdBy ? { user_id: entry.createdBy, name: row.makerName ?? 'A former user' } : null,
    created_at: entry.createdAt.toISOString(),
    decided_by: entry.decidedBy ? { user_id: entry.decidedBy, name: row.deciderName ?? 'A former user' } : null,
    decided_at: entry.decidedAt?.toISOString() ?? null,
    rejection_reason: entry.rejectionReason,
    reverses_ref_no: row.reversesRefNo,
    reversed_by_ref_no: row.reversedByRefNo,
    can_decide: entry.status === 'pending' && viewer.canApprove && entry.createdBy !== viewer.userId,
  };
}

const parent = alias(ledgerAccounts, 'parent');

/** Code, name and main account's name of each account, by id. */
async function accountNames(tx: Transaction, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { code: string; name: string; parentName: string | null }>();
  const rows = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, name: ledgerAccounts.name, parentName: parent.name })
    .from(ledgerAccounts)
    .leftJoin(parent, eq(parent.id, ledgerAccounts.parentId))
    .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The amounts an entry proposed, in its currency's minor units, and in kobo at its recorded rate. */
export function proposedAmounts(entry: EntryRow) {
  const amounts = entry.proposedLines.map((line) => ({
    accountId: line.account_id,
    debitMinor: minorOf(line.debit) ?? 0,
    creditMinor: minorOf(line.credit) ?? 0,
    description: line.description,
  }));
  return convertLines(amounts, entry.exchangeRate);
}

/**
 * An entry's lines: the posted ones of an approved entry; for a pending or rejected one, the lines
 * as proposed, in naira at the rate recorded with it (what approval would post).
 */
export async function entryLines(tx: Transaction, tenantId: string, entry: EntryRow): Promise<TransactionLine[]> {
  const lines =
    entry.status === 'approved'
      ? (
          await tx
            .select()
            .from(journalLines)
            .where(and(eq(journalLines.tenantId, tenantId), eq(journalLines.entryId, entry.id)))
            .orderBy(journalLines.lineNo)
        ).map((line) => ({
          accountId: line.accountId,
          debitKobo: line.debitKobo,
          creditKobo: line.creditKobo,
          debitMinor: line.debitKobo > 0 ? line.currencyMinor : 0,
          creditMinor: line.creditKobo > 0 ? line.currencyMinor : 0,
          description: line.description,
        }))
      : proposedAmounts(entry);
  const names = await accountNames(
    tx,
    tenantId,
    lines.map((line) => line.accountId),
  );
  return lines.map((line, index) => {
    const account = names.get(line.accountId);
    return {
      line_no: index + 1,
      account_id: line.accountId,
      account_code: account?.code ?? '',
      account_name: account?.name ?? 'Unknown account',
      parent_account_name: account?.parentName ?? null,
      debit: koboToNaira(line.debitKobo),
      credit: koboToNaira(line.creditKobo),
      debit_in_currency: koboToNaira(line.debitMinor),
      credit_in_currency: koboToNaira(line.creditMinor),
      description: line.description,
    };
  });
}

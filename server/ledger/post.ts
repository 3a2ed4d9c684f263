import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountingMessages, type EntrySource, type ProposedLine } from '../../domain/accounting';
import { checkLines, convertLines, minorOf, normaliseRefNo, type LineAmounts } from '../../domain/journal';
import { koboToNaira } from '../../domain/money';
import {
  accountDailyTotals,
  accountMonthlyTotals,
  accountSourceDailyTotals,
  accountSourceMonthlyTotals,
  currencies,
  journalEntries,
  journalLines,
  ledgerAccounts,
} from '../db/schema';
import { conflict, forbidden, invalidInput, notFound } from '../http/errors';
import { openPeriodFor } from './periods';
import { nextRefNo, refNoTaken } from './refs';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

export type JournalEntryRow = typeof journalEntries.$inferSelect;

/** One line of a posting, in minor units (kobo for NGN) of the entry's currency; one side only. */
export interface PostingLine {
  accountId: string;
  debit?: number;
  credit?: number;
  description?: string | null;
}

export interface EntryInput {
  /** yyyy-mm-dd, the day the entry belongs to. */
  date: string;
  description: string;
  source: EntrySource;
  /** The record the entry belongs to (an invoice's id, …). */
  sourceId?: string | null;
  currency?: string;
  /** Naira per unit; the currency's current rate when left out. */
  exchangeRate?: string | null;
  refNo?: string | null;
  lines: PostingLine[];
  /** Who made it: the person whose action posts it. */
  by: string | null;
}

interface Checked {
  amounts: (LineAmounts & { description: string | null })[];
  currency: string;
  rate: string;
}

const asAmounts = (lines: PostingLine[]) =>
  lines.map((line) => ({
    accountId: line.accountId,
    debitMinor: line.debit ?? 0,
    creditMinor: line.credit ?? 0,
    description: line.description ?? null,
  }));

/** Every account on the lines belongs to the brokerage, is active and takes postings (has no sub-accounts). */
async function checkAccounts(tx: Transaction, tenantId: string, amounts: LineAmounts[]): Promise<void> {
  const ids = [...new Set(amounts.map((line) => line.accountId))];
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      active: ledgerAccounts.active,
      // Spelled out: drizzle writes a column of a join-less select unqualified, and "id" would be sub's own.
      subAccounts: sql<number>`(select count(*)::int from ${ledgerAccounts} sub where sub.parent_id = "ledger_accounts"."id")`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  amounts.forEach((line, index) => {
    const account = byId.get(line.accountId);
    const field = `lines.${index}.accountId`;
    if (!account) errors.push({ field, message: 'Choose an account' });
    else if (!account.active) errors.push({ field, message: accountingMessages.accountInactive });
    else if (account.subAccounts > 0) errors.push({ field, message: accountingMessages.accountHasSubAccounts });
  });
  if (errors.length > 0) throw invalidInput(errors);
}

async function rateFor(tx: Transaction, tenantId: string, currency: string, given: string | null | undefined): Promise<string> {
  if (currency === 'NGN') return '1';
  // Share-locked so the currency cannot be removed while an entry in it is being recorded.
  const [row] = await tx
    .select({ rate: currencies.rate })
    .from(currencies)
    .where(and(eq(currencies.tenantId, tenantId), eq(currencies.code, currency)))
    .for('share');
  if (!row) throw invalidInput([{ field: 'currency', message: 'Choose a currency' }]);
  return given && given.trim() !== '' ? given.trim() : row.rate;
}

async function check(tx: Transaction, tenantId: string, input: EntryInput): Promise<Checked> {
  const amounts = asAmounts(input.lines);
  const errors = checkLines(amounts);
  if (errors.length > 0) throw invalidInput(errors);
  await checkAccounts(tx, tenantId, amounts);
  const currency = input.currency ?? 'NGN';
  return { amounts, currency, rate: await rateFor(tx, tenantId, currency, input.exchangeRate) };
}

function naira(amounts: Checked['amounts'], rate: string) {
  const converted = convertLines(amounts, rate);
  const tooSmall = converted.findIndex((line) => line.debitKobo + line.creditKobo <= 0);
  if (tooSmall >= 0)
    throw invalidInput([{ field: `lines.${tooSmall}.debit`, message: 'This amount is less than one kobo at the exchange rate' }]);
  return converted;
}

async function refNoFor(tx: Transaction, tenantId: string, input: EntryInput): Promise<string> {
  const given = input.refNo?.trim() ? normaliseRefNo(input.refNo) : null;
  if (!given) return nextRefNo(tx, tenantId, input.source);
  if (await refNoTaken(tx, tenantId, given)) throw invalidInput([{ field: 'refNo', message: `Reference number ${given} is already used` }]);
  return given;
}

const proposed = (amounts: Checked['amounts']): ProposedLine[] =>
  amounts.map((line) => ({
    account_id: line.accountId,
    debit: line.debitMinor > 0 ? koboToNaira(line.debitMinor) : null,
    credit: line.creditMinor > 0 ? koboToNaira(line.creditMinor) : null,
    description: line.description,
  }));

/** The event an entry's lines count under in the totals by source: a reversal's is the entry it turns around. */
async function countedSource(tx: Transaction, entry: JournalEntryRow): Promise<EntrySource> {
  if (!entry.reversesEntryId) return entry.source;
  const [original] = await tx
    .select({ source: journalEntries.source })
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, entry.tenantId), eq(journalEntries.id, entry.reversesEntryId)));
  return original?.source ?? entry.source;
}

/** Writes an entry's lines and adds them to the accounts' daily and monthly totals, overall and by source. */
async function writeLines(tx: Transaction, tenantId: string, entry: JournalEntryRow, converted: ReturnType<typeof naira>): Promise<void> {
  await tx.insert(journalLines).values(
    converted.map((line, index) => ({
      tenantId,
      entryId: entry.id,
      lineNo: index + 1,
      accountId: line.accountId,
      entryDate: entry.entryDate,
      debitKobo: line.debitKobo,
      creditKobo: line.creditKobo,
      currencyMinor: line.debitMinor + line.creditMinor,
      description: line.description,
    })),
  );
  const perAccount = new Map<string, { debit: number; credit: number; lines: number }>();
  for (const line of converted) {
    const total = perAccount.get(line.accountId) ?? { debit: 0, credit: 0, lines: 0 };
    total.debit += line.debitKobo;
    total.credit += line.creditKobo;
    total.lines += 1;
    perAccount.set(line.accountId, total);
  }
  // Always in account order, so two postings touching the same accounts lock them in the same order.
  const values = [...perAccount.keys()].sort().map((accountId) => {
    const total = perAccount.get(accountId)!;
    return { tenantId, accountId, debitKobo: total.debit, creditKobo: total.credit, lineCount: total.lines };
  });
  const day = entry.entryDate;
  const month = `${day.slice(0, 7)}-01`;
  const source = await countedSource(tx, entry);
  await tx
    .insert(accountDailyTotals)
    .values(values.map((row) => ({ ...row, day })))
    .onConflictDoUpdate({ target: [accountDailyTotals.accountId, accountDailyTotals.day], set: addedTo(accountDailyTotals) });
  await tx
    .insert(accountMonthlyTotals)
    .values(values.map((row) => ({ ...row, month })))
    .onConflictDoUpdate({ target: [accountMonthlyTotals.accountId, accountMonthlyTotals.month], set: addedTo(accountMonthlyTotals) });
  await tx
    .insert(accountSourceDailyTotals)
    .values(values.map((row) => ({ ...row, day, source })))
    .onConflictDoUpdate({
      target: [accountSourceDailyTotals.accountId, accountSourceDailyTotals.day, accountSourceDailyTotals.source],
      set: addedTo(accountSourceDailyTotals),
    });
  await tx
    .insert(accountSourceMonthlyTotals)
    .values(values.map((row) => ({ ...row, month, source })))
    .onConflictDoUpdate({
      target: [accountSourceMonthlyTotals.accountId, accountSourceMonthlyTotals.month, accountSourceMonthlyTotals.source],
      set: addedTo(accountSourceMonthlyTotals),
    });
}

type TotalsTable =
  typeof accountDailyTotals | typeof accountMonthlyTotals | typeof accountSourceDailyTotals | typeof accountSourceMonthlyTotals;

const addedTo = (table: TotalsTable) => ({
  debitKobo: sql`${table.debitKobo} + excluded.debit_kobo`,
  creditKobo: sql`${table.creditKobo} + excluded.credit_kobo`,
  lineCount: sql`${table.lineCount} + excluded.line_count`,
});

async function insertEntry(
  tx: Transaction,
  tenantId: string,
  input: EntryInput,
  checked: Checked,
  status: 'pending' | 'approved',
  reversesEntryId: string | null,
) {
  const period = await openPeriodFor(tx, tenantId, input.date);
  const converted = naira(checked.amounts, checked.rate);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      tenantId,
      refNo: await refNoFor(tx, tenantId, input),
      entryDate: input.date,
      description: input.description.trim(),
      currencyCode: checked.currency,
      exchangeRate: checked.rate,
      status,
      source: input.source,
      sourceId: input.sourceId ?? null,
      reversesEntryId,
      periodId: period.id,
      proposedLines: proposed(checked.amounts),
      totalKobo: converted.reduce((sum, line) => sum + line.debitKobo, 0),
      totalMinor: checked.amounts.reduce((sum, line) => sum + line.debitMinor, 0),
      createdBy: input.by,
      ...(status === 'approved' ? { decidedBy: input.by, decidedAt: new Date() } : {}),
    })
    .returning();
  return { entry: entry!, converted };
}

/** Posts a balanced entry to the ledger now, inside the caller's transaction: for the product's own events. */
export async function postEntry(tx: Transaction, tenantId: string, input: EntryInput): Promise<JournalEntryRow> {
  const checked = await check(tx, tenantId, input);
  const { entry, converted } = await insertEntry(tx, tenantId, input, checked, 'approved', null);
  await writeLines(tx, tenantId, entry, converted);
  return entry;
}

/** Records a manual entry that waits for a second person's approval; nothing reaches the ledger yet. */
export async function proposeEntry(tx: Transaction, tenantId: string, input: EntryInput): Promise<JournalEntryRow> {
  const checked = await check(tx, tenantId, input);
  const { entry } = await insertEntry(tx, tenantId, input, checked, 'pending', null);
  return entry;
}

async function pendingEntry(tx: Transaction, tenantId: string, entryId: string, deciderId: string): Promise<JournalEntryRow> {
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.id, entryId)))
    .for('update');
  if (!entry) throw notFound('Transaction');
  if (entry.status !== 'pending') throw conflict(accountingMessages.notPending);
  if (entry.createdBy === deciderId) throw forbidden(accountingMessages.ownApproval);
  return entry;
}

const amountsOfProposal = (entry: JournalEntryRow): Checked['amounts'] =>
  entry.proposedLines.map((line) => ({
    accountId: line.account_id,
    debitMinor: minorOf(line.debit) ?? 0,
    creditMinor: minorOf(line.credit) ?? 0,
    description: line.description,
  }));

/**
 * A second person approves a pending entry: the accounts and the period are checked again (either
 * may have changed while it waited) and its lines post at the rate recorded with it.
 */
export async function approveEntry(tx: Transaction, tenantId: string, entryId: string, approverId: string): Promise<JournalEntryRow> {
  const entry = await pendingEntry(tx, tenantId, entryId, approverId);
  const amounts = amountsOfProposal(entry);
  await checkAccounts(tx, tenantId, amounts);
  await openPeriodFor(tx, tenantId, entry.entryDate);
  const converted = naira(amounts, entry.exchangeRate);
  const [approved] = await tx
    .update(journalEntries)
    .set({ status: 'approved', decidedBy: approverId, decidedAt: new Date() })
    .where(eq(journalEntries.id, entry.id))
    .returning();
  await writeLines(tx, tenantId, approved!, converted);
  return approved!;
}

export async function rejectEntry(
  tx: Transaction,
  tenantId: string,
  entryId: string,
  deciderId: string,
  reason: string,
): Promise<JournalEntryRow> {
  await pendingEntry(tx, tenantId, entryId, deciderId);
  const [rejected] = await tx
    .update(journalEntries)
    .set({ status: 'rejected', decidedBy: deciderId, decidedAt: new Date(), rejectionReason: reason })
    .where(eq(journalEntries.id, entryId))
    .returning();
  return rejected!;
}

/**
 * The correction of an approved entry: the same lines with the sides swapped, dated `date`. The
 * product's own corrections post at once; a person's waits for approval like any manual entry.
 */
export async function reverseEntry(
  tx: Transaction,
  tenantId: string,
  entryId: string,
  options: { date: string; by: string | null; description?: string; source?: EntrySource; approval: 'post' | 'propose' },
): Promise<JournalEntryRow> {
  const [original] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.id, entryId)))
    .for('update');
  if (!original) throw notFound('Transaction');
  if (original.status !== 'approved') throw conflict('Only an approved transaction can be reversed');
  const [already] = await tx
    .select({ refNo: journalEntries.refNo })
    .from(journalEntries)
    .where(and(eq(journalEntries.reversesEntryId, original.id), sql`${journalEntries.status} <> 'rejected'`));
  if (already) throw conflict(`This transaction is already reversed by ${already.refNo}`);
  const swapped = amountsOfProposal(original).map((line) => ({ ...line, debitMinor: line.creditMinor, creditMinor: line.debitMinor }));
  const input: EntryInput = {
    date: options.date,
    description: options.description ?? `Reversal of ${original.refNo}`,
    source: options.source ?? 'reversal',
    sourceId: original.sourceId,
    currency: original.currencyCode,
    exchangeRate: original.exchangeRate,
    lines: swapped.map((line) => ({
      accountId: line.accountId,
      debit: line.debitMinor,
      credit: line.creditMinor,
      description: line.description,
    })),
    by: options.by,
  };
  const checked = await check(tx, tenantId, input);
  const status = options.approval === 'post' ? 'approved' : 'pending';
  const { entry, converted } = await insertEntry(tx, tenantId, input, checked, status, original.id);
  if (status === 'approved') await writeLines(tx, tenantId, entry, converted);
  return entry;
}

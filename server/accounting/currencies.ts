import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  currencyMessages,
  knownCurrency,
  rateDateProblem,
  type Currency,
  type CurrencyPayload,
  type ExchangeRateHistoryItem,
  type RatePayload,
} from '../../domain/currencies';
import { isUuid } from '../../domain/ids';
import { trimRate } from '../../domain/products';
import { isUniqueViolation } from '../db/pg-errors';
import { currencies, exchangeRateHistory, journalEntries, users } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type CurrencyRow = typeof currencies.$inferSelect;

function present(row: CurrencyRow): Currency {
  return {
    currency_id: row.id,
    exchange_rate_id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    is_base: row.isBase,
    rate: trimRate(row.rate),
    rate_date: row.rateDate,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The naira first, then the others by code. */
export async function listCurrencies(tx: Transaction, tenantId: string): Promise<Currency[]> {
  const rows = await tx
    .select()
    .from(currencies)
    .where(eq(currencies.tenantId, tenantId))
    .orderBy(desc(currencies.isBase), asc(currencies.code));
  return rows.map(present);
}

function checkedRateDate(given: string | null | undefined, today: string, current: string | null): string {
  const rateDate = given?.trim() || today;
  const problem = rateDateProblem(rateDate, today, current);
  if (problem) throw invalidInput([{ field: 'rateDate', message: problem }]);
  return rateDate;
}

/** Two adds of one code racing both pass the check; the unique index stops the second with the same answer. */
export async function codeRace<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'currencies_tenant_code_key')) throw conflict(currencyMessages.taken(code));
    throw error;
  }
}

/** Adds a currency with its first rate, which also starts its history. */
export async function addCurrency(
  tx: Transaction,
  tenantId: string,
  userId: string,
  payload: CurrencyPayload,
  today: string,
): Promise<Currency> {
  const rateDate = checkedRateDate(payload.rateDate, today, null);
  const [taken] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.tenantId, tenantId), eq(currencies.code, payload.code)));
  if (taken) throw conflict(currencyMessages.taken(payload.code));
  const known = knownCurrency(payload.code);
  const [row] = await tx
    .insert(currencies)
    .values({
      tenantId,
      code: payload.code,
      name: payload.name?.trim() || known?.name || payload.code,
      symbol: payload.symbol?.trim() || known?.symbol || null,
      rate: payload.rate.trim(),
      rateDate,
    })
    .returning();
  await tx.insert(exchangeRateHistory).values({ tenantId, currencyId: row!.id, rate: row!.rate, rateDate, recordedBy: userId });
  return present(row!);
}

async function lockCurrency(tx: Transaction, tenantId: string, id: string): Promise<CurrencyRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(currencies)
        .where(and(eq(currencies.tenantId, tenantId), eq(currencies.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Currency');
  return row;
}

/** A new current rate, kept in the history too. Entries already made keep the rate they were made at. */
export async function updateRate(
  tx: Transaction,
  tenantId: string,
  id: string,
  userId: string,
  payload: RatePayload,
  today: string,
): Promise<Currency> {
  const current = await lockCurrency(tx, tenantId, id);
  if (current.isBase) throw conflict(currencyMessages.baseRateFixed);
  const rateDate = checkedRateDate(payload.rateDate, today, current.rateDate);
  const [row] = await tx
    .update(currencies)
    .set({ rate: payload.rate.trim(), rateDate, updatedAt: new Date() })
    .where(and(eq(currencies.tenantId, tenantId), eq(currencies.id, current.id)))
    .returning();
  await tx.insert(exchangeRateHistory).values({ tenantId, currencyId: current.id, rate: row!.rate, rateDate, recordedBy: userId });
  return present(row!);
}

/** Removes a currency no transaction uses, with its history; answers its code. */
export async function deleteCurrency(tx: Transaction, tenantId: string, id: string): Promise<string> {
  const current = await lockCurrency(tx, tenantId, id);
  if (current.isBase) throw conflict(currencyMessages.baseKept);
  const [used] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.currencyCode, current.code)))
    .limit(1);
  if (used) throw conflict(currencyMessages.inUse(current.code));
  await tx.delete(currencies).where(and(eq(currencies.tenantId, tenantId), eq(currencies.id, current.id)));
  return current.code;
}

/** A currency with its rates, the newest first (by the day each applies from, then when recorded). */
export async function rateHistory(
  tx: Transaction,
  tenantId: string,
  id: string,
  paging: Paging | null,
): Promise<{ currency: Currency; history: ExchangeRateHistoryItem[]; total: number }> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(currencies)
        .where(and(eq(currencies.tenantId, tenantId), eq(currencies.id, id)))
    : [];
  if (!row) throw notFound('Currency');
  const mine = and(eq(exchangeRateHistory.tenantId, tenantId), eq(exchangeRateHistory.currencyId, row.id));
  const select = tx
    .select({ entry: exchangeRateHistory, recordedByName: users.username })
    .from(exchangeRateHistory)
    .leftJoin(users, eq(users.id, exchangeRateHistory.recordedBy))
    .where(mine)
    .orderBy(desc(exchangeRateHistory.rateDate), desc(exchangeRateHistory.recordedAt), desc(exchangeRateHistory.id));
  const [rows, [total]] = await Promise.all([
    paging ? select.limit(paging.limit).offset(paging.offset) : select,
    tx.select({ n: count() }).from(exchangeRateHistory).where(mine),
  ]);
  return {
    currency: present(row),
    history: rows.map(({ entry, recordedByName }) => ({
      history_id: entry.id,
      rate: trimRate(entry.rate),
      rate_date: entry.rateDate,
      recorded_by_name: recordedByName,
      recorded_at: entry.recordedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

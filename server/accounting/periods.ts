import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { isCurrentPeriod, periodMessages, periodNameOf, type AccountingPeriod, type PeriodPayload } from '../../domain/periods';
import { accountingPeriods, journalEntries, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Transaction } from '../db/client';

type PeriodRow = typeof accountingPeriods.$inferSelect;

function present(row: PeriodRow, closedByName: string | null, today: string): AccountingPeriod {
  return {
    period_id: row.id,
    name: row.name,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status,
    is_current: isCurrentPeriod({ period_start: row.periodStart, period_end: row.periodEnd }, today),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by_name: closedByName,
    created_at: row.createdAt.toISOString(),
  };
}

const withCloser = (tx: Transaction) =>
  tx
    .select({ period: accountingPeriods, closedByName: users.username })
    .from(accountingPeriods)
    .leftJoin(users, eq(users.id, accountingPeriods.closedBy));

/** Every period of the brokerage, the latest first. */
export async function listPeriods(tx: Transaction, tenantId: string, today: string): Promise<AccountingPeriod[]> {
  const rows = await withCloser(tx)
    .where(eq(accountingPeriods.tenantId, tenantId))
    .orderBy(desc(accountingPeriods.periodStart), desc(accountingPeriods.createdAt));
  return rows.map((row) => present(row.period, row.closedByName, today));
}

/** The period covering today, or null when none does. */
export async function currentPeriod(tx: Transaction, tenantId: string, today: string): Promise<AccountingPeriod | null> {
  const [row] = await withCloser(tx)
    .where(
      and(eq(accountingPeriods.tenantId, tenantId), lte(accountingPeriods.periodStart, today), gte(accountingPeriods.periodEnd, today)),
    )
    .limit(1);
  return row ? present(row.period, row.closedByName, today) : null;
}

/**
 * Opens a period that shares no day with any other of the brokerage. Creations are taken one at a
 * time per brokerage (a transaction-scoped advisory lock), so two overlapping ones sent together
 * cannot both pass the check.
 */
export async function createPeriod(
  tx: Transaction,
  tenantId: string,
  userId: string,
  payload: PeriodPayload,
  today: string,
): Promise<AccountingPeriod> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`accounting_periods:${tenantId}`}))`);
  const [overlapping] = await tx
    .select({ id: accountingPeriods.id })
    .from(accountingPeriods)
    .where(
      and(
        eq(accountingPeriods.tenantId, tenantId),
        lte(accountingPeriods.periodStart, payload.periodEnd),
        gte(accountingPeriods.periodEnd, payload.periodStart),
      ),
    )
    .limit(1);
  if (overlapping) throw conflict(periodMessages.overlap);
  const [row] = await tx
    .insert(accountingPeriods)
    .values({ tenantId, name: periodNameOf(payload), periodStart: payload.periodStart, periodEnd: payload.periodEnd, createdBy: userId })
    .returning();
  return present(row!, null, today);
}

/**
 * Closes a period for good. The period row is taken for update: postings hold it for share until
 * they commit, so a close waits for postings in flight, and postings that come later find it
 * closed. Transactions waiting for approval in it must be decided first.
 */
export async function closePeriod(
  tx: Transaction,
  tenantId: string,
  periodId: string,
  userId: string,
  today: string,
): Promise<AccountingPeriod> {
  const [period] = isUuid(periodId)
    ? await tx
        .select()
        .from(accountingPeriods)
        .where(and(eq(accountingPeriods.tenantId, tenantId), eq(accountingPeriods.id, periodId)))
        .for('update')
    : [];
  if (!period) throw notFound('Accounting period');
  if (period.status === 'closed') throw conflict(periodMessages.alreadyClosed);
  const [pending] = await tx
    .select({ n: count() })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.tenantId, tenantId),
        eq(journalEntries.status, 'pending'),
        gte(journalEntries.entryDate, period.periodStart),
        lte(journalEntries.entryDate, period.periodEnd),
      ),
    );
  if (pending && pending.n > 0) throw conflict(periodMessages.pendingEntries(pending.n));
  const [closed] = await tx
    .update(accountingPeriods)
    .set({ status: 'closed', closedAt: new Date(), closedBy: userId })
    .where(and(eq(accountingPeriods.tenantId, tenantId), eq(accountingPeriods.id, period.id)))
    .returning();
  const [closer] = await tx.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return present(closed!, closer?.name ?? null, today);
}

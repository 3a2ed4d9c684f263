import { and, eq, gte, lte } from 'drizzle-orm';
import { accountingMessages, PERIOD_CLOSED, PERIOD_MISSING } from '../../domain/accounting';
import { accountingPeriods } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Transaction } from '../db/client';

export type PeriodRow = typeof accountingPeriods.$inferSelect;

/**
 * The open period a posting dated `date` belongs to. The period row is share-locked until the
 * posting commits, so closing it (which takes the row for update) waits for postings in flight,
 * and a posting never lands in a period that closed under it.
 */
export async function openPeriodFor(tx: Transaction, tenantId: string, date: string): Promise<PeriodRow> {
  const [period] = await tx
    .select()
    .from(accountingPeriods)
    .where(and(eq(accountingPeriods.tenantId, tenantId), lte(accountingPeriods.periodStart, date), gte(accountingPeriods.periodEnd, date)))
    .limit(1)
    .for('share');
  if (!period) throw new ApiError(409, PERIOD_MISSING, accountingMessages.periodMissing(date));
  if (period.status === 'closed') throw new ApiError(409, PERIOD_CLOSED, accountingMessages.periodClosed(period.name));
  return period;
}

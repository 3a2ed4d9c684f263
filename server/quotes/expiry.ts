import { and, inArray, lt, sql } from 'drizzle-orm';
import { EXPIRING_STATUSES } from '../../domain/quotes';
import { quoteEvents, quotes } from '../db/schema';
import type { Transaction } from '../db/client';

// Quotes past their validity are written down as expired, in every brokerage at once (a system job:
// the moves already refuse an expired quote before this runs, so it only brings the lists up to date).

/** Marks every still-open quote whose last valid day is before `today` as expired; answers how many. */
export async function expireQuotes(tx: Transaction, today: string): Promise<number> {
  const expired = await tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(inArray(quotes.status, [...EXPIRING_STATUSES]), lt(quotes.validUntil, today)))
    .returning({ id: quotes.id, tenantId: quotes.tenantId, validUntil: quotes.validUntil });
  if (expired.length > 0)
    await tx.insert(quoteEvents).values(
      expired.map((quote) => ({
        tenantId: quote.tenantId,
        quoteId: quote.id,
        action: 'expired',
        status: 'expired' as const,
        note: `Valid until ${quote.validUntil}`,
        by: null,
        at: sql`clock_timestamp()`,
      })),
    );
  return expired.length;
}

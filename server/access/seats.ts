import { and, count, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { subscriptions, tenants, users } from '../db/schema';
import { conflict } from '../http/errors';
import type { Database } from '../db/client';

export const noSeatLeft = (seats: number) =>
  seats === 0
    ? 'Your brokerage has no active plan, so no one can be invited. Choose a plan first.'
    : `Your plan allows ${seats} user${seats === 1 ? '' : 's'} and all are taken. Choose a larger plan or remove a user first.`;

/**
 * A new user needs a free seat on the plan running now. The brokerage's row is locked first, so
 * two invitations racing for the last seat cannot both take it.
 */
export async function assertSeatFree(tx: Database, tenantId: string, now = new Date()): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  const [[plan], [taken]] = await Promise.all([
    tx
      .select({ users: subscriptions.users })
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
      .orderBy(desc(subscriptions.users))
      .limit(1),
    tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt))),
  ]);
  const seats = plan?.users ?? 0;
  if ((taken?.n ?? 0) >= seats) throw conflict(noSeatLeft(seats));
}

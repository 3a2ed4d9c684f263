import { and, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { CLAIM_NOTIFICATION_KINDS, claimLink, daysBetween, FINISHED_CLAIM_STATUSES } from '../../domain/claims';
import { todayInLagos } from '../../domain/today';
import { adminsOf } from '../access/permission-holders';
import { claims, reminders, tenants } from '../db/schema';
import { oncePerPeriod } from '../jobs/once';
import { notifyUsers } from '../notifications/notify';
import type { AppContext } from '../context';

// Claim ageing, once a day across every brokerage and process: an open claim past its brokerage's
// limit (days since it was reported) is flagged to its owner, once per claim and limit. The live
// pushes leave after the run has committed.

export const CLAIM_OVERDUE = CLAIM_NOTIFICATION_KINDS.overdue;

/** Runs the day's claim ageing (the day of `now` in Lagos); answers whether this call ran it. Tests move `now`. */
export async function runClaimAgeing(ctx: AppContext, now: Date = new Date()): Promise<boolean> {
  const today = todayInLagos(now);
  const pushes: (() => void)[] = [];
  const ran = await oncePerPeriod(ctx.database, 'claim-ageing', today, async (tx) => {
    const late = await tx
      .select({ claim: claims, limit: tenants.claimAgeLimitDays })
      .from(claims)
      .innerJoin(tenants, eq(tenants.id, claims.tenantId))
      .where(
        and(
          notInArray(claims.status, [...FINISHED_CLAIM_STATUSES]),
          isNull(claims.finishedOn),
          gt(sql`${today}::date - ${claims.reportedDate}`, tenants.claimAgeLimitDays),
        ),
      );
    let flagged = 0;
    for (const { claim, limit } of late) {
      const claimed = await tx
        .insert(reminders)
        .values({ tenantId: claim.tenantId, subjectId: claim.id, kind: 'claim overdue', threshold: limit })
        .onConflictDoNothing()
        .returning({ id: reminders.id });
      if (claimed.length === 0) continue;
      flagged += 1;
      const owners = claim.createdBy ? [claim.createdBy] : await adminsOf(tx, claim.tenantId);
      const age = daysBetween(claim.reportedDate, today);
      pushes.push(
        await notifyUsers(
          tx,
          claim.tenantId,
          owners,
          {
            kind: CLAIM_OVERDUE,
            title: `Claim ${claim.claimNo} is overdue`,
            message: `Reported ${age} days ago, past the brokerage's ${limit} days: follow it up with the insurer`,
            link: claimLink(claim.id),
            payload: { claim_id: claim.id, claim_number: claim.claimNo, age_days: age },
          },
          ctx.live,
        ),
      );
    }
    return `${flagged} overdue claims flagged`;
  });
  if (!ran) return false;
  for (const push of pushes) push();
  return true;
}

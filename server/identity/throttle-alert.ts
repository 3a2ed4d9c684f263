import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { LAGOS_ZONE } from '../../domain/today';
import { sessions } from '../db/schema';
import { composeMailFor } from '../mail/compose';
import { notifyUsers } from '../notifications/notify';
import { SIGN_IN_POLICY, claimOwnerTelling, type CountedFailure } from './throttle-failures';
import type { AppContext } from '../context';

export const SIGN_IN_FAILURES_KIND = 'sign_in_failures';
export const SIGN_IN_FAILURES_TITLE = 'Failed sign-in attempts on your account';

interface Owner {
  id: string;
  tenantId: string;
  email: string;
  firstName: string | null;
  username: string;
}

const lagosTime = (at: Date) => DateTime.fromJSDate(at, { zone: LAGOS_ZONE }).toFormat("d LLL yyyy, HH:mm 'WAT'");

/** What the owner is told: how many failures, from where, when, and what to do. */
export function failuresWarning(counted: CountedFailure, address: string, now: Date) {
  const span =
    lagosTime(counted.firstFailedAt) === lagosTime(now)
      ? `at ${lagosTime(now)}`
      : `between ${lagosTime(counted.firstFailedAt)} and ${lagosTime(now)}`;
  return {
    summary: `${counted.failures} attempts to sign in to your account with a wrong password came from the address ${address} ${span}.`,
    advice:
      `If that was not you, change your password now and tell your administrator. That address is refused for ` +
      `${SIGN_IN_POLICY.blockMs / 60_000} minutes after ${SIGN_IN_POLICY.blockAfter} failures; you can still sign in from your own.`,
  };
}

/**
 * Tells the owner, by mail and notification, once per window, when an address they have never
 * signed in from keeps failing on their account.
 */
export async function tellOwnerOfFailures(
  ctx: AppContext,
  owner: Owner,
  address: string,
  counted: CountedFailure,
  now: Date,
): Promise<void> {
  if (counted.failures < SIGN_IN_POLICY.tellOwnerAt) return;
  if (!(await claimOwnerTelling(ctx.database, owner.email.toLowerCase(), address, now))) return;
  const warning = failuresWarning(counted, address, now);
  const push = await ctx.database.asTenant(owner.tenantId, async (tx) => {
    const [theirs] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, owner.id), eq(sessions.ipAddress, address)))
      .limit(1);
    if (theirs) return null;
    return notifyUsers(
      tx,
      owner.tenantId,
      [owner.id],
      {
        kind: SIGN_IN_FAILURES_KIND,
        title: SIGN_IN_FAILURES_TITLE,
        message: `${warning.summary} ${warning.advice}`,
        link: '/change-password',
      },
      ctx.live,
    );
  });
  if (!push) return;
  push();
  await ctx.mailer.send({
    tenantId: owner.tenantId,
    to: owner.email,
    ...(await composeMailFor(ctx, owner.tenantId, 'sign_in_failures', {
      user_name: owner.firstName || owner.username,
      summary: warning.summary,
      advice: warning.advice,
      link: `${ctx.config.publicUrl}/change-password`,
    })),
  });
}

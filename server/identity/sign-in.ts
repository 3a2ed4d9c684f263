import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { verifyPassword } from '../auth/passwords';
import { signInAttempts, liveUserWithEmail, users } from '../db/schema';
import { ApiError, forbidden, tooManyAttempts } from '../http/errors';
import { openSession } from './sessions';
import type { SignInPayload } from '../../domain/auth';
import type { AppContext } from '../context';

/** Failures counted within this window slow the next attempts, then lock the email for a while. */
export const SIGN_IN_POLICY = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  lockAfter: 8,
  lockMs: 15 * 60_000,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
} as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

async function recordFailure(ctx: AppContext, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_POLICY.windowMs);
  const lockUntil = new Date(now.getTime() + SIGN_IN_POLICY.lockMs);
  // One statement so that concurrent failures from several processes are all counted.
  await ctx.database.asSystem((tx) =>
    tx
      .insert(signInAttempts)
      .values({ email, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInAttempts.email,
        set: {
          failures: sql`case when ${signInAttempts.windowStartedAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${signInAttempts.windowStartedAt} < ${windowStart} then ${now} else ${signInAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when ${signInAttempts.windowStartedAt} >= ${windowStart} and ${signInAttempts.failures} + 1 >= ${SIGN_IN_POLICY.lockAfter} then ${lockUntil} else ${signInAttempts.lockedUntil} end`,
        },
      }),
  );
}

function delayFor(failures: number): number {
  if (failures < SIGN_IN_POLICY.slowAfter) return 0;
  return Math.min(SIGN_IN_POLICY.baseDelayMs * 2 ** (failures - SIGN_IN_POLICY.slowAfter), SIGN_IN_POLICY.maxDelayMs);
}

export async function signIn(ctx: AppContext, payload: SignInPayload, client: { userAgent?: string; ipAddress?: string }): Promise<string> {
  const email = payload.email.trim().toLowerCase();
  const now = new Date();
  const { asSystem } = ctx.database;
  const [attempts] = await asSystem((tx) => tx.select().from(signInAttempts).where(eq(signInAttempts.email, email)));
  if (attempts?.lockedUntil && attempts.lockedUntil > now) {
    const seconds = Math.ceil((attempts.lockedUntil.getTime() - now.getTime()) / 1000);
    throw tooManyAttempts(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
      seconds,
    );
  }
  const recentFailures = attempts && attempts.windowStartedAt.getTime() > now.getTime() - SIGN_IN_POLICY.windowMs ? attempts.failures : 0;
  const delay = delayFor(recentFailures);
  if (delay > 0) await sleep(delay);

  // Sign-in is by email alone, before the brokerage is known.
  const [user] = await asSystem((tx) => tx.select().from(users).where(liveUserWithEmail(email)));
  const passwordMatches = await verifyPassword(user?.passwordHash, payload.password);
  if (!user || !passwordMatches) {
    await recordFailure(ctx, email, now);
    throw new ApiError(401, ERROR_CODES.badCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  if (attempts) await asSystem((tx) => tx.delete(signInAttempts).where(eq(signInAttempts.email, email)));
  if (user.suspended) throw forbidden('Your account has been suspended. Please contact your administrator.');
  if (!user.emailVerifiedAt) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before signing in');
  return openSession(ctx, user, client);
}

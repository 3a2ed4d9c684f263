import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES } from '../../domain/api';
import { verifyPassword } from '../auth/passwords';
import { liveUserWithEmail, users } from '../db/schema';
import { ApiError, forbidden } from '../http/errors';
import { openSession } from './sessions';
import { tellOwnerOfFailures } from './throttle-alert';
import { blockedAnswer, delayFor, forgiveFailures, recordFailure, standingOf, sweepOldFailures } from './throttle-failures';
import type { SignInPayload } from '../../domain/auth';
import type { AppContext } from '../context';

export { SIGN_IN_POLICY } from './throttle-failures';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** Where a request comes from when Fastify cannot say (never in practice): all such requests share one count. */
const UNKNOWN_ADDRESS = 'unknown';

export async function signIn(ctx: AppContext, payload: SignInPayload, client: { userAgent?: string; ipAddress?: string }): Promise<string> {
  const email = payload.email.trim().toLowerCase();
  const address = client.ipAddress || UNKNOWN_ADDRESS;
  const now = new Date();
  const { database } = ctx;
  // Refused before the password is even looked at: a blocked address learns nothing, the right password included.
  const standing = await standingOf(database, email, address, now);
  if (standing.blockedUntil) throw blockedAnswer(standing, now);
  const delay = delayFor(standing.failures);
  if (delay > 0) await sleep(delay);

  // Sign-in is by email alone, before the brokerage is known.
  const [user] = await database.asSystem((tx) => tx.select().from(users).where(liveUserWithEmail(email)));
  const passwordMatches = await verifyPassword(user?.passwordHash, payload.password);
  if (!user || !passwordMatches) {
    const counted = await recordFailure(database, email, address, now);
    if (user) await tellOwnerOfFailures(ctx, user, address, counted, now);
    await sweepOldFailures(database, now);
    throw new ApiError(401, ERROR_CODES.badCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  if (standing.failures > 0) await forgiveFailures(database, email, address);
  if (user.suspended) throw forbidden('Your account has been suspended. Please contact your administrator.');
  if (!user.emailVerifiedAt) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before signing in');
  return openSession(ctx, user, client);
}

import { ERROR_CODES } from '../../../domain/api';
import { liveUserWithEmail, users } from '../../db/schema';
import { ApiError, conflict, forbidden } from '../../http/errors';
import { openSession } from '../sessions';
import type { AppContext } from '../../context';

async function userByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.database.asSystem((tx) => tx.select().from(users).where(liveUserWithEmail(email)));
  return user;
}

/**
 * Signs in the person whose email the provider vouched for, with the rules of password sign-in:
 * a suspended account or an unverified email is refused, and an unknown email must register first.
 */
export async function signInWithEmail(ctx: AppContext, email: string, client: { userAgent?: string; ipAddress?: string }): Promise<string> {
  const user = await userByEmail(ctx, email);
  if (!user) throw new ApiError(404, ERROR_CODES.notFound, `No account uses ${email}. Register first.`);
  if (user.suspended) throw forbidden('Your account has been suspended. Please contact your administrator.');
  if (!user.emailVerifiedAt) throw forbidden('Please verify your email address before signing in');
  return openSession(ctx, user, client);
}

/** Registration starts only for an email no account uses yet. */
export async function assertEmailIsFree(ctx: AppContext, email: string): Promise<void> {
  if (await userByEmail(ctx, email)) throw conflict(`An account already uses ${email}. Sign in instead.`);
}

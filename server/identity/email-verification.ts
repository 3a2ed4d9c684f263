import { eq } from 'drizzle-orm';
import { userAlreadyVerified } from '../../domain/messages';
import { consumeKey } from '../access/user-keys';
import { liveUserWithEmail, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { BROKER_URL_TOKEN_TTL, needsBrokerAddress } from './registration';
import { assertCanResend, prepareVerificationMail } from './verification-mail';
import type { AppContext } from '../context';

// Everything here happens before sign-in, found by a key, a step token or an email: system work.

const alreadyVerified = (email: string) => new ApiError(406, 'ALREADY_VERIFIED', userAlreadyVerified(email));

/**
 * Marks the email of the mailed key's owner verified. A broker whose brokerage has no address yet
 * gets the token of the next step (choosing it); everyone else can sign in, and gets none.
 */
export async function verifyEmail(ctx: AppContext, key: string | undefined): Promise<{ brokerToken: string | null }> {
  const { user, needsAddress } = await ctx.database.asSystem(async (tx) => {
    const owner = await consumeKey(tx, key, 'verify-email');
    await tx
      .update(users)
      .set({ emailVerifiedAt: owner.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, owner.id));
    return { user: owner, needsAddress: await needsBrokerAddress(tx, owner) };
  });
  if (!needsAddress) return { brokerToken: null };
  return { brokerToken: await ctx.tokens.signFor('broker-url', { user_id: user.id, tenant_id: user.tenantId }, BROKER_URL_TOKEN_TTL) };
}

/** Mails a new verification link to the person who just registered (found by their registration token); answers the email. */
export async function resendToRegistrant(ctx: AppContext, registrationToken: string | null): Promise<string> {
  const claims = await ctx.tokens.verifyFor(
    'registration',
    registrationToken,
    'Your registration has expired. Ask for the mail with your email address instead.',
  );
  const send = await ctx.database.asSystem(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.id, claims.user_id ?? ''));
    if (!user) throw new ApiError(401, 'INVALID_TOKEN', 'Your registration is no longer valid. Register again.');
    if (user.emailVerifiedAt) throw alreadyVerified(user.email);
    assertCanResend(user);
    return { email: user.email, mail: await prepareVerificationMail(ctx, tx, user) };
  });
  await send.mail();
  return send.email;
}

/** Mails a new verification link when the (normalised) address has an account; says nothing when it has none. */
export async function resendToEmail(ctx: AppContext, address: string): Promise<void> {
  const send = await ctx.database.asSystem(async (tx) => {
    const [user] = await tx.select().from(users).where(liveUserWithEmail(address));
    if (!user) return null;
    if (user.emailVerifiedAt) throw alreadyVerified(user.email);
    assertCanResend(user);
    return prepareVerificationMail(ctx, tx, user);
  });
  await send?.();
}

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { consumeKey, issueKey } from '../access/user-keys';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sessions, userKeys, liveUserWithEmail, users } from '../db/schema';
import { invalidInput, invalidSession } from '../http/errors';
import { composeMailFor } from '../mail/compose';
import { buildClaims } from './sessions';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

const RESET_MAIL_GAP_MS = 60_000;

/** Ends every live session of a user but the one given; answers the ended ids so sockets can close after commit. */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: string | null): Promise<string[]> {
  const now = new Date();
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

export function disconnectSessions(ctx: AppContext, sessionIds: string[]): void {
  for (const id of sessionIds) ctx.live.endSession(id);
}

/** Mails a reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  // By email, before anyone is signed in: the one lookup that must cross brokerages.
  const [user] = await ctx.database.asSystem((tx) => tx.select().from(users).where(liveUserWithEmail(email)));
  if (!user || user.suspended) return;
  // One request at a time per user (row lock), so two racing requests cannot both pass the check.
  const key = await ctx.database.asTenant(user.tenantId, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ id: userKeys.id })
      .from(userKeys)
      .where(
        and(
          eq(userKeys.userId, user.id),
          eq(userKeys.purpose, 'reset-password'),
          gt(userKeys.createdAt, new Date(Date.now() - RESET_MAIL_GAP_MS)),
        ),
      )
      .limit(1);
    return recent ? null : issueKey(tx, user, 'reset-password');
  });
  if (!key) return;
  const url = `${ctx.config.publicUrl}/reset-password?key=${encodeURIComponent(key)}`;
  await ctx.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    ...(await composeMailFor(ctx, user.tenantId, 'password_reset', { user_name: user.firstName || user.username, link: url })),
    secrets: [key],
  });
}

export async function resetPassword(ctx: AppContext, key: string | undefined, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  // The key is the only credential, so it is looked up across brokerages.
  const ended = await ctx.database.asSystem(async (tx) => {
    const user = await consumeKey(tx, key, 'reset-password');
    await tx
      .update(users)
      .set({ passwordHash, pendingPasswordChange: false, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return endOtherSessions(tx, user.id, null);
  });
  disconnectSessions(ctx, ended);
}

/**
 * Ends every session of the user, the one that made the change included, and opens a new one in
 * the same transaction: whoever held an old token (copied, stolen) is out, and the person who
 * changed the password carries on with the answered token.
 */
export async function changePassword(
  ctx: AppContext,
  session: { userId: string; tenantId: string },
  currentPassword: string,
  newPassword: string,
  client: { userAgent?: string; ipAddress?: string },
): Promise<string> {
  const [user] = await ctx.database.asTenant(session.tenantId, (tx) => tx.select().from(users).where(eq(users.id, session.userId)));
  if (!user) throw invalidSession();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw invalidInput([{ field: 'currentPassword', message: 'The current password is not correct' }]);
  }
  const passwordHash = await hashPassword(newPassword);
  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlSeconds * 1000);
  const { opened, ended } = await ctx.database.asTenant(session.tenantId, async (tx) => {
    await tx.update(users).set({ passwordHash, pendingPasswordChange: false, updatedAt: new Date() }).where(eq(users.id, user.id));
    const ended = await endOtherSessions(tx, user.id, null);
    const [opened] = await tx
      .insert(sessions)
      .values({ tenantId: user.tenantId, userId: user.id, expiresAt, userAgent: client.userAgent, ipAddress: client.ipAddress })
      .returning({ id: sessions.id });
    return { opened: opened!, ended };
  });
  disconnectSessions(ctx, ended);
  return ctx.tokens.sign(await buildClaims(ctx, user, opened.id), expiresAt);
}

import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userAlreadyVerified } from '../../domain/messages';
import { normalisePhone } from '../../domain/registration';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/pg-errors';
import { groupUsers, liveUserWithEmail, tenants, userRoles, users } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import { assertCanResend, prepareVerificationMail } from '../identity/verification-mail';
import { composeMailFor } from '../mail/compose';
import { groupsOf, liveUser, rolesOf } from './access-records';
import { assertMayGiveGroups, assertMayGiveRoles } from './grant-ceiling';
import { assertSeatFree } from './seats';
import { accessUser } from './users';
import type { AccessUser, InviteUserPayload } from '../../domain/access';
import type { Grants } from '../auth/authorize';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#$%&*+?@'];

/** A temporary password that passes the password rule: every kind of character, in a random order. */
export function temporaryPassword(length = 14): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const emailTaken = () =>
  new ApiError(409, 'CONFLICT', 'An account already uses this email', [{ field: 'email', message: 'An account already uses this email' }]);

/** The email may belong to someone in another brokerage, which this brokerage cannot see: the unique index tells. */
async function emailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

type UserRow = typeof users.$inferSelect;

/** Mails the verify link with the temporary password, after commit; the password is kept out of stored copies once delivered. */
async function prepareInvitation(ctx: AppContext, tx: Database, user: UserRow, inviterId: string, password: string) {
  const [[inviter], [tenant]] = await Promise.all([
    tx.select({ username: users.username }).from(users).where(eq(users.id, inviterId)),
    tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, user.tenantId)),
  ]);
  return prepareVerificationMail(ctx, tx, user, async (url) => ({
    ...(await composeMailFor(ctx, user.tenantId, 'invitation', {
      user_name: user.firstName || user.username,
      inviter_name: inviter?.username ?? 'Your administrator',
      brokerage_name: tenant?.name ?? 'your brokerage',
      email: user.email,
      temporary_password: password,
      link: url,
    })),
    secrets: [password],
  }));
}

/**
 * Creates the user with a temporary password they must change at first sign-in, and mails the
 * invitation. Their roles and groups may carry only what the inviter holds (`grants`).
 */
export async function inviteUser(ctx: AppContext, actor: SessionUser, grants: Grants, payload: InviteUserPayload): Promise<AccessUser> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const email = payload.email.trim().toLowerCase();
  const firstName = payload.firstName.trim();
  const lastName = payload.lastName.trim();
  const { invited, send } = await emailRace(() =>
    ctx.database.asTenant(actor.tenantId, async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(liveUserWithEmail(email));
      if (taken) throw emailTaken();
      await assertSeatFree(tx, actor.tenantId);
      const roles = await rolesOf(tx, actor.tenantId, payload.roles ?? []);
      const groups = await groupsOf(tx, actor.tenantId, payload.groups ?? []);
      await assertMayGiveRoles(tx, grants, roles);
      await assertMayGiveGroups(tx, grants, groups);
      const [created] = await tx
        .insert(users)
        .values({
          tenantId: actor.tenantId,
          email,
          username: `${firstName} ${lastName}`,
          firstName,
          lastName,
          phone: payload.phone?.trim() ? normalisePhone(payload.phone) : null,
          userType: payload.userType,
          passwordHash,
          pendingPasswordChange: true,
          invitedBy: actor.userId,
        })
        .returning();
      const user = created!;
      if (roles.length)
        await tx.insert(userRoles).values(roles.map((role) => ({ tenantId: actor.tenantId, userId: user.id, roleId: role.id })));
      if (groups.length)
        await tx.insert(groupUsers).values(groups.map((group) => ({ tenantId: actor.tenantId, userId: user.id, groupId: group.id })));
      const send = await prepareInvitation(ctx, tx, user, actor.userId, password);
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      const roleRefs = roles.map((role) => ({ role_id: role.id, name: role.name })).sort((a, b) => a.name.localeCompare(b.name));
      return { invited: accessUser(fresh!, roleRefs), send };
    }),
  );
  await send();
  return invited;
}

/**
 * Sends the mail again to someone who has not verified their email. An invitee who never signed
 * in also gets a fresh temporary password: the first one may be lost with the first mail.
 */
export async function resendInvitation(ctx: AppContext, actor: SessionUser, userId: string, email: string): Promise<void> {
  const check = (user: UserRow) => {
    if (user.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw invalidInput([{ field: 'email', message: 'This is not the email of that user' }]);
    }
    if (user.emailVerifiedAt) throw new ApiError(406, 'ALREADY_VERIFIED', userAlreadyVerified(user.email));
    assertCanResend(user);
  };
  const found = await ctx.database.asTenant(actor.tenantId, (tx) => liveUser(tx, actor.tenantId, userId));
  check(found);
  const password = found.invitedBy !== null && found.pendingPasswordChange ? temporaryPassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  const send = await ctx.database.asTenant(actor.tenantId, async (tx) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    check(user);
    if (!password || !passwordHash) return prepareVerificationMail(ctx, tx, user);
    await tx.update(users).set({ passwordHash, pendingPasswordChange: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return prepareInvitation(ctx, tx, user, actor.userId, password);
  });
  await send();
}

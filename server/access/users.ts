import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type } from 'superstruct';
import { type AccessUser, type Member, USER_STATUSES, type UserStatus, userStatus } from '../../domain/access';
import { USER_SORTS } from '../../domain/list-sort';
import { groupUsers, groups, roles, userKeys, userPermissions, userRoles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { sortedTerms, sortQuery } from '../http/list-sort';
import { filterText, PageQuery } from '../http/params';
import { disconnectSessions, endOtherSessions } from '../identity/passwords';
import { liveUser, liveUserOf } from './access-records';
import { assertAdminRemains } from './admin-guard';
import type { Database } from '../db/client';
import type { OrderKey } from '../http/keyset';
import type { Paging } from '../http/paging';
import type { TenantWrite } from '../http/tenant-write';
import type { Infer, Struct } from 'superstruct';

type UserRow = typeof users.$inferSelect;

export function accessUser(user: UserRow, roleRefs: { role_id: string; name: string }[]): AccessUser {
  const verified = user.emailVerifiedAt !== null;
  return {
    user_id: user.id,
    basicDetails: { username: user.username, email: user.email, firstname: user.firstName, lastname: user.lastName, phone: user.phone },
    additionalDetails: { avatar_uri: user.avatarUri, user_type: user.userType },
    suspended: user.suspended,
    verified,
    status: userStatus({ suspended: user.suspended, verified }),
    verification_sent_at: user.verificationSentAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    roles: roleRefs,
  };
}

export const member = (user: UserRow): Member => ({
  user_id: user.id,
  username: user.username,
  email: user.email,
  user_type: user.userType,
  suspended: user.suspended,
});

/** The roles of some users, by user id, sorted by name. */
export async function roleRefsOf(db: Database, userIds: string[]) {
  const byUser = new Map<string, { role_id: string; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, roleId: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.name));
  for (const row of rows) byUser.get(row.userId)?.push({ role_id: row.roleId, name: row.name });
  return byUser;
}

const STATUS_FILTERS: Record<UserStatus, SQL> = {
  suspended: eq(users.suspended, true),
  invited: and(eq(users.suspended, false), isNull(users.emailVerifiedAt))!,
  active: and(eq(users.suspended, false), isNotNull(users.emailVerifiedAt))!,
};

/** GET /user: a page of users, searched by username, email or name, and of one status. */
export const UserListQuery = assign(
  PageQuery,
  type({
    search: filterText(),
    status: refine(
      filterText(),
      'status',
      (value) => !value || (USER_STATUSES as readonly string[]).includes(value) || 'Choose active, suspended or invited',
    ) as Struct<UserStatus | undefined, null>,
  }),
  sortQuery(USER_SORTS),
);

const USER_SORT_KEYS: Record<(typeof USER_SORTS)[number], OrderKey> = {
  username: { column: sql`lower(${users.username})`, kind: 'text' },
  email: { column: sql`lower(${users.email})`, kind: 'text' },
  status: {
    column: sql`case when ${users.suspended} then 'suspended' when ${users.emailVerifiedAt} is null then 'invited' else 'active' end`,
    kind: 'text',
  },
};

export async function listUsers(db: Database, tenantId: string, filter: Infer<typeof UserListQuery>, paging: Paging) {
  const conditions = [liveUserOf(tenantId)];
  const term = filter.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(users.username, like), ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))!,
    );
  }
  if (filter.status) conditions.push(STATUS_FILTERS[filter.status]);
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sortedTerms([asc(sql`lower(${users.username})`), asc(users.id)], USER_SORT_KEYS, users.id, filter))
      .limit(paging.limit)
      .offset(paging.offset),
    db.$count(users, where),
  ]);
  const roleRefs = await roleRefsOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => accessUser(row, roleRefs.get(row.id) ?? [])), total };
}

/** One live user of the brokerage, with their roles (404 otherwise). */
export async function readUser(db: Database, tenantId: string, id: string): Promise<AccessUser> {
  const user = await liveUser(db, tenantId, id);
  return accessUser(user, (await roleRefsOf(db, [user.id])).get(user.id) ?? []);
}

export async function userRoleList(db: Database, userId: string) {
  const rows = await db
    .select({ role_id: roles.id, name: roles.name, description: roles.description })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  return rows;
}

export async function userGroupList(db: Database, userId: string) {
  return db
    .select({ group_id: groups.id, name: groups.name, description: groups.description })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(groups.name));
}

/** Users who hold a permission through a group: the people a change to that group's grants concerns. */
export async function membersOfGroups(db: Database, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.selectDistinct({ userId: groupUsers.userId }).from(groupUsers).where(inArray(groupUsers.groupId, groupIds));
  return rows.map((row) => row.userId);
}

/**
 * A deleted user keeps their rows, so their work stays theirs, but loses every grant, every
 * session and every mailed link at once, and frees their email for someone new.
 */
export async function deleteUser({ ctx, tx, session: actor, afterCommit }: TenantWrite, userId: string): Promise<void> {
  const user = await liveUser(tx, actor.tenantId, userId);
  if (user.id === actor.userId) throw conflict('You cannot delete your own account');
  await assertAdminRemains(tx, actor.tenantId, { users: [user.id] });
  const now = new Date();
  await tx.update(users).set({ deletedAt: now, suspended: true, updatedAt: now }).where(eq(users.id, user.id));
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  await tx.delete(groupUsers).where(eq(groupUsers.userId, user.id));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
  await tx
    .update(userKeys)
    .set({ usedAt: now })
    .where(and(eq(userKeys.userId, user.id), isNull(userKeys.usedAt)));
  const ended = await endOtherSessions(tx, user.id, null);
  afterCommit(() => disconnectSessions(ctx, ended));
}

/**
 * A suspended user's sessions end at once (their live connections once the change commits);
 * restoring lets them sign in again. No one suspends themselves, nor the brokerage's last admin.
 */
export async function setSuspension(
  { ctx, tx, session: actor, afterCommit }: TenantWrite,
  userId: string,
  suspended: boolean,
): Promise<UserRow> {
  const user = await liveUser(tx, actor.tenantId, userId);
  if (user.id === actor.userId && suspended) throw conflict('You cannot suspend your own account');
  if (suspended) await assertAdminRemains(tx, actor.tenantId, { users: [user.id] });
  await tx.update(users).set({ suspended, updatedAt: new Date() }).where(eq(users.id, user.id));
  const ended = suspended ? await endOtherSessions(tx, user.id, null) : [];
  afterCommit(() => disconnectSessions(ctx, ended));
  return user;
}

import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { ADMIN_ROLE_FIXED, type Role } from '../../domain/access';
import { isAdminRoleName } from '../../domain/permissions';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { changeAccess, naming } from './access-change';
import { liveUser, liveUsers, permissionsOf, roleOf, rolesOf } from './access-records';
import { assertAdminRemains } from './admin-guard';
import { catalogue, permissionEntry } from './effective-permissions';
import { assertMayGiveRoles, assertMayGrant, assertMayHandle } from './grant-ceiling';
import { member } from './users';
import type { Database } from '../db/client';
import type { AccessWrite } from './access-change';

type RoleRow = typeof roles.$inferSelect;

async function countsOf(db: Database, roleIds: string[]) {
  if (roleIds.length === 0) return { usersOf: new Map<string, number>(), permissionsOf: new Map<string, number>() };
  const [userCounts, permissionCounts] = await Promise.all([
    db
      .select({ roleId: userRoles.roleId, n: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(inArray(userRoles.roleId, roleIds), isNull(users.deletedAt)))
      .groupBy(userRoles.roleId),
    db
      .select({ roleId: rolePermissions.roleId, n: count() })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, roleIds))
      .groupBy(rolePermissions.roleId),
  ]);
  return {
    usersOf: new Map(userCounts.map((row) => [row.roleId, row.n])),
    permissionsOf: new Map(permissionCounts.map((row) => [row.roleId, row.n])),
  };
}

async function describeRoles(db: Database, rows: RoleRow[]): Promise<Role[]> {
  const { usersOf, permissionsOf: held } = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  const everything = rows.some((row) => isAdminRoleName(row.name)) ? (await catalogue(db)).length : 0;
  return rows.map((row) => {
    const admin = isAdminRoleName(row.name);
    return {
      role_id: row.id,
      name: row.name,
      description: row.description,
      admin,
      user_count: usersOf.get(row.id) ?? 0,
      permission_count: admin ? everything : (held.get(row.id) ?? 0),
    };
  });
}

export async function listRoles(db: Database, tenantId: string): Promise<Role[]> {
  return describeRoles(db, await db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.name)));
}

export async function getRole(db: Database, tenantId: string, id: string): Promise<Role> {
  return (await describeRoles(db, [await roleOf(db, tenantId, id)]))[0]!;
}

/** What a role allows; the admin role allows the whole catalogue. */
export async function rolePermissionList(db: Database, tenantId: string, id: string) {
  const role = await roleOf(db, tenantId, id);
  if (isAdminRoleName(role.name)) return (await catalogue(db)).map(permissionEntry);
  const rows = await db
    .select({ permission: permissions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, role.id))
    .orderBy(asc(permissions.sortOrder), asc(permissions.id));
  return rows.map((row) => permissionEntry(row.permission));
}

export async function roleMembers(db: Database, tenantId: string, id: string) {
  const role = await roleOf(db, tenantId, id);
  const rows = await db
    .select({ user: users })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, role.id), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
  return rows.map((row) => member(row.user));
}

export function assignRolesToUser(change: AccessWrite, userId: string, roleIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const chosen = await rolesOf(tx, actor.tenantId, roleIds);
    await assertMayGiveRoles(tx, change.grants, chosen);
    const added = await tx
      .insert(userRoles)
      .values(chosen.map((role) => ({ tenantId: actor.tenantId, userId: user.id, roleId: role.id })))
      .onConflictDoNothing()
      .returning({ roleId: userRoles.roleId });
    const names = chosen.filter((role) => added.some((row) => row.roleId === role.id)).map((role) => role.name);
    if (names.length) await tell([user.id], `You were given ${naming('role', names)}`);
  });
}

export function removeRoleFromUser(change: AccessWrite, userId: string, roleId: string) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const role = await roleOf(tx, actor.tenantId, roleId);
    assertMayHandle(change.grants, [role]);
    await assertAdminRemains(tx, actor.tenantId, { users: [user.id], roleIds: [role.id] });
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id)))
      .returning({ roleId: userRoles.roleId });
    if (removed.length) await tell([user.id], `You no longer have ${naming('role', [role.name])}`);
  });
}

export function addUsersToRole(change: AccessWrite, roleId: string, userIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const role = await roleOf(tx, actor.tenantId, roleId);
    await assertMayGiveRoles(tx, change.grants, [role]);
    const chosen = await liveUsers(tx, actor.tenantId, userIds);
    const added = await tx
      .insert(userRoles)
      .values(chosen.map((user) => ({ tenantId: actor.tenantId, userId: user.id, roleId: role.id })))
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    await tell(
      added.map((row) => row.userId),
      `You were given ${naming('role', [role.name])}`,
    );
  });
}

/**
 * Replaces what a role allows. The admin role allows everything by rule and cannot be edited.
 * What the role allows already may stay; what it gains, the editor must hold.
 */
export function setRolePermissions(change: AccessWrite, roleId: string, permissionIds: number[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const role = await roleOf(tx, actor.tenantId, roleId);
    if (isAdminRoleName(role.name)) throw conflict(ADMIN_ROLE_FIXED);
    const chosen = await permissionsOf(tx, permissionIds);
    const ids = chosen.map((permission) => permission.id);
    const before = await tx.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    assertMayGrant(
      change.grants,
      chosen.filter((permission) => !before.some((row) => row.id === permission.id)).map((permission) => permission.value),
    );
    const dropped = await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), ids.length ? notInArray(rolePermissions.permissionId, ids) : undefined))
      .returning({ id: rolePermissions.permissionId });
    const added = ids.length
      ? await tx
          .insert(rolePermissions)
          .values(ids.map((permissionId) => ({ tenantId: actor.tenantId, roleId: role.id, permissionId })))
          .onConflictDoNothing()
          .returning({ id: rolePermissions.permissionId })
      : [];
    if (dropped.length || added.length) {
      const holders = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, role.id));
      await tell(
        holders.map((row) => row.userId),
        `What ${naming('role', [role.name])} allows has changed`,
      );
    }
  });
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { LAST_ADMIN } from '../../domain/access';
import { roles, userRoles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { isAdminRole } from './access-records';
import type { Database } from '../db/client';

/**
 * Refuses a change that would leave the brokerage without an active admin: some users losing
 * (some of) their roles, or losing everything by being deleted or suspended when `roleIds` is
 * not given. Locks the admin role rows first, so that two such changes in flight are judged one
 * after the other.
 */
export async function assertAdminRemains(db: Database, tenantId: string, change: { users: string[]; roleIds?: string[] }): Promise<void> {
  const adminRoleIds = (
    await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), isAdminRole))
      .for('update')
  ).map((role) => role.id);
  const affected = change.roleIds ? change.roleIds.filter((id) => adminRoleIds.includes(id)) : adminRoleIds;
  if (affected.length === 0 || change.users.length === 0) return;
  const holders = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, adminRoleIds), isNull(users.deletedAt), eq(users.suspended, false)),
    );
  const before = new Set(holders.map((row) => row.userId));
  const after = new Set(
    holders.filter((row) => !(change.users.includes(row.userId) && affected.includes(row.roleId))).map((row) => row.userId),
  );
  if (before.size > 0 && after.size === 0) throw conflict(LAST_ADMIN);
}

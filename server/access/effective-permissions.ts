import { asc, eq } from 'drizzle-orm';
import { isAdminRoleName, type PermissionArea, type PermissionName } from '../../domain/permissions';
import { grantsOf, holds, refusal } from '../auth/authorize';
import { groupPermissions, groupUsers, groups, permissions, rolePermissions, roles, userPermissions, userRoles } from '../db/schema';
import { liveUser } from './access-records';
import type { EffectivePermission, Permission } from '../../domain/access';
import type { SessionUser } from '../auth/session-user';
import type { Database } from '../db/client';

type CatalogueRow = typeof permissions.$inferSelect;

export const permissionEntry = (row: CatalogueRow): Permission => ({
  permission_id: row.id,
  value: row.value,
  area: row.area as PermissionArea,
  description: row.description,
});

export async function catalogue(db: Database): Promise<CatalogueRow[]> {
  return db.select().from(permissions).orderBy(asc(permissions.sortOrder), asc(permissions.id));
}

/**
 * What a user may do, with where each permission comes from: granted directly, through a role
 * or through a group. A user holding the admin role holds the whole catalogue through it.
 */
export async function effectivePermissions(db: Database, userId: string): Promise<{ admin: boolean; data: EffectivePermission[] }> {
  const [all, direct, viaRoles, viaGroups, heldRoles] = await Promise.all([
    catalogue(db),
    db.select({ id: userPermissions.permissionId }).from(userPermissions).where(eq(userPermissions.userId, userId)),
    db
      .select({ id: rolePermissions.permissionId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ id: groupPermissions.permissionId, name: groups.name })
      .from(groupUsers)
      .innerJoin(groups, eq(groups.id, groupUsers.groupId))
      .innerJoin(groupPermissions, eq(groupPermissions.groupId, groups.id))
      .where(eq(groupUsers.userId, userId)),
    db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId)),
  ]);
  const adminRoles = heldRoles.map((role) => role.name).filter(isAdminRoleName);
  const admin = adminRoles.length > 0;
  const directIds = new Set(direct.map((row) => row.id));
  const sources = (rows: { id: number; name: string }[], id: number) =>
    [...new Set(rows.filter((row) => row.id === id).map((row) => row.name))].sort((a, b) => a.localeCompare(b));
  const data: EffectivePermission[] = [];
  for (const row of all) {
    const fromRoles = [...new Set([...adminRoles, ...sources(viaRoles, row.id)])];
    const fromGroups = sources(viaGroups, row.id);
    const isDirect = directIds.has(row.id);
    if (isDirect || fromRoles.length > 0 || fromGroups.length > 0) {
      data.push({ ...permissionEntry(row), direct: isDirect, roles: fromRoles, groups: fromGroups });
    }
  }
  return { admin, data };
}

const READ_OTHERS: PermissionName[] = ['View Users', 'Assign Permissions'];

/** Everyone reads their own permissions ("using the id in the session token"); another user's need View Users. */
export async function permissionsOfUser(db: Database, reader: SessionUser, userId: string) {
  if (userId !== reader.userId && !holds(await grantsOf(db, reader.userId), ...READ_OTHERS)) throw refusal(READ_OTHERS);
  return effectivePermissions(db, (await liveUser(db, reader.tenantId, userId)).id);
}

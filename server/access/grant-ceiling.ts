import { asc, eq, inArray } from 'drizzle-orm';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../domain/access';
import { beyondGrants, cannotGive, cannotGrant } from '../../domain/granting';
import { isAdminRoleName } from '../../domain/permissions';
import { groupPermissions, permissions, rolePermissions } from '../db/schema';
import { forbidden } from '../http/errors';
import { naming } from './access-change';
import type { Grants } from '../auth/authorize';
import type { Database } from '../db/client';

// No climbing: whoever grants a permission, a role or a group membership must hold every
// permission it carries. Checked before anything is written, so a refused list changes nothing.

/** Refuses (403) passing on permissions the granter does not hold. */
export function assertMayGrant(grants: Grants, names: readonly string[]): void {
  const beyond = beyondGrants(grants, names);
  if (beyond.length) throw forbidden(cannotGrant(beyond));
}

type Carrier = { id: string; name: string };

/** Refuses (403) giving roles or group memberships that carry permissions the granter does not hold. */
async function assertMayGiveCarriers(
  kind: 'role' | 'group',
  grants: Grants,
  chosen: readonly Carrier[],
  carried: (ids: string[]) => Promise<{ carrierId: string; value: string }[]>,
): Promise<void> {
  if (grants.admin || chosen.length === 0) return;
  const rows = await carried(chosen.map((carrier) => carrier.id));
  const offenders = chosen.filter(
    (carrier) =>
      beyondGrants(
        grants,
        rows.filter((row) => row.carrierId === carrier.id).map((row) => row.value),
      ).length,
  );
  if (offenders.length === 0) return;
  const ids = offenders.map((carrier) => carrier.id);
  const beyond = beyondGrants(
    grants,
    rows.filter((row) => ids.includes(row.carrierId)).map((row) => row.value),
  );
  const names = offenders.map((carrier) => carrier.name);
  const what = kind === 'role' ? naming('role', names) : `membership of ${naming('group', names)}`;
  throw forbidden(cannotGive(what, beyond, offenders.length > 1));
}

/** Holding 'Manage Roles' is not enough to make someone (oneself included) an admin, or to unmake one. */
export function assertMayHandle(grants: Grants, chosen: readonly { name: string }[]): void {
  if (chosen.some((role) => isAdminRoleName(role.name)) && !grants.admin) throw forbidden(ONLY_ADMINS_HANDLE_ADMIN_ROLE);
}

/** The admin role carries everything by rule (no rows say so): only admins give it. */
export async function assertMayGiveRoles(tx: Database, grants: Grants, chosen: readonly Carrier[]): Promise<void> {
  assertMayHandle(grants, chosen);
  await assertMayGiveCarriers('role', grants, chosen, (ids) =>
    tx
      .select({ carrierId: rolePermissions.roleId, value: permissions.value })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, ids))
      .orderBy(asc(permissions.sortOrder), asc(permissions.id)),
  );
}

export function assertMayGiveGroups(tx: Database, grants: Grants, chosen: readonly Carrier[]): Promise<void> {
  return assertMayGiveCarriers('group', grants, chosen, (ids) =>
    tx
      .select({ carrierId: groupPermissions.groupId, value: permissions.value })
      .from(groupPermissions)
      .innerJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
      .where(inArray(groupPermissions.groupId, ids))
      .orderBy(asc(permissions.sortOrder), asc(permissions.id)),
  );
}

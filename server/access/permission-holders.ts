import { sql } from 'drizzle-orm';
import { ADMIN_ROLE, type PermissionName } from '../../domain/permissions';
import { groupPermissions, groupUsers, permissions, rolePermissions, roles, userPermissions, userRoles, users } from '../db/schema';
import type { Transaction } from '../db/client';

/**
 * The brokerage's active users (neither suspended nor deleted) who hold `permission` directly,
 * through a role or a group, and its admins; never `except` (the maker of what is to be approved).
 */
export async function usersHolding(
  tx: Transaction,
  tenantId: string,
  permission: PermissionName,
  except: string | null,
): Promise<string[]> {
  const result = (await tx.execute(sql`
    select ${users.id} as id from ${users}
    where ${users.tenantId} = ${tenantId} and ${users.deletedAt} is null and not ${users.suspended}
      and ${users.id} is distinct from ${except}
      and (
        exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
                where ${userRoles.userId} = ${users.id} and lower(trim(${roles.name})) = ${ADMIN_ROLE})
        or exists (select 1 from ${userPermissions} join ${permissions} on ${permissions.id} = ${userPermissions.permissionId}
                   where ${userPermissions.userId} = ${users.id} and ${permissions.value} = ${permission})
        or exists (select 1 from ${userRoles} join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
                   join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
                   where ${userRoles.userId} = ${users.id} and ${permissions.value} = ${permission})
        or exists (select 1 from ${groupUsers} join ${groupPermissions} on ${groupPermissions.groupId} = ${groupUsers.groupId}
                   join ${permissions} on ${permissions.id} = ${groupPermissions.permissionId}
                   where ${groupUsers.userId} = ${users.id} and ${permissions.value} = ${permission})
      )
    order by ${users.id}
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The brokerage's active admins (holders of the admin role). */
export async function adminsOf(tx: Transaction, tenantId: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    select ${users.id} as id from ${users}
    where ${users.tenantId} = ${tenantId} and ${users.deletedAt} is null and not ${users.suspended}
      and exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
                  where ${userRoles.userId} = ${users.id} and lower(trim(${roles.name})) = ${ADMIN_ROLE})
    order by ${users.id}
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

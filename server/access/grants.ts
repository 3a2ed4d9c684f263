import { and, eq } from 'drizzle-orm';
import { userPermissions } from '../db/schema';
import { changeAccess, naming } from './access-change';
import { liveUser, liveUsers, permissionOf, permissionsOf } from './access-records';
import { assertMayGrant } from './grant-ceiling';
import type { TenantWrite } from '../http/tenant-write';
import type { AccessWrite } from './access-change';

// Permissions given to users directly, besides those of their roles and groups.

export function assignPermissionsToUser(change: AccessWrite, userId: string, permissionIds: number[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const chosen = await permissionsOf(tx, permissionIds);
    assertMayGrant(
      change.grants,
      chosen.map((permission) => permission.value),
    );
    const added = await tx
      .insert(userPermissions)
      .values(chosen.map((permission) => ({ tenantId: actor.tenantId, userId: user.id, permissionId: permission.id })))
      .onConflictDoNothing()
      .returning({ id: userPermissions.permissionId });
    const names = chosen.filter((permission) => added.some((row) => row.id === permission.id)).map((permission) => permission.value);
    if (names.length) await tell([user.id], `You were given ${naming('permission', names)}`);
  });
}

export function removePermissionFromUser(change: TenantWrite, userId: string, permissionId: number) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const permission = await permissionOf(tx, permissionId);
    const removed = await tx
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, user.id), eq(userPermissions.permissionId, permission.id)))
      .returning({ id: userPermissions.permissionId });
    if (removed.length) await tell([user.id], `You no longer have ${naming('permission', [permission.value])} directly`);
  });
}

export function grantPermissionToUsers(change: AccessWrite, permissionId: number, userIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const permission = await permissionOf(tx, permissionId);
    const chosen = await liveUsers(tx, actor.tenantId, userIds);
    assertMayGrant(change.grants, [permission.value]);
    const added = await tx
      .insert(userPermissions)
      .values(chosen.map((user) => ({ tenantId: actor.tenantId, userId: user.id, permissionId: permission.id })))
      .onConflictDoNothing()
      .returning({ userId: userPermissions.userId });
    await tell(
      added.map((row) => row.userId),
      `You were given ${naming('permission', [permission.value])}`,
    );
  });
}

import { and, eq } from 'drizzle-orm';
import { groupPermissions, groupUsers } from '../db/schema';
import { changeAccess, naming } from './access-change';
import { groupOf, groupsOf, liveUser, liveUsers, permissionOf, permissionsOf } from './access-records';
import { assertMayGiveGroups, assertMayGrant } from './grant-ceiling';
import { membersOfGroups } from './users';
import type { TenantWrite } from '../http/tenant-write';
import type { AccessWrite } from './access-change';

// Who belongs to a group and what it allows. Every change tells the people whose access it changes.

export function assignGroupsToUser(change: AccessWrite, userId: string, groupIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const chosen = await groupsOf(tx, actor.tenantId, groupIds);
    await assertMayGiveGroups(tx, change.grants, chosen);
    const added = await tx
      .insert(groupUsers)
      .values(chosen.map((group) => ({ tenantId: actor.tenantId, groupId: group.id, userId: user.id })))
      .onConflictDoNothing()
      .returning({ groupId: groupUsers.groupId });
    const names = chosen.filter((group) => added.some((row) => row.groupId === group.id)).map((group) => group.name);
    if (names.length) await tell([user.id], `You were added to ${naming('group', names)}`);
  });
}

export function removeUserFromGroup(change: TenantWrite, userId: string, groupId: string) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const user = await liveUser(tx, actor.tenantId, userId);
    const group = await groupOf(tx, actor.tenantId, groupId);
    const removed = await tx
      .delete(groupUsers)
      .where(and(eq(groupUsers.groupId, group.id), eq(groupUsers.userId, user.id)))
      .returning({ userId: groupUsers.userId });
    if (removed.length) await tell([user.id], `You were removed from ${naming('group', [group.name])}`);
  });
}

export function addUsersToGroup(change: AccessWrite, groupId: string, userIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const group = await groupOf(tx, actor.tenantId, groupId);
    const chosen = await liveUsers(tx, actor.tenantId, userIds);
    await assertMayGiveGroups(tx, change.grants, [group]);
    const added = await tx
      .insert(groupUsers)
      .values(chosen.map((user) => ({ tenantId: actor.tenantId, groupId: group.id, userId: user.id })))
      .onConflictDoNothing()
      .returning({ userId: groupUsers.userId });
    await tell(
      added.map((row) => row.userId),
      `You were added to ${naming('group', [group.name])}`,
    );
  });
}

export function addPermissionsToGroup(change: AccessWrite, groupId: string, permissionIds: number[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const group = await groupOf(tx, actor.tenantId, groupId);
    const chosen = await permissionsOf(tx, permissionIds);
    assertMayGrant(
      change.grants,
      chosen.map((permission) => permission.value),
    );
    const added = await tx
      .insert(groupPermissions)
      .values(chosen.map((permission) => ({ tenantId: actor.tenantId, groupId: group.id, permissionId: permission.id })))
      .onConflictDoNothing()
      .returning({ id: groupPermissions.permissionId });
    const names = chosen.filter((permission) => added.some((row) => row.id === permission.id)).map((permission) => permission.value);
    if (names.length)
      await tell(await membersOfGroups(tx, [group.id]), `The group ${group.name} now gives you ${naming('permission', names)}`);
  });
}

export function removePermissionFromGroup(change: TenantWrite, groupId: string, permissionId: number) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const group = await groupOf(tx, actor.tenantId, groupId);
    const permission = await permissionOf(tx, permissionId);
    const removed = await tx
      .delete(groupPermissions)
      .where(and(eq(groupPermissions.groupId, group.id), eq(groupPermissions.permissionId, permission.id)))
      .returning({ id: groupPermissions.permissionId });
    if (removed.length) {
      await tell(
        await membersOfGroups(tx, [group.id]),
        `The group ${group.name} no longer gives you ${naming('permission', [permission.value])}`,
      );
    }
  });
}

export function grantPermissionToGroups(change: AccessWrite, permissionId: number, groupIds: string[]) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const permission = await permissionOf(tx, permissionId);
    const chosen = await groupsOf(tx, actor.tenantId, groupIds);
    assertMayGrant(change.grants, [permission.value]);
    const added = await tx
      .insert(groupPermissions)
      .values(chosen.map((group) => ({ tenantId: actor.tenantId, groupId: group.id, permissionId: permission.id })))
      .onConflictDoNothing()
      .returning({ groupId: groupPermissions.groupId });
    for (const group of chosen.filter((entry) => added.some((row) => row.groupId === entry.id))) {
      await tell(
        await membersOfGroups(tx, [group.id]),
        `The group ${group.name} now gives you ${naming('permission', [permission.value])}`,
      );
    }
  });
}

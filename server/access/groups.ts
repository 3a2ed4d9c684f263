import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { GROUP_NAME_TAKEN, type Group, type GroupPayload } from '../../domain/access';
import { isUniqueViolation } from '../db/pg-errors';
import { groupPermissions, groupUsers, groups, permissions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { changeAccess } from './access-change';
import { groupOf } from './access-records';
import { permissionEntry } from './effective-permissions';
import { member } from './users';
import type { Database } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

type GroupRow = typeof groups.$inferSelect;

const nameTaken = () => new ApiError(409, 'CONFLICT', GROUP_NAME_TAKEN, [{ field: 'name', message: GROUP_NAME_TAKEN }]);

async function describeGroups(db: Database, rows: GroupRow[]): Promise<Group[]> {
  const ids = rows.map((row) => row.id);
  const [userCounts, permissionCounts] = ids.length
    ? await Promise.all([
        db
          .select({ groupId: groupUsers.groupId, n: count() })
          .from(groupUsers)
          .innerJoin(users, eq(users.id, groupUsers.userId))
          .where(and(inArray(groupUsers.groupId, ids), isNull(users.deletedAt)))
          .groupBy(groupUsers.groupId),
        db
          .select({ groupId: groupPermissions.groupId, n: count() })
          .from(groupPermissions)
          .where(inArray(groupPermissions.groupId, ids))
          .groupBy(groupPermissions.groupId),
      ])
    : [[], []];
  return rows.map((row) => ({
    group_id: row.id,
    name: row.name,
    description: row.description,
    user_count: userCounts.find((entry) => entry.groupId === row.id)?.n ?? 0,
    permission_count: permissionCounts.find((entry) => entry.groupId === row.id)?.n ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listGroups(db: Database, tenantId: string): Promise<Group[]> {
  return describeGroups(
    db,
    await db
      .select()
      .from(groups)
      .where(eq(groups.tenantId, tenantId))
      .orderBy(asc(sql`lower(${groups.name})`)),
  );
}

export async function getGroup(db: Database, tenantId: string, id: string): Promise<Group> {
  return (await describeGroups(db, [await groupOf(db, tenantId, id)]))[0]!;
}

export async function groupMembers(db: Database, tenantId: string, id: string) {
  const group = await groupOf(db, tenantId, id);
  const rows = await db
    .select({ user: users })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(and(eq(groupUsers.groupId, group.id), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
  return rows.map((row) => member(row.user));
}

export async function groupPermissionList(db: Database, tenantId: string, id: string) {
  const group = await groupOf(db, tenantId, id);
  const rows = await db
    .select({ permission: permissions })
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
    .where(eq(groupPermissions.groupId, group.id))
    .orderBy(asc(permissions.sortOrder), asc(permissions.id));
  return rows.map((row) => permissionEntry(row.permission));
}

async function assertNameFree(db: Database, tenantId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(eq(groups.tenantId, tenantId), sql`lower(${groups.name}) = ${name.toLowerCase()}`, except ? ne(groups.id, except) : undefined),
    );
  if (taken) throw nameTaken();
}

/** Two requests racing with one name both pass assertNameFree; the unique index stops the second. */
async function nameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'groups_tenant_name_key')) throw nameTaken();
    throw error;
  }
}

export function createGroup(tx: Database, tenantId: string, payload: GroupPayload): Promise<Group> {
  const name = payload.name.trim();
  return nameRace(async () => {
    await assertNameFree(tx, tenantId, name);
    const [created] = await tx
      .insert(groups)
      .values({ tenantId, name, description: payload.description?.trim() ?? '' })
      .returning();
    return (await describeGroups(tx, [created!]))[0]!;
  });
}

export function updateGroup(tx: Database, tenantId: string, id: string, changes: Partial<GroupPayload>): Promise<Group> {
  return nameRace(async () => {
    const group = await groupOf(tx, tenantId, id);
    const name = changes.name?.trim();
    if (name !== undefined) await assertNameFree(tx, tenantId, name, group.id);
    const [updated] = await tx
      .update(groups)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(groups.id, group.id))
      .returning();
    return (await describeGroups(tx, [updated!]))[0]!;
  });
}

/** Its members lose whatever the group gave them, so they are told. */
export function deleteGroup(change: TenantWrite, id: string) {
  return changeAccess(change, async ({ tx, tell, actor }) => {
    const group = await groupOf(tx, actor.tenantId, id);
    const members = await tx.select({ userId: groupUsers.userId }).from(groupUsers).where(eq(groupUsers.groupId, group.id));
    await tx.delete(groups).where(eq(groups.id, group.id));
    await tell(
      members.map((row) => row.userId),
      `The group ${group.name} was deleted; what it allowed no longer applies to you`,
    );
    return group;
  });
}

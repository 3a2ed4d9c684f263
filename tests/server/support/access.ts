import { and, desc, eq, sql } from 'drizzle-orm';
import {
  groupPermissions,
  groups,
  groupUsers,
  notificationReceipts,
  notifications,
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  userRoles,
} from '../../../server/db/schema';
import { bearer, createUser, STRONG_PASSWORD, signIn } from './accounts';
import type { PermissionName } from '../../../domain/permissions';
import type { TestServer } from './test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as a signed-in user (or nobody, with a null token). */
export function caller(server: TestServer) {
  return (token: string | null, method: Method, url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function permissionId(server: TestServer, name: PermissionName): Promise<number> {
  const [row] = await server.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.value, name));
  return row!.id;
}

export async function roleId(server: TestServer, tenantId: string, name: string): Promise<string> {
  const [row] = await server.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  return row!.id;
}

export async function grantDirectly(server: TestServer, tenantId: string, userId: string, name: PermissionName) {
  await server.db
    .insert(userPermissions)
    .values({ tenantId, userId, permissionId: await permissionId(server, name) })
    .onConflictDoNothing();
}

/** A new group holding the permission, with the user in it; answers the group's id. */
export async function grantThroughGroup(server: TestServer, tenantId: string, userId: string, name: PermissionName): Promise<string> {
  const [group] = await server.db
    .insert(groups)
    .values({ tenantId, name: `Holders of ${name} ${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: groups.id });
  await server.db.insert(groupUsers).values({ tenantId, groupId: group!.id, userId });
  await server.db.insert(groupPermissions).values({ tenantId, groupId: group!.id, permissionId: await permissionId(server, name) });
  return group!.id;
}

export async function createGroupRow(server: TestServer, tenantId: string, name = `Team ${Math.random().toString(36).slice(2, 8)}`) {
  const [group] = await server.db.insert(groups).values({ tenantId, name }).returning();
  return group!;
}

/** A new role allowing the permissions, held by the users; answers the role's id. */
export async function createRoleRow(
  server: TestServer,
  tenantId: string,
  allows: readonly PermissionName[],
  holders: readonly string[] = [],
): Promise<string> {
  const [role] = await server.db
    .insert(roles)
    .values({ tenantId, name: `Desk ${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: roles.id });
  for (const name of allows) {
    await server.db.insert(rolePermissions).values({ tenantId, roleId: role!.id, permissionId: await permissionId(server, name) });
  }
  for (const userId of holders) await server.db.insert(userRoles).values({ tenantId, userId, roleId: role!.id });
  return role!.id;
}

/** A signed-in user of the brokerage with no role at all, and their token. */
export async function plainUser(server: TestServer, tenantId: string, options: Omit<Parameters<typeof createUser>[1], 'tenantId'> = {}) {
  const user = await createUser(server, { tenantId, ...options });
  const response = await signIn(server, user.email, STRONG_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return { user, token: response.json().token as string };
}

/** The access notices a user received, newest first. */
export async function accessNotices(server: TestServer, userId: string) {
  return server.db
    .select({ title: notifications.title, message: notifications.message, kind: notifications.kind })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .where(and(eq(notificationReceipts.userId, userId), eq(notifications.kind, 'access_changed')))
    .orderBy(desc(notifications.offset));
}

export async function roleNamesOf(server: TestServer, userId: string): Promise<string[]> {
  const rows = await server.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(sql`${roles.name}`);
  return rows.map((row) => row.name);
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

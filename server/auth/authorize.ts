import { eq, sql } from 'drizzle-orm';
import { isAdminRoleName, PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import { groupPermissions, groupUsers, permissions, rolePermissions, roles, userPermissions, userRoles } from '../db/schema';
import { forbidden } from '../http/errors';
import { grantsCacheOf, type Grants } from './grants-cache';
import type { AppContext } from '../context';
import type { Database, Transaction } from '../db/client';
import type { FastifyRequest } from 'fastify';

/** Who may call a route. Every API route declares one; the app refuses to start otherwise. */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'signed-in'; why: string }
  | { kind: 'permission'; anyOf: readonly PermissionName[]; refusal?: string };

/** Access for a call anyone may make, with the reason it is public. */
export const anyone = (why: string): Access => ({ kind: 'public', why });

/** Access for a call every signed-in user may make (their own data), with the reason. */
export const anySignedIn = (why: string): Access => ({ kind: 'signed-in', why });

/** Access for holders of any one of the permissions; `refusal` replaces the standard 403 message. */
export const holders = (anyOf: PermissionName | readonly PermissionName[], refusal?: string): Access => ({
  kind: 'permission',
  anyOf: typeof anyOf === 'string' ? [anyOf] : anyOf,
  ...(refusal ? { refusal } : {}),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    grants: Grants | null;
  }
}

export type { Grants };

const ALL_PERMISSIONS: ReadonlySet<PermissionName> = new Set(PERMISSION_CATALOGUE.map((p) => p.value));

/**
 * A user's effective permissions: the union of direct grants and those of their roles and groups.
 * Admin is any user holding a role named admin, and holds everything.
 */
export async function grantsOf(db: Database, userId: string): Promise<Grants> {
  const roleNames = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  if (roleNames.some((role) => isAdminRoleName(role.name))) return { admin: true, permissions: ALL_PERMISSIONS };
  const rows = (await db.execute(sql`
    select ${permissions.value} as value from ${userPermissions}
      join ${permissions} on ${permissions.id} = ${userPermissions.permissionId}
      where ${userPermissions.userId} = ${userId}
    union
    select ${permissions.value} from ${userRoles}
      join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
      join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
      where ${userRoles.userId} = ${userId}
    union
    select ${permissions.value} from ${groupUsers}
      join ${groupPermissions} on ${groupPermissions.groupId} = ${groupUsers.groupId}
      join ${permissions} on ${permissions.id} = ${groupPermissions.permissionId}
      where ${groupUsers.userId} = ${userId}
  `)) as unknown as { rows: { value: PermissionName }[] };
  return { admin: false, permissions: new Set(rows.rows.map((row) => row.value)) };
}

/** The grants of the user a request was admitted for, from the cache when the access version still matches. */
export async function admittedGrants(ctx: AppContext, tx: Transaction, userId: string, accessVersion: number): Promise<Grants> {
  const cache = grantsCacheOf(ctx.database);
  let grants = cache.get(userId, accessVersion);
  if (!grants) cache.set(userId, accessVersion, (grants = await grantsOf(tx, userId)));
  return grants;
}

/** The grants of the signed-in user, as read when the request was admitted. */
export function grantsFor(request: FastifyRequest): Grants {
  if (!request.grants) throw new Error('grantsFor: the request was not admitted (a public route?)');
  return request.grants;
}

export function holds(grants: Grants, ...anyOf: readonly PermissionName[]): boolean {
  return anyOf.some((permission) => grants.permissions.has(permission));
}

/** The 403 for a user without any of the permissions; `message` replaces the standard words. */
export function refusal(anyOf: readonly PermissionName[], message?: string) {
  const names = anyOf.map((name) => `'${name}'`).join(' or ');
  return forbidden(message ?? `You need the ${names} permission to do this. Ask an administrator of your brokerage.`);
}

/** Throws 403 unless the signed-in user holds one of the permissions; for rules that depend on the record. */
export function demand(request: FastifyRequest, ...anyOf: PermissionName[]): Grants {
  const grants = grantsFor(request);
  if (!holds(grants, ...anyOf)) throw refusal(anyOf);
  return grants;
}

import { eq, sql } from 'drizzle-orm';
import { isAdminRoleName, PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import { groupPermissions, groupUsers, permissions, rolePermissions, roles, userPermissions, userRoles } from '../db/schema';
import { forbidden } from '../http/errors';
import { requireSession, sessionOf } from './authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';

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

export interface Grants {
  admin: boolean;
  permissions: ReadonlySet<PermissionName>;
}

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

/** The grants of the signed-in user, read once per request. */
export async function grantsFor(ctx: AppContext, request: FastifyRequest): Promise<Grants> {
  if (!request.grants) {
    const session = sessionOf(request);
    request.grants = await ctx.database.asTenant(session.tenantId, (tx) => grantsOf(tx, session.userId));
  }
  return request.grants;
}

export function holds(grants: Grants, ...anyOf: readonly PermissionName[]): boolean {
  return anyOf.some((permission) => grants.permissions.has(permission));
}

export function refusal(anyOf: readonly PermissionName[]) {
  const names = anyOf.map((name) => `'${name}'`).join(' or ');
  return forbidden(`You need the ${names} permission to do this. Ask an administrator of your brokerage.`);
}

/** Throws 403 unless the signed-in user holds one of the permissions; for rules that depend on the record. */
export async function demand(ctx: AppContext, request: FastifyRequest, ...anyOf: PermissionName[]): Promise<Grants> {
  const grants = await grantsFor(ctx, request);
  if (!holds(grants, ...anyOf)) throw refusal(anyOf);
  return grants;
}

/** Route options for a call anyone may make, with the reason it is public. */
export function open(why: string): RouteShorthandOptions {
  return { config: { access: { kind: 'public', why } } };
}

/** Route options for a call every signed-in user may make (their own data), with the reason. */
export function signedIn(ctx: AppContext, why: string): RouteShorthandOptions {
  return { config: { access: { kind: 'signed-in', why } }, preHandler: requireSession(ctx) };
}

/** Route options for a call that needs any one of the given permissions; `message` replaces the standard refusal. */
export function permitted(ctx: AppContext, anyOf: PermissionName | PermissionName[], message?: string): RouteShorthandOptions {
  const needed = Array.isArray(anyOf) ? anyOf : [anyOf];
  return {
    config: { access: { kind: 'permission', anyOf: needed } },
    preHandler: [
      requireSession(ctx),
      async (request: FastifyRequest) => {
        if (!holds(await grantsFor(ctx, request), ...needed)) throw message ? forbidden(message) : refusal(needed);
      },
    ],
  };
}

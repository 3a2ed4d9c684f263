import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { groups, permissions, roles, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { Database } from '../db/client';

// Finding the records an access call names. Every id must belong to the brokerage (the permission
// catalogue is shared); anything else is 404, before anything is written.

const unique = <T>(ids: readonly T[]) => [...new Set(ids)];

/** Deleted users are gone as far as every access call is concerned. */
export const liveUserOf = (tenantId: string) => and(eq(users.tenantId, tenantId), isNull(users.deletedAt));

export async function liveUser(db: Database, tenantId: string, id: string) {
  const [user] = isUuid(id)
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), liveUserOf(tenantId)))
    : [];
  if (!user) throw notFound('User');
  return user;
}

export async function liveUsers(db: Database, tenantId: string, ids: readonly string[]) {
  const wanted = unique(ids);
  if (!wanted.every(isUuid)) throw notFound('User');
  const found = wanted.length
    ? await db
        .select()
        .from(users)
        .where(and(inArray(users.id, wanted), liveUserOf(tenantId)))
    : [];
  if (found.length !== wanted.length) throw notFound('User');
  return found;
}

export async function roleOf(db: Database, tenantId: string, id: string) {
  return (await rolesOf(db, tenantId, [id]))[0]!;
}

export async function rolesOf(db: Database, tenantId: string, ids: readonly string[]) {
  const wanted = unique(ids);
  if (!wanted.every(isUuid)) throw notFound('Role');
  const found = wanted.length
    ? await db
        .select()
        .from(roles)
        .where(and(inArray(roles.id, wanted), eq(roles.tenantId, tenantId)))
    : [];
  if (found.length !== wanted.length) throw notFound('Role');
  return found;
}

export async function groupOf(db: Database, tenantId: string, id: string) {
  return (await groupsOf(db, tenantId, [id]))[0]!;
}

export async function groupsOf(db: Database, tenantId: string, ids: readonly string[]) {
  const wanted = unique(ids);
  if (!wanted.every(isUuid)) throw notFound('Group');
  const found = wanted.length
    ? await db
        .select()
        .from(groups)
        .where(and(inArray(groups.id, wanted), eq(groups.tenantId, tenantId)))
    : [];
  if (found.length !== wanted.length) throw notFound('Group');
  return found;
}

/** A permission id from the address: the catalogue's ids are whole numbers. */
export function permissionIdFrom(param: string): number {
  const id = /^\d{1,9}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound('Permission');
  return id;
}

export async function permissionsOf(db: Database, ids: readonly number[]) {
  const wanted = unique(ids);
  const found = wanted.length ? await db.select().from(permissions).where(inArray(permissions.id, wanted)) : [];
  if (found.length !== wanted.length) throw notFound('Permission');
  return found;
}

export async function permissionOf(db: Database, id: number) {
  return (await permissionsOf(db, [id]))[0]!;
}

/** The admin role is the role named admin, whatever its case. */
export const isAdminRole = sql`lower(trim(${roles.name})) = 'admin'`;

import { and, eq, fillPlaceholders, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { roles, sessions, tenantDataVersions, tenants, userRoles, users } from '../db/schema';
import { invalidSession } from '../http/errors';
import type { SessionUser } from '../auth/session-user';
import type { TokenClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import type { CheckStatement, Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

/** The claims a token carries, read fresh from the database so a new role shows at next sign-in. */
export async function buildClaims(ctx: AppContext, user: { id: string; tenantId: string }, sessionId: string): Promise<TokenClaims> {
  const { row, roleRows } = await ctx.database.asTenant(user.tenantId, async (tx) => {
    const [row] = await tx
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, user.id));
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, user.id))
      .orderBy(roles.name);
    return { row, roleRows };
  });
  if (!row) throw invalidSession();
  return {
    user_id: row.user.id,
    userType: row.user.userType,
    roles: roleRows,
    tenant: { id: row.tenant.id, name: row.tenant.name, url: row.tenant.url },
    username: row.user.username,
    email: row.user.email,
    pendingPasswordChange: row.user.pendingPasswordChange,
    sid: sessionId,
  };
}

export async function openSession(
  ctx: AppContext,
  user: { id: string; tenantId: string },
  client: { userAgent?: string; ipAddress?: string },
): Promise<string> {
  const expiresAt = new Date(Date.now() + ctx.config.sessionTtlSeconds * 1000);
  const [session] = await ctx.database.asTenant(user.tenantId, (tx) =>
    tx
      .insert(sessions)
      .values({ tenantId: user.tenantId, userId: user.id, expiresAt, userAgent: client.userAgent, ipAddress: client.ipAddress })
      .returning({ id: sessions.id }),
  );
  const claims = await buildClaims(ctx, user, session!.id);
  return ctx.tokens.sign(claims, expiresAt);
}

/** A signed-in request's session with the access version its brokerage's grants are at. */
export interface Admission {
  session: SessionUser;
  accessVersion: number;
  /** What its brokerage's data (and the shared data) is at as the request begins: see server/http/answer-cache.ts. */
  dataVersion: string;
}

/** The row of the shared reference data in tenant_data_versions. */
export const SHARED_DATA = '00000000-0000-0000-0000-000000000000';

/** What admitting a request reads: who, and what the brokerage's grants and data are at. */
const ADMISSION = {
  tenantId: sessions.tenantId,
  userId: sessions.userId,
  accessVersion: tenants.accessVersion,
  // Both versions only grow, so their sum moves whenever either does.
  dataVersion: sql<string>`(select coalesce(sum(${tenantDataVersions.version}), 0)::text from ${tenantDataVersions}
    where ${tenantDataVersions.tenantId} in (${sessions.tenantId}, ${SHARED_DATA}))`.as('data_version'),
};

/** A session is live while its row is not revoked nor expired and its user neither suspended nor deleted. */
const liveSession = (sid: string | Placeholder, at: Date | Placeholder) =>
  and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, at), eq(users.suspended, false), isNull(users.deletedAt));

/**
 * A token is honoured only while its session row is live and its user is not suspended. Runs in the
 * request's own transaction (the token's brokerage), in one statement.
 */
export async function admissionIn(tx: Transaction, claims: { sid: string; user_id: string }): Promise<Admission> {
  const [row] = await tx
    .select(ADMISSION)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(liveSession(claims.sid, new Date()));

  if (!row || row.userId !== claims.user_id) throw invalidSession('Your session has ended, please sign in again');
  return {
    session: { userId: row.userId, tenantId: row.tenantId, sessionId: claims.sid },
    accessVersion: row.accessVersion,
    dataVersion: row.dataVersion,
  };
}

/** The session a token names, checked in a transaction of its own (the live socket's handshake). */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionUser> {
  const claims = await ctx.tokens.verify(token);
  const { session } = await ctx.database.asTenant(claims.tenant.id, (tx) => admissionIn(tx, claims));
  return session;
}

/** Signing out: the session stops working, and its live connections close once that has committed. */
export async function revokeSession({ ctx, tx, session, afterCommit }: TenantWrite): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
  afterCommit(() => ctx.live.endSession(session.sessionId));
}

const ADMISSION_CHECK = new QueryBuilder()
  .select(ADMISSION)
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
  .where(liveSession(sql.placeholder('sid'), sql.placeholder('at')))
  .toSQL();

/**
 * The admission's own statement, for asking outside any transaction as the owner (the answer cache):
 * its row has `tenant_id`, `user_id`, `access_version` and `data_version`, and none when the session is not live.
 */
export function admissionCheck(sid: string, at: Date): CheckStatement & { values: unknown[] } {
  return { name: 'session_admission', text: ADMISSION_CHECK.sql, values: fillPlaceholders(ADMISSION_CHECK.params, { sid, at }) };
}

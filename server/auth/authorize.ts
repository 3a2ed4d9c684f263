import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { roles, userRoles } from '../db/schema';
import { forbidden } from '../http/errors';
import { sessionOf } from './authenticate';
import type { SessionUser } from '../services/sessions';

/** Admin is any user holding a role named admin in their brokerage (spec, section 6). */
export async function isAdminUser(ctx: AppContext, session: SessionUser): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, session.userId), eq(roles.tenantId, session.tenantId), sql`lower(trim(${roles.name})) = 'admin'`))
    .limit(1);
  return row !== undefined;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const session = sessionOf(request);
  if (!(await isAdminUser(ctx, session))) throw forbidden('Only an administrator of the brokerage can do this');
  return session;
}

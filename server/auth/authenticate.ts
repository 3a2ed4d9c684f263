import { invalidSession } from '../http/errors';
import { admissionIn } from '../identity/sessions';
import { admittedGrants, holds, refusal, type Access, type Grants } from './authorize';
import type { SessionClaims } from '../../domain/auth';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { SessionUser } from './session-user';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token's claims: who the request says it is, before the session row confirms it. */
    claims: (SessionClaims & { sid: string }) | null;
    session: SessionUser | null;
    /** The versions of grants and data the request was admitted at, for the answer cache. */
    admittedAt?: { accessVersion: number; dataVersion: string };
  }
}

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (bearer) return bearer[1]!.trim() || null;
  const alternative = request.headers['x-access-token'];
  return typeof alternative === 'string' && alternative.trim() ? alternative.trim() : null;
}

/** A preHandler for every route that needs a signed-in user: the token's signature and expiry, no database. */
export function requireToken(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFrom(request);
    if (!token) throw invalidSession();
    request.claims = await ctx.tokens.verify(token);
  };
}

export function claimsOf(request: FastifyRequest): SessionClaims & { sid: string } {
  if (!request.claims) throw invalidSession();
  return request.claims;
}

/**
 * Lets a request in, inside the transaction it works in: its session must be live (401 otherwise)
 * and, for a permission route, its user must hold one of the permissions (403).
 */
export async function admit(ctx: AppContext, tx: Transaction, request: FastifyRequest, access: Access): Promise<Grants> {
  const { session, accessVersion, dataVersion } = await admissionIn(tx, claimsOf(request));
  request.session = session;
  request.admittedAt = { accessVersion, dataVersion };
  const grants = await admittedGrants(ctx, tx, session.userId, accessVersion);
  request.grants = grants;
  if (access.kind === 'permission' && !holds(grants, ...access.anyOf)) throw refusal(access.anyOf, access.refusal);
  return grants;
}

export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw invalidSession();
  return request.session;
}

import { invalidSession } from '../http/errors';
import { resolveSession } from '../identity/sessions';
import type { AppContext } from '../context';
import type { SessionUser } from './session-user';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (bearer) return bearer[1]!.trim() || null;
  const alternative = request.headers['x-access-token'];
  return typeof alternative === 'string' && alternative.trim() ? alternative.trim() : null;
}

/** A preHandler for every route that needs a signed-in user. */
export function requireSession(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFrom(request);
    if (!token) throw invalidSession();
    request.session = await resolveSession(ctx, token);
  };
}

export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw invalidSession();
  return request.session;
}

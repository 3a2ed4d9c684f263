import { SignInPayload } from '../../domain/auth';
import { sessionOf } from '../auth/authenticate';
import { open, signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { revokeSession } from './sessions';
import { signIn } from './sign-in';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/auth/signin', open('Signing in'), async (request) => {
    const payload = parseBody(SignInPayload, request.body);
    const token = await signIn(ctx, payload, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
    return { success: true, message: 'Signed in', token };
  });

  app.post('/auth/signout', signedIn(ctx, 'Everyone signs themselves out'), async (request) => {
    await revokeSession(ctx, sessionOf(request));
    return { success: true, message: 'Signed out' };
  });
}

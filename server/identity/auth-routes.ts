import { SignInPayload } from '../../domain/auth';
import { anyone, anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { revokeSession } from './sessions';
import { signIn } from './sign-in';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/signin',
      access: anyone('Signing in'),
      summary: 'Sign in with email and password; answers the session token',
      body: SignInPayload,
      errors: [429],
    },
    async ({ body, request }) => {
      const token = await signIn(ctx, body, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
      return { message: 'Signed in', token };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/signout',
      access: anySignedIn('Everyone signs themselves out'),
      summary: 'Sign out: the session token stops working',
    },
    async (signOut) => {
      await revokeSession(signOut);
      return { message: 'Signed out' };
    },
  );
}

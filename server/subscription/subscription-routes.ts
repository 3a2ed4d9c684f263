import { anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { subscriptionStatus } from './subscriptions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The spec reads `subscription.users`: no users means no active plan, and the gate shows.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/subscription/status',
      access: anySignedIn('Every user meets the subscription gate'),
      summary: "The brokerage's running plan as the subscription gate reads it (users 0 when none runs)",
    },
    async ({ tx, session }) => ({ subscription: await subscriptionStatus(tx, session.tenantId) }),
  );
}

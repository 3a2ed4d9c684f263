import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { subscriptions } from '../db/schema';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The spec reads `subscription.users`: no users means no active plan, and the gate shows.
  app.get('/user/subscription/status', signedIn(ctx, 'Every user meets the subscription gate'), async (request) => {
    const { tenantId } = sessionOf(request);
    const now = new Date();
    const [active] = await ctx.database.asTenant(tenantId, (tx) =>
      tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.tenantId, tenantId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
        .orderBy(desc(subscriptions.endsAt))
        .limit(1),
    );
    return {
      success: true,
      subscription: active
        ? { users: active.users, plan: active.planName, billing_period_id: active.billingPeriodId, ends_at: active.endsAt.toISOString() }
        : { users: 0, plan: null, billing_period_id: null, ends_at: null },
    };
  });
}

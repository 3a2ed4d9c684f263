import { RemittanceSchedulePayload } from '../../domain/invoices/schedule';
import { PREMIUM_REMITTED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { idempotencyClaim, once } from '../http/idempotency';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { allRemitted, createSchedule, paidPremium, scheduleFilters } from './schedules';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Remittance Mgmt: Create Schedule (/remit-premium) and Remittance Schedules (/premium-remitted). */
export function remittanceScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/paidpremium', permitted(ctx, 'Manage Remittance Schedules'), async (request) => {
    const { tenantId } = sessionOf(request);
    const filters = scheduleFilters(request.query);
    const paging = parsePaging(request.query);
    const { invoices, total, totals } = await ctx.database.asTenant(tenantId, (tx) => paidPremium(tx, tenantId, filters, paging));
    return { success: true, data: { invoices }, meta: pageMeta(paging, total), totals };
  });

  app.post('/remittance-schedules', permitted(ctx, 'Manage Remittance Schedules'), async (request, reply) => {
    const session = sessionOf(request);
    const payload = parseBody(RemittanceSchedulePayload, request.body);
    const claim = idempotencyClaim(request, session);
    const answer = await ctx.database.asTenant(session.tenantId, (tx) =>
      once(tx, claim, async () => ({
        status: 201,
        body: { success: true, message: PREMIUM_REMITTED, data: await createSchedule(tx, session.tenantId, payload, session.userId) },
      })),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/all-remitted', permitted(ctx, 'Manage Remittance Schedules'), async (request) => {
    const { tenantId } = sessionOf(request);
    const filters = scheduleFilters(request.query);
    const paging = parsePaging(request.query);
    const { data, total, totals } = await ctx.database.asTenant(tenantId, (tx) => allRemitted(tx, tenantId, filters, paging));
    return { success: true, data, meta: pageMeta(paging, total), totals };
  });
}

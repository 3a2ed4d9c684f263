import { PeriodPayload, periodMessages, todayInLagos } from '../../domain/periods';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { metaFor } from '../insurers/provider-routes';
import { closePeriod, createPeriod, currentPeriod, listPeriods } from './periods';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Whoever works in the books reads the periods (entry forms, approvals and reports need them). */
const READERS = [
  'View Accounts',
  'Manage Accounting Periods',
  'Create Transaction',
  'Approve Transaction',
  'View Financial Reports',
] as const;

/** Accounting periods: read by anyone in the books; opening and closing one needs 'Manage Accounting Periods'. */
export function accountingPeriodRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/accounting/periods', permitted(ctx, [...READERS]), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, (tx) => listPeriods(tx, tenantId, todayInLagos()));
    return { success: true, data, meta: metaFor(null, data.length) };
  });

  app.get('/accounting/periods/current', permitted(ctx, [...READERS]), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => currentPeriod(tx, tenantId, todayInLagos())) };
  });

  app.post('/accounting/periods', permitted(ctx, 'Manage Accounting Periods'), async (request, reply) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(PeriodPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createPeriod(tx, tenantId, userId, payload, todayInLagos()));
    return reply.status(201).send({ success: true, message: periodMessages.created, data });
  });

  app.put('/accounting/periods/:id/close', permitted(ctx, 'Manage Accounting Periods'), async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const { id } = request.params as { id: string };
    const data = await ctx.database.asTenant(tenantId, (tx) => closePeriod(tx, tenantId, id, userId, todayInLagos()));
    return { success: true, message: periodMessages.closed, data };
  });
}

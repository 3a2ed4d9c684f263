import { DeletionRequestPayload } from '../../domain/invoices';
import { DELETION_REQUEST_APPROVED, DELETION_REQUEST_REJECTED, DELETION_REQUEST_SUBMITTED, INVOICE_DELETED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { grantsFor, permitted } from '../auth/authorize';
import { forbidden } from '../http/errors';
import { idempotencyClaim } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { ADMINS_ONLY, decideDeletion, deleteInvoice, deletionRequestDetail, deletionWrite, requestDeletion } from './deletion';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Deleting invoices (spec sections 4, 6 and 7). 'Request Invoice Deletion' asks with a reason;
 * 'Approve Invoice Deletion' held by an admin deletes directly or rules on a request. Each write
 * takes an optional Idempotency-Key, so a double click answers once.
 */
export function invoiceDeletionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const adminOnly = async (request: FastifyRequest) => {
    if (!(await grantsFor(ctx, request)).admin) throw forbidden(ADMINS_ONLY);
  };

  app.patch('/invoice/deletion/request/:id', permitted(ctx, 'Request Invoice Deletion'), async (request, reply) => {
    const actor = sessionOf(request);
    const payload = parseBody(DeletionRequestPayload, request.body);
    const answer = await deletionWrite(ctx, actor, idempotencyClaim(request, actor), async (tx, pushes) => {
      const { invoice, push } = await requestDeletion(ctx, tx, actor, idOf(request), payload);
      pushes.push(push);
      return { status: 200, body: { success: true, message: DELETION_REQUEST_SUBMITTED, data: invoice } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  app.delete('/invoice/:id', permitted(ctx, 'Approve Invoice Deletion'), async (request, reply) => {
    await adminOnly(request);
    const actor = sessionOf(request);
    const answer = await deletionWrite(ctx, actor, idempotencyClaim(request, actor), async (tx) => ({
      status: 200,
      body: { success: true, message: INVOICE_DELETED, data: await deleteInvoice(tx, actor, idOf(request)) },
    }));
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/invoice/deletion/request-detail/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => deletionRequestDetail(tx, tenantId, idOf(request))) };
  });

  for (const [step, message] of [
    ['accept', DELETION_REQUEST_APPROVED],
    ['reject', DELETION_REQUEST_REJECTED],
  ] as const) {
    app.patch(`/invoice/${step}/deletion/request/:id`, permitted(ctx, 'Approve Invoice Deletion'), async (request, reply) => {
      await adminOnly(request);
      const actor = sessionOf(request);
      const answer = await deletionWrite(ctx, actor, idempotencyClaim(request, actor), async (tx, pushes) => {
        const { invoice, push } = await decideDeletion(ctx, tx, actor, idOf(request), step);
        pushes.push(push);
        return { status: 200, body: { success: true, message, data: invoice } };
      });
      return reply.status(answer.status).send(answer.body);
    });
  }
}

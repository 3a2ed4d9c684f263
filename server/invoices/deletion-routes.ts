import { array } from 'superstruct';
import { DeletionRequestDetail, DeletionRequestPayload, Invoice, INVOICE_ACTION_PERMISSIONS } from '../../domain/invoices';
import { DELETION_REQUEST_APPROVED, DELETION_REQUEST_REJECTED, DELETION_REQUEST_SUBMITTED, INVOICE_DELETED } from '../../domain/messages';
import { grantsFor, holders } from '../auth/authorize';
import { forbidden } from '../http/errors';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { ADMINS_ONLY, decideDeletion, deleteInvoice, deletionRequestDetail, requestDeletion } from './deletion';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Deleting invoices (spec sections 4, 6 and 7). 'Request Invoice Deletion' asks with a reason;
 * 'Approve Invoice Deletion' held by an admin deletes directly or rules on a request. Each write
 * takes an optional Idempotency-Key, so a double click answers once; the notifications go out once
 * the write has committed.
 */
export function invoiceDeletionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOnly = (request: FastifyRequest) => {
    if (!grantsFor(request).admin) throw forbidden(ADMINS_ONLY);
  };
  const approvers = holders('Approve Invoice Deletion');

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/invoice/deletion/request/:id',
      access: holders(INVOICE_ACTION_PERMISSIONS.deleteInvoice),
      summary: 'Ask for an invoice to be deleted, with the reason; the admins are notified (Idempotency-Key honoured)',
      params: IdParams,
      body: DeletionRequestPayload,
      response: Invoice,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, params, body, afterCommit }) => {
      const { invoice, push } = await requestDeletion(ctx, tx, session, params.id, body);
      afterCommit(push);
      return { message: DELETION_REQUEST_SUBMITTED, data: invoice };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/invoice/:id',
      access: approvers,
      summary: 'Delete an invoice directly (admins only; Idempotency-Key honoured)',
      params: IdParams,
      response: Invoice,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, params, request }) => {
      adminOnly(request);
      return { message: INVOICE_DELETED, data: await deleteInvoice(tx, session, params.id) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/deletion/request-detail/:id',
      access: holders('View Invoices'),
      summary: "The invoice's pending deletion request: who asked, when and why",
      params: IdParams,
      response: array(DeletionRequestDetail),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await deletionRequestDetail(tx, session.tenantId, params.id) }),
  );

  for (const [step, message] of [
    ['accept', DELETION_REQUEST_APPROVED],
    ['reject', DELETION_REQUEST_REJECTED],
  ] as const) {
    route(
      app,
      ctx,
      {
        method: 'PATCH',
        url: `/invoice/${step}/deletion/request/:id`,
        access: approvers,
        summary: `${step === 'accept' ? 'Accept' : 'Reject'} a deletion request (admins only; Idempotency-Key honoured)`,
        params: IdParams,
        response: Invoice,
        errors: [404, 409],
        idempotent: true,
      },
      async ({ tx, session, params, request, afterCommit }) => {
        adminOnly(request);
        const { invoice, push } = await decideDeletion(ctx, tx, session, params.id, step);
        afterCommit(push);
        return { message, data: invoice };
      },
    );
  }
}

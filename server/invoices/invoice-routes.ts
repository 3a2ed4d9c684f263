import { AddPaymentPayload, InvoicePayload, InvoiceUpdatePayload, type TransactionType } from '../../domain/invoices';
import { ACTION_COMPLETED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { idempotencyClaim, once } from '../http/idempotency';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { createInvoice } from './create';
import { invoicePaymentHistory, invoiceTransactions } from './history';
import { invoiceQuery, listInvoices } from './list';
import { invoiceNoTaken, isInvoiceNoClash } from './numbers';
import { addPayment } from './payment';
import { readInvoice } from './read';
import { updateInvoice } from './update';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An invoice whose transaction type is left out or blank is a new policy. */
function withTransactionType(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { transactionType } = body as { transactionType?: unknown };
  const blank =
    transactionType === undefined || transactionType === null || (typeof transactionType === 'string' && transactionType.trim() === '');
  return blank ? { ...body, transactionType: DEFAULT_TRANSACTION_TYPE } : body;
}

const DEFAULT_TRANSACTION_TYPE: TransactionType = 'NEW POLICY';

/**
 * The invoice core (spec sections 3 to 5): raise, list, read and update invoices, record payments
 * (Idempotency-Key honoured, so a double click pays once), and the payment and ledger history.
 */
export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.post('/invoice', permitted(ctx, 'Create Invoice'), async (request, reply) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(InvoicePayload, withTransactionType(request.body));
    const create = () => ctx.database.asTenant(tenantId, (tx) => createInvoice(tx, tenantId, userId, payload));
    const data = await create().catch((error: unknown) => {
      if (!isInvoiceNoClash(error)) throw error;
      // A typed number saved by another request in the meantime; a number we gave out is drawn again.
      if (payload.invoiceNo) throw invoiceNoTaken();
      return create();
    });
    return reply.status(201).send({ success: true, message: ACTION_COMPLETED, data });
  });

  app.get('/invoice/', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const query = invoiceQuery(request.query);
    const { invoices, total } = await ctx.database.asTenant(tenantId, (tx) => listInvoices(tx, tenantId, query, paging));
    return { success: true, data: { invoices }, meta: pageMeta(paging, total) };
  });

  app.get('/invoice/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => readInvoice(tx, tenantId, idOf(request))) };
  });

  app.patch('/invoice/:id', permitted(ctx, 'Update Invoice'), async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(InvoiceUpdatePayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateInvoice(tx, tenantId, userId, idOf(request), payload));
    return { success: true, message: ACTION_COMPLETED, data };
  });

  app.put('/invoice/:id', permitted(ctx, 'Record Payment'), async (request, reply) => {
    const session = sessionOf(request);
    const { tenantId, userId } = session;
    const payload = parseBody(AddPaymentPayload, request.body);
    const claim = idempotencyClaim(request, session);
    const answer = await ctx.database.asTenant(tenantId, (tx) =>
      once(tx, claim, async () => ({
        status: 200,
        body: { success: true, message: ACTION_COMPLETED, data: await addPayment(tx, tenantId, userId, idOf(request), payload) },
      })),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/invoice/:id/payments', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { invoice, payments } = await ctx.database.asTenant(tenantId, (tx) => invoicePaymentHistory(tx, tenantId, idOf(request)));
    return { success: true, data: payments, invoice };
  });

  app.get('/invoice/:id/transactions', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => invoiceTransactions(tx, tenantId, idOf(request))) };
  });
}

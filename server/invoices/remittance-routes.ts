import { PremiumRemittancePayload, VatRemittancePayload } from '../../domain/invoices';
import { PREMIUM_REMITTED, VAT_REMITTED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { idempotencyClaim, once } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { remitPremium, remittedFigures } from './premium-remittance';
import { findInvoiceRow } from './read';
import { PREMIUM_RECEIPT, uploadReceipt, VAT_RECEIPT } from './receipts';
import { premiumRemittanceLogs, vatRemittanceLogs } from './remittance-logs';
import { remitVat, vatToRemit } from './vat-remittance';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Premium and VAT remittance of one invoice, their histories and their receipts. */
export function invoiceRemittanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/invoice/remitted/:id', permitted(ctx, 'Remit Premium'), async (request, reply) => {
    const session = sessionOf(request);
    const payload = parseBody(PremiumRemittancePayload, request.body);
    const claim = idempotencyClaim(request, session);
    const answer = await ctx.database.asTenant(session.tenantId, (tx) =>
      once(tx, claim, async () => ({
        status: 200,
        body: {
          success: true,
          message: PREMIUM_REMITTED,
          data: await remitPremium(tx, session.tenantId, idOf(request), payload, session.userId),
        },
      })),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.put('/invoice/vatremit/:id', permitted(ctx, 'Remit VAT'), async (request, reply) => {
    const session = sessionOf(request);
    const payload = parseBody(VatRemittancePayload, request.body);
    const claim = idempotencyClaim(request, session);
    const answer = await ctx.database.asTenant(session.tenantId, (tx) =>
      once(tx, claim, async () => ({
        status: 200,
        body: { success: true, message: VAT_REMITTED, data: await remitVat(tx, session.tenantId, idOf(request), payload, session.userId) },
      })),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/invoice/remitHistory/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) =>
      premiumRemittanceLogs(tx, tenantId, (await findInvoiceRow(tx, tenantId, idOf(request))).id),
    );
    return { success: true, data };
  });

  app.get('/invoice/getRemitted/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => remittedFigures(tx, tenantId, idOf(request))) };
  });

  app.get('/invoice/getVatToRemit/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => vatToRemit(tx, tenantId, idOf(request))) };
  });

  app.get('/invoice/allVatRemitted/:id', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) =>
      vatRemittanceLogs(tx, tenantId, (await findInvoiceRow(tx, tenantId, idOf(request))).id),
    );
    return { success: true, data };
  });

  app.post('/invoice/uploadDocument/:id', permitted(ctx, 'Remit Premium'), async (request, reply) => {
    const answer = await uploadReceipt(ctx, request, idOf(request), PREMIUM_RECEIPT);
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/invoice/uploadvat/:id', permitted(ctx, 'Remit VAT'), async (request, reply) => {
    const answer = await uploadReceipt(ctx, request, idOf(request), VAT_RECEIPT);
    return reply.status(answer.status).send(answer.body);
  });
}

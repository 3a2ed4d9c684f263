import { DOCUMENT_KINDS, isDocumentKind, type DocumentKind, type SendTarget } from '../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { documentPaths, printDocument, sendDocument } from './documents';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SENT: Record<SendTarget, string> = { client: DOCUMENT_SENT_TO_CLIENT, underwriter: DOCUMENT_SENT_TO_UNDERWRITER };

/** `?document=` names the document to send; without it, the debit note. */
function documentAsked(request: FastifyRequest): DocumentKind {
  const asked = (request.query as { document?: unknown }).document;
  if (asked === undefined || asked === '') return 'debitNote';
  if (!isDocumentKind(asked)) throw invalidInput([{ field: 'document', message: `Choose one of ${DOCUMENT_KINDS.join(', ')}` }]);
  return asked;
}

/**
 * The invoice's documents (spec section 7): where each is read, each as a PDF, and each mailed to
 * the client or the insurer's underwriters.
 */
export function invoiceDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/invoice/generate/:invoiceId/pdfs', permitted(ctx, 'View Invoices'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { invoiceId } = request.params as { invoiceId: string };
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => documentPaths(tx, tenantId, invoiceId)) };
  });

  for (const kind of DOCUMENT_KINDS) {
    app.get(`/invoice/${kind}/:id`, permitted(ctx, 'View Invoices'), async (request: FastifyRequest, reply: FastifyReply) => {
      const { tenantId } = sessionOf(request);
      const { id } = request.params as { id: string };
      const printed = await printDocument(ctx, tenantId, id, kind);
      // Inline, so the preview's frame shows it; the name is the one a download keeps.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${printed.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(printed.bytes);
    });
  }

  app.get('/invoice/send/debitNote/:id', permitted(ctx, 'Send Documents'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as { id: string };
    await sendDocument(ctx, tenantId, id, 'debitNote', 'client');
    return { success: true, message: SENT.client };
  });

  for (const target of ['client', 'underwriter'] as const) {
    app.get(`/invoice/send/${target}/:id`, permitted(ctx, 'Send Documents'), async (request) => {
      const { tenantId } = sessionOf(request);
      const { id } = request.params as { id: string };
      await sendDocument(ctx, tenantId, id, documentAsked(request), target);
      return { success: true, message: SENT[target] };
    });
  }
}

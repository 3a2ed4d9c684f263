import { object, string } from 'superstruct';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, DocumentPaths, type SendTarget } from '../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../domain/messages';
import { holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { DocumentQuery, documentPaths, printDocument, sendDocument } from './documents';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const SENT: Record<SendTarget, string> = { client: DOCUMENT_SENT_TO_CLIENT, underwriter: DOCUMENT_SENT_TO_UNDERWRITER };

const InvoiceParams = object({ invoiceId: string() });

/**
 * The invoice's documents (spec section 7): where each is read, each as a PDF, and each mailed to
 * the client or the insurer's underwriters. Printing and mailing read the invoice in their own
 * transaction and render or send outside it.
 */
export function invoiceDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/generate/:invoiceId/pdfs',
      access: holders('View Invoices'),
      summary: "Where each of the invoice's documents is read (null while it does not exist yet)",
      params: InvoiceParams,
      response: DocumentPaths,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await documentPaths(tx, session.tenantId, params.invoiceId) }),
  );

  for (const kind of DOCUMENT_KINDS) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url: `/invoice/${kind}/:id`,
        access: holders('View Invoices'),
        summary: `The invoice's ${DOCUMENT_TITLES[kind].toLowerCase()} as a PDF, in the brokerage's letterhead`,
        params: IdParams,
        errors: [404, 409],
        transaction: false,
        raw: { produces: 'application/pdf' },
      },
      async ({ session, params, reply }) => sendPdf(reply, await printDocument(ctx, session.tenantId, params.id, kind)),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/send/debitNote/:id',
      access: holders('Send Documents'),
      summary: 'Mail the debit note to the client',
      params: IdParams,
      errors: [404, 409, 503],
      transaction: false,
    },
    async ({ session, params }) => {
      await sendDocument(ctx, session.tenantId, params.id, 'debitNote', 'client');
      return { message: SENT.client, data: undefined };
    },
  );

  for (const target of ['client', 'underwriter'] as const) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url: `/invoice/send/${target}/:id`,
        access: holders('Send Documents'),
        summary: `Mail a document (\`document\`, the debit note by default) to the ${target === 'client' ? 'client' : 'underwriters'}`,
        params: IdParams,
        query: DocumentQuery,
        errors: [404, 409, 503],
        transaction: false,
      },
      async ({ session, params, query }) => {
        await sendDocument(ctx, session.tenantId, params.id, query.document ?? 'debitNote', target);
        return { message: SENT[target], data: undefined };
      },
    );
  }
}

import { array, object, string } from 'superstruct';
import { PREVIEW_RECORD_HEADER, PREVIEW_REFERENCE_HEADER, SAMPLE_RECORD } from '../../domain/api/pdf-templates';
import {
  isPdfDocumentKind,
  pdfTemplateBodyOf,
  PdfTemplate,
  PdfTemplatePayload,
  PdfTemplatePreviewPayload,
  PdfTemplateSummary,
  defaultPdfTemplate,
  type PdfDocumentKind,
  type PdfTemplateBody,
} from '../../domain/pdf-templates';
import { validatePayload } from '../../domain/validation';
import { holders } from '../auth/authorize';
import { invalidInput, notFound } from '../http/errors';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { listTemplates, presentTemplate, saveTemplate } from '../pdf/templates';
import { previewTemplate } from './preview';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

// The brokerage's PDF templates (issue 20, "PDF templates"), under System Setup: the permission
// that configures outgoing mail covers "document templates" too.

const TEMPLATE_ADMINS = holders('Manage Mail Settings');

const KindParams = object({ kind: string() });

function kindOf(kind: string): PdfDocumentKind {
  if (!isPdfDocumentKind(kind)) throw notFound('PDF template');
  return kind;
}

/** The template checked for its kind: an optional field the kind does not have is a field error. */
function checked(kind: PdfDocumentKind, body: unknown): PdfTemplateBody {
  const result = validatePayload(pdfTemplateBodyOf(kind), body);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

export function pdfTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/pdf-templates',
      access: TEMPLATE_ADMINS,
      summary: 'Each kind of printed document with the version of its template in use (0: the default)',
      response: array(PdfTemplateSummary),
    },
    async ({ tx, session }) => ({ data: await listTemplates(tx, session.tenantId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/pdf-templates/:kind',
      access: TEMPLATE_ADMINS,
      summary: 'The template a kind of document prints with, and the optional parts it may show',
      params: KindParams,
      response: PdfTemplate,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await presentTemplate(tx, session.tenantId, kindOf(params.kind)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/pdf-templates/:kind',
      access: TEMPLATE_ADMINS,
      summary: 'Save the template as a new version; documents already sent keep the version they were sent with',
      params: KindParams,
      body: PdfTemplatePayload,
      response: PdfTemplate,
      errors: [404],
    },
    async ({ tx, session, params, body }) => {
      const kind = kindOf(params.kind);
      await saveTemplate(tx, session.tenantId, session.userId, kind, checked(kind, body));
      return { message: 'PDF template saved', data: await presentTemplate(tx, session.tenantId, kind) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/pdf-templates/:kind/reset',
      access: TEMPLATE_ADMINS,
      summary: 'Save the default template as a new version',
      params: KindParams,
      response: PdfTemplate,
      errors: [404],
    },
    async ({ tx, session, params }) => {
      const kind = kindOf(params.kind);
      await saveTemplate(tx, session.tenantId, session.userId, kind, defaultPdfTemplate(kind));
      return { message: 'PDF template reset to the default', data: await presentTemplate(tx, session.tenantId, kind) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/pdf-templates/:kind/preview',
      access: TEMPLATE_ADMINS,
      summary: 'The document in an unsaved template, from the chosen record or the latest of its kind (a labelled sample when none exists)',
      params: KindParams,
      body: PdfTemplatePreviewPayload,
      errors: [404, 409],
      transaction: false,
      raw: { produces: 'application/pdf' },
    },
    async ({ session, params, body, reply }) => {
      const kind = kindOf(params.kind);
      const template = checked(kind, body.template);
      const preview = await previewTemplate(ctx, session.tenantId, kind, template, body.recordId ?? null);
      reply.header(PREVIEW_RECORD_HEADER, preview.recordId ?? SAMPLE_RECORD);
      // Header values are ASCII: the record's number travels encoded.
      if (preview.reference) reply.header(PREVIEW_REFERENCE_HEADER, encodeURIComponent(preview.reference));
      return sendPdf(reply, preview);
    },
  );
}

import { string, type } from 'superstruct';
import {
  MailTemplate,
  MailTemplateList,
  MailTemplatePayload,
  MailTemplatePreview,
  MailTemplatePreviewPayload,
} from '../../domain/mail-templates';
import { holders } from '../auth/authorize';
import { route } from '../http/route';
import { listTemplates, previewTemplate, readTemplate, resetTemplate, saveTemplate } from './mail-templates';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const MAIL_SETTINGS = holders('Manage Mail Settings');
const KindParams = type({ kind: string() });

/** The brokerage's words for each kind of mail (issue 20): read, change, reset to the default, preview. */
export function mailTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/mailer/templates',
      access: MAIL_SETTINGS,
      summary: 'Every kind of mail the product sends: its placeholders and words, the brokerage’s own or the default',
      response: MailTemplateList,
    },
    async ({ tx, session }) => ({ data: await listTemplates(tx, session.tenantId) }),
  );
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/mailer/templates/:kind',
      access: MAIL_SETTINGS,
      summary: 'One kind of mail’s template',
      params: KindParams,
      response: MailTemplate,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readTemplate(tx, session.tenantId, params.kind) }),
  );
  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/mailer/templates/:kind',
      access: MAIL_SETTINGS,
      summary: 'Save the brokerage’s words for one kind of mail; only its own placeholders are allowed',
      params: KindParams,
      body: MailTemplatePayload,
      response: MailTemplate,
      errors: [404],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Mail template saved',
      data: await saveTemplate(tx, session.tenantId, session.userId, params.kind, body),
    }),
  );
  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/mailer/templates/:kind',
      access: MAIL_SETTINGS,
      summary: 'Reset one kind of mail to the product’s default words',
      params: KindParams,
      response: MailTemplate,
      errors: [404],
    },
    async ({ tx, session, params }) => ({
      message: 'Mail template reset to the default',
      data: await resetTemplate(tx, session.tenantId, params.kind),
    }),
  );
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/mailer/templates/:kind/preview',
      access: MAIL_SETTINGS,
      summary:
        'The mail as it would leave with the words being edited, filled from the brokerage’s latest record of its kind (or the one asked for), else from samples',
      params: KindParams,
      body: MailTemplatePreviewPayload,
      response: MailTemplatePreview,
      errors: [404],
    },
    async ({ tx, session, params, body }) => ({ data: await previewTemplate(tx, session.tenantId, params.kind, body) }),
  );
}

import { MailTemplateListResponse, MailTemplatePreviewResponse, MailTemplateResponse } from '../../domain/api/mail';
import type {
  MailKind,
  MailTemplate,
  MailTemplatePayload,
  MailTemplatePreview,
  MailTemplatePreviewPayload,
} from '../../domain/mail-templates';
import type { ApiClient } from './client';

// The brokerage's words for each kind of mail; every call needs 'Manage Mail Settings'.

const templatePath = (kind: MailKind) => `/mailer/templates/${encodeURIComponent(kind)}`;

/** GET /mailer/templates: every kind of mail, its placeholders, and its words (the brokerage's own or the default). */
export async function fetchMailTemplates(api: ApiClient, signal?: AbortSignal): Promise<MailTemplate[]> {
  return (await api.request('/mailer/templates', { signal, response: MailTemplateListResponse })).data;
}

/** PUT /mailer/templates/{kind}: the brokerage's own words; a placeholder the mail does not have is refused field by field. */
export async function saveMailTemplate(
  api: ApiClient,
  kind: MailKind,
  payload: MailTemplatePayload,
  signal?: AbortSignal,
): Promise<MailTemplate> {
  const body = { ...payload };
  return (await api.request(templatePath(kind), { method: 'PUT', body, signal, response: MailTemplateResponse })).data;
}

/** DELETE /mailer/templates/{kind}: back to the product's default words. */
export async function resetMailTemplate(api: ApiClient, kind: MailKind, signal?: AbortSignal): Promise<MailTemplate> {
  return (await api.request(templatePath(kind), { method: 'DELETE', signal, response: MailTemplateResponse })).data;
}

/** POST /mailer/templates/{kind}/preview: the words as the mail would leave, filled from the brokerage's latest record of its kind. */
export async function previewMailTemplate(
  api: ApiClient,
  kind: MailKind,
  payload: MailTemplatePreviewPayload,
  signal?: AbortSignal,
): Promise<MailTemplatePreview> {
  const body = { ...payload };
  return (await api.request(`${templatePath(kind)}/preview`, { method: 'POST', body, signal, response: MailTemplatePreviewResponse })).data;
}

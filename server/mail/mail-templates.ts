import { and, eq, sql } from 'drizzle-orm';
import {
  isMailKind,
  MAIL_KIND_NAMES,
  MAIL_KINDS,
  mailTemplateRefusals,
  PLACEHOLDERS,
  renderMail,
  type MailKind,
  type MailTemplate,
  type MailTemplatePayload,
  type MailTemplatePreview,
  type MailTemplatePreviewPayload,
} from '../../domain/mail-templates';
import { mailTemplates, tenants } from '../db/schema';
import { invalidInput, notFound } from '../http/errors';
import { brokerageTemplate } from './compose';
import { previewRecord } from './template-records';
import type { Transaction } from '../db/client';

// A brokerage's templates (GET/PUT/DELETE /mailer/templates/{kind}, and their preview).

export function mailKindOf(kind: string): MailKind {
  if (!isMailKind(kind)) throw notFound('Mail template');
  return kind;
}

async function present(tx: Transaction, tenantId: string, kind: MailKind): Promise<MailTemplate> {
  const template = await brokerageTemplate(tx, tenantId, kind);
  const definition = MAIL_KINDS[kind];
  return {
    kind,
    label: definition.label,
    audience: definition.audience,
    placeholders: definition.placeholders.map((name) => ({ name, description: PLACEHOLDERS[name].description })),
    subject: template.subject,
    body: template.body,
    customised: template.customised,
    updated_at: template.updatedAt?.toISOString() ?? null,
  };
}

export async function listTemplates(tx: Transaction, tenantId: string): Promise<MailTemplate[]> {
  const list: MailTemplate[] = [];
  for (const kind of MAIL_KIND_NAMES) list.push(await present(tx, tenantId, kind));
  return list;
}

export const readTemplate = (tx: Transaction, tenantId: string, kind: string) => present(tx, tenantId, mailKindOf(kind));

export async function saveTemplate(
  tx: Transaction,
  tenantId: string,
  userId: string,
  asked: string,
  body: MailTemplatePayload,
): Promise<MailTemplate> {
  const kind = mailKindOf(asked);
  const refusals = mailTemplateRefusals(kind, body);
  if (refusals.length > 0) throw invalidInput(refusals);
  await tx
    .insert(mailTemplates)
    .values({ tenantId, kind, subject: body.subject, body: body.body, updatedBy: userId })
    .onConflictDoUpdate({
      target: [mailTemplates.tenantId, mailTemplates.kind],
      set: { subject: body.subject, body: body.body, updatedBy: userId, updatedAt: sql`now()` },
    });
  return present(tx, tenantId, kind);
}

export async function resetTemplate(tx: Transaction, tenantId: string, asked: string): Promise<MailTemplate> {
  const kind = mailKindOf(asked);
  await tx.delete(mailTemplates).where(and(eq(mailTemplates.tenantId, tenantId), eq(mailTemplates.kind, kind)));
  return present(tx, tenantId, kind);
}

/** Asking for a record to preview a mail that is about none. */
export const NOT_ABOUT_A_RECORD = 'This mail is not about a record: leave the record out';

/**
 * The mail as it would leave with the words being edited, the words checked as a save would check
 * them. A mail about a record is filled from the brokerage's record (the one asked for, else its
 * latest) exactly as it would be sent; other mail, or a brokerage with no such record yet, from the
 * placeholders' labelled samples and the brokerage's own name.
 */
export async function previewTemplate(
  tx: Transaction,
  tenantId: string,
  asked: string,
  body: MailTemplatePreviewPayload,
): Promise<MailTemplatePreview> {
  const kind = mailKindOf(asked);
  const refusals = mailTemplateRefusals(kind, body);
  if (refusals.length > 0) throw invalidInput(refusals);
  const recordId = body.recordId?.trim() || null;
  const found = await previewRecord(tx, tenantId, kind, recordId);
  if (found.kind === 'unrelated' && recordId) throw invalidInput([{ field: 'recordId', message: NOT_ABOUT_A_RECORD }]);
  if (found.kind === 'record')
    return {
      ...renderMail(body, found.record.values),
      source: { kind: 'record', label: found.record.label, record_id: found.record.recordId },
    };
  const [brokerage] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const values: Record<string, string> = {};
  for (const name of MAIL_KINDS[kind].placeholders) values[name] = PLACEHOLDERS[name].sample;
  if (brokerage) values.brokerage_name = brokerage.name;
  const label =
    found.kind === 'none' ? `Sample values: the brokerage has no ${found.noun} yet` : 'Sample values: this mail is not about a record';
  return { ...renderMail(body, values), source: { kind: 'sample', label, record_id: null } };
}

import { nullable, optional, string, type, boolean, array, enums, object, type Infer } from 'superstruct';
import { FIELD_REQUIRED } from '../common-messages';
import { requiredText, type FieldError } from '../validation';
import { MAIL_KIND_NAMES, MAIL_KINDS, type MailKind } from './catalogue';
import { placeholdersIn } from './render';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

/** PUT /mailer/templates/{kind}: the brokerage's words for one kind of mail. */
export const MailTemplatePayload = type({ subject: requiredText(SUBJECT_MAX), body: requiredText(BODY_MAX) });
export type MailTemplatePayload = Infer<typeof MailTemplatePayload>;

/** POST /mailer/templates/{kind}/preview: the words being edited, and the record to fill them from (the latest when left out). */
export const MailTemplatePreviewPayload = type({
  subject: string(),
  body: string(),
  recordId: optional(nullable(string())),
});
export type MailTemplatePreviewPayload = Infer<typeof MailTemplatePreviewPayload>;

export const unknownPlaceholder = (name: string, kind: MailKind) =>
  `{{${name}}} is not a placeholder of this mail: use ${MAIL_KINDS[kind].placeholders.map((known) => `{{${known}}}`).join(', ')}`;
export const SUBJECT_ONE_LINE = 'The subject must fit on one line';

/** Why a template cannot be saved for this kind, field by field: blank, too long, or naming a placeholder the mail does not have. */
export function mailTemplateRefusals(kind: MailKind, template: { subject: string; body: string }): FieldError[] {
  const known = new Set<string>(MAIL_KINDS[kind].placeholders);
  const refusals: FieldError[] = [];
  const check = (field: 'subject' | 'body', text: string, max: number) => {
    if (text.trim() === '') return refusals.push({ field, message: FIELD_REQUIRED });
    if (text.length > max) return refusals.push({ field, message: `Must be at most ${max} characters` });
    if (field === 'subject' && /[\r\n]/.test(text)) return refusals.push({ field, message: SUBJECT_ONE_LINE });
    const unknown = placeholdersIn(text).find((name) => !known.has(name));
    if (unknown !== undefined) refusals.push({ field, message: unknownPlaceholder(unknown, kind) });
  };
  check('subject', template.subject, SUBJECT_MAX);
  check('body', template.body, BODY_MAX);
  return refusals;
}

const Placeholder = object({ name: string(), description: string() });

/** One kind of mail as the brokerage has it: its words, and whether they are its own or the product's. */
export const MailTemplate = object({
  kind: enums(MAIL_KIND_NAMES),
  label: string(),
  audience: string(),
  placeholders: array(Placeholder),
  subject: string(),
  body: string(),
  customised: boolean(),
  updated_at: nullable(string()),
});
export type MailTemplate = Infer<typeof MailTemplate>;

export const MailTemplateList = array(MailTemplate);

/** A preview: the mail as it would leave, and where its values came from. */
export const MailTemplatePreview = object({
  subject: string(),
  text: string(),
  html: string(),
  source: object({ kind: enums(['record', 'sample']), label: string(), record_id: nullable(string()) }),
});
export type MailTemplatePreview = Infer<typeof MailTemplatePreview>;

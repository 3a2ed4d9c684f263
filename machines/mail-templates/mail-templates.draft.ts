import { mailTemplateRefusals } from '../../domain/mail-templates';
import type { MailTemplatesContext, RequestFailure, TemplateWords } from './mail-templates.types';

// The words being edited, checked with the rule the server checks them with before a save or a preview.

const INVALID_WORDS = 'Please correct the highlighted fields';

/** The template open in the editor, as the list last had it. */
export const openTemplate = (context: Pick<MailTemplatesContext, 'templates' | 'kind'>) =>
  context.templates.find((template) => template.kind === context.kind) ?? null;

/** The words being edited differ from the open template's, as last loaded or saved. */
export function hasUnsavedChanges(context: Pick<MailTemplatesContext, 'templates' | 'kind' | 'draft'>) {
  const template = openTemplate(context);
  return template !== null && (template.subject !== context.draft.subject || template.body !== context.draft.body);
}

/** The words as a save or a preview sends them, or each field's problem. */
export function checkedWords(context: Pick<MailTemplatesContext, 'kind' | 'draft'>): TemplateWords | RequestFailure {
  if (!context.kind) return { message: 'Choose a kind of mail first', fieldErrors: {} };
  const refusals = mailTemplateRefusals(context.kind, context.draft);
  if (refusals.length === 0) return { kind: context.kind, payload: { subject: context.draft.subject, body: context.draft.body } };
  return {
    message: INVALID_WORDS,
    status: 400,
    fieldErrors: Object.fromEntries(refusals.map((refusal) => [refusal.field, refusal.message])),
  };
}

export const isChecked = (checked: TemplateWords | RequestFailure): checked is TemplateWords => 'payload' in checked;

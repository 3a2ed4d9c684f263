import type { RequestFailure } from '../../domain/api';
import type { MailKind, MailTemplate, MailTemplatePayload, MailTemplatePreview, MailTemplateText } from '../../domain/mail-templates';

export type { MailKind, MailTemplate, MailTemplatePayload, MailTemplatePreview, MailTemplateText, RequestFailure };

export type TemplateField = keyof MailTemplateText;

/** What a save or a preview sends: the kind of mail and the words being edited. */
export interface TemplateWords {
  kind: MailKind;
  payload: MailTemplatePayload;
}

export interface MailTemplatesContext {
  templates: MailTemplate[];
  /** The kind of mail open in the editor. */
  kind: MailKind | null;
  /** Its words as being edited. */
  draft: MailTemplateText;
  fieldErrors: Record<string, string>;
  failure: RequestFailure | null;
  /** The mail as it would leave with the words previewed, until they change. */
  preview: MailTemplatePreview | null;
  /** Said once a save or a reset went through. */
  notice: string | null;
  /** What the admin asked for while the words had unsaved changes, held until they confirm or cancel. */
  leaving: LeaveRequest | null;
}

/** Opening another kind of mail, or closing the editor. */
export type LeaveRequest = { to: 'open'; kind: MailKind } | { to: 'close' };

export type MailTemplatesEvent =
  | { type: 'templates.retry' }
  | { type: 'templates.open'; kind: MailKind }
  | { type: 'templates.close' }
  | { type: 'templates.edit'; field: TemplateField; value: string }
  /** `{{name}}` put in place of the field's selection (the caret when start = end). */
  | { type: 'templates.insert'; field: TemplateField; name: string; start: number; end: number }
  | { type: 'templates.save' }
  | { type: 'templates.preview' }
  | { type: 'templates.reset' }
  | { type: 'templates.confirmReset' }
  | { type: 'templates.cancelReset' }
  | { type: 'templates.confirmDiscard' }
  | { type: 'templates.cancelDiscard' };

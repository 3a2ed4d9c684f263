import { MAIL_KIND_GROUPS } from '../../domain/mail-templates';
import { openTemplate } from './mail-templates.draft';
import type { MailTemplatesMachine } from './mail-templates.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<MailTemplatesMachine>;

/** What the section shows: one slot per state. */
export type MailTemplatesSlot = 'loading' | 'loadFailed' | 'list';

export const selectSlot = (s: Snapshot): MailTemplatesSlot => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'list';
};

export const selectTemplates = (s: Snapshot) => s.context.templates;
/** The kinds of mail grouped as a broker looks for them, each with the brokerage's template. */
export const selectGroups = (s: Snapshot) =>
  MAIL_KIND_GROUPS.map((group) => ({
    title: group.title,
    templates: group.kinds.flatMap((kind) => s.context.templates.filter((template) => template.kind === kind)),
  }));
export const selectCustomisedCount = (s: Snapshot) => s.context.templates.filter((template) => template.customised).length;
export const selectOpenTemplate = (s: Snapshot) => (s.context.kind ? openTemplate(s.context) : null);
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectPreview = (s: Snapshot) => s.context.preview;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsPreviewing = (s: Snapshot) => s.matches('previewing');
export const selectIsResetting = (s: Snapshot) => s.matches('resetting');
export const selectIsConfirmingReset = (s: Snapshot) => s.matches('confirmingReset') || s.matches('resetting');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanReset = (s: Snapshot) => s.can({ type: 'templates.reset' });

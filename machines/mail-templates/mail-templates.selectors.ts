import { MAIL_KIND_GROUPS } from '../../domain/mail-templates';
import { openTemplate } from './mail-templates.draft';
import type { MailTemplatesMachine } from './mail-templates.machine';
import type { MailTemplate } from './mail-templates.types';
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
export interface TemplateGroup {
  title: string;
  templates: MailTemplate[];
}

/** Grouped once per list the machine holds, so a view re-renders only when the list changes. */
const grouped = new WeakMap<MailTemplate[], TemplateGroup[]>();

/** The kinds of mail grouped as a broker looks for them, each with the brokerage's template. */
export function selectGroups(s: Snapshot): TemplateGroup[] {
  const { templates } = s.context;
  let groups = grouped.get(templates);
  if (!groups) {
    groups = MAIL_KIND_GROUPS.map((group) => ({
      title: group.title,
      templates: group.kinds.flatMap((kind) => templates.filter((template) => template.kind === kind)),
    }));
    grouped.set(templates, groups);
  }
  return groups;
}
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
export const selectIsConfirmingDiscard = (s: Snapshot) => s.matches('confirmingDiscard');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanReset = (s: Snapshot) => s.can({ type: 'templates.reset' });

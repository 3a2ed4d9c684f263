import { unknownPlaceholder } from '../../domain/mail-templates';
import { isChecked, checkedWords, hasUnsavedChanges, openTemplate } from '../../machines/mail-templates/mail-templates.draft';
import { ApiFailure } from '../../src/api/errors';
import {
  CUSTOMISED_TEMPLATES,
  DEFAULT_TEMPLATES,
  invoicePreview,
  OWN_INVOICE_WORDS,
  templateOf,
} from '../../tests/support/mail-templates-fixtures';
import type { MailTemplatesMachine } from '../../machines/mail-templates/mail-templates.machine';
import type { MailTemplate, MailTemplatePreview, MailTemplatesEvent } from '../../machines/mail-templates/mail-templates.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The mail templates' model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

/** The invoke ids, as the machine names them. */
export type MailTemplatesActorName = 'loadTemplates' | 'saveTemplate' | 'resetTemplate' | 'previewTemplate';

type Snapshot = SnapshotFrom<MailTemplatesMachine>;
type Output = MailTemplate[] | MailTemplate | MailTemplatePreview;
type DoneEvent = { type: `xstate.done.actor.${MailTemplatesActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${MailTemplatesActorName}`; error: unknown };
export type MailTemplatesModelEvent = MailTemplatesEvent | DoneEvent | ErrorEvent;
type ModelEvent = MailTemplatesModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    body: unknownPlaceholder('client_name', 'invoice_document'),
  }),
};

const done = (id: MailTemplatesActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: MailTemplatesActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  done('loadTemplates', DEFAULT_TEMPLATES),
  done('loadTemplates', CUSTOMISED_TEMPLATES),
  failed('loadTemplates', FAILURES.network),
  { type: 'templates.retry' },
  { type: 'templates.open', kind: 'invoice_document' },
  { type: 'templates.close' },
  { type: 'templates.edit', field: 'subject', value: '' },
  { type: 'templates.edit', field: 'subject', value: 'Invoice {{invoice_number}}' },
  { type: 'templates.insert', field: 'body', name: 'brokerage_name', start: 0, end: 0 },
  { type: 'templates.save' },
  { type: 'templates.preview' },
  { type: 'templates.reset' },
  { type: 'templates.confirmReset' },
  { type: 'templates.cancelReset' },
  { type: 'templates.confirmDiscard' },
  { type: 'templates.cancelDiscard' },
  done('saveTemplate', templateOf('invoice_document', OWN_INVOICE_WORDS)),
  failed('saveTemplate', FAILURES.invalid),
  done('previewTemplate', invoicePreview(OWN_INVOICE_WORDS)),
  failed('previewTemplate', FAILURES.network),
  done('resetTemplate', templateOf('invoice_document')),
  failed('resetTemplate', FAILURES.network),
];

export function describeTemplates(snapshot: Snapshot) {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    kind: context.kind,
    customised: openTemplate(context)?.customised ?? null,
    wordsReady: context.kind ? isChecked(checkedWords(context)) : null,
    unsaved: hasUnsavedChanges(context),
    leaving: context.leaving?.to ?? null,
    fieldErrors: Object.keys(context.fieldErrors).sort(),
    preview: context.preview !== null,
    notice: context.notice,
    failure: context.failure ? (context.failure.code ?? 'form') : null,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('output' in event) {
    const { output } = event;
    if (Array.isArray(output)) return `${base}(${output.some((template) => template.customised) ? 'customised' : 'defaults'})`;
    if ('source' in output) return `${base}(${output.source.kind})`;
    return `${base}(${output.customised ? 'own words' : 'default'})`;
  }
  if (event.type === 'templates.edit') return `${base}(${event.field}=${event.value || 'blank'})`;
  if (event.type === 'templates.insert') return `${base}(${event.name})`;
  if (event.type === 'templates.open') return `${base}(${event.kind})`;
  return base;
};

export const mailTemplatesModel: MachineModel<MailTemplatesModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeTemplates(snapshot as Snapshot),
  entries: { 'an admin': undefined },
  labels: {
    'templates.open': 'edit a kind of mail',
    'templates.insert': 'insert a placeholder',
    'templates.save': 'save the words',
    'templates.preview': 'preview from a real record',
    'templates.reset': 'reset to the default',
    'templates.confirmReset': 'confirm the reset',
    'templates.cancelReset': 'keep the brokerage’s words',
    'templates.confirmDiscard': 'discard the unsaved changes',
    'templates.cancelDiscard': 'keep editing',
    'xstate.done.actor.loadTemplates': 'the templates load',
    'xstate.done.actor.previewTemplate': 'the preview answers',
  },
};

import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { insertPlaceholder } from '../../domain/mail-templates';
import { placeholderActor } from '../placeholder-actor';
import { checkedWords, hasUnsavedChanges, isChecked, openTemplate } from './mail-templates.draft';
import type {
  MailKind,
  MailTemplate,
  MailTemplatePreview,
  MailTemplatesContext,
  MailTemplatesEvent,
  TemplateWords,
} from './mail-templates.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const NO_WORDS = { subject: '', body: '' };

/** What the list offers wherever nothing is under way: open a kind of mail in the editor. */
const OPEN = { 'templates.open': { target: '#mailTemplates.editing', actions: 'open', reenter: true } } as const;

/** Asked, rather than done, while the words being edited have unsaved changes. */
const ASK_FIRST = { guard: 'hasUnsavedChanges', target: '#mailTemplates.confirmingDiscard', actions: 'rememberLeaving' } as const;

/** The editor with one kind's words as the list has them. */
function opened(templates: MailTemplate[], kind: MailKind) {
  const template = templates.find((candidate) => candidate.kind === kind);
  return {
    kind,
    draft: template ? { subject: template.subject, body: template.body } : NO_WORDS,
    fieldErrors: {},
    failure: null,
    preview: null,
    notice: null,
    leaving: null,
  };
}

/**
 * The brokerage's words for each kind of mail on /email-integration: list the kinds, edit one's
 * subject and body, save them, preview them filled from a real record, or reset them to the default.
 */
export const mailTemplatesMachine = setup({
  types: {
    context: {} as MailTemplatesContext,
    events: {} as MailTemplatesEvent,
  },
  actors: {
    loadTemplates: placeholderActor<MailTemplate[]>('loadTemplates'),
    saveTemplate: placeholderActor<MailTemplate, TemplateWords>('saveTemplate'),
    resetTemplate: placeholderActor<MailTemplate, { kind: MailKind }>('resetTemplate'),
    previewTemplate: placeholderActor<MailTemplatePreview, TemplateWords>('previewTemplate'),
  },
  actions: {
    keepTemplates: assign((_, templates: MailTemplate[]) => ({ templates })),
    open: assign(({ context, event }) => {
      assertEvent(event, 'templates.open');
      return opened(context.templates, event.kind);
    }),
    openAsked: assign(({ context }) => (context.leaving?.to === 'open' ? opened(context.templates, context.leaving.kind) : {})),
    close: assign({ kind: null, draft: NO_WORDS, fieldErrors: {}, failure: null, preview: null, notice: null, leaving: null }),
    rememberLeaving: assign(({ event }) => {
      assertEvent(event, ['templates.open', 'templates.close']);
      return { leaving: event.type === 'templates.open' ? { to: 'open' as const, kind: event.kind } : { to: 'close' as const } };
    }),
    forgetLeaving: assign({ leaving: null }),
    edit: assign(({ context, event }) => {
      assertEvent(event, ['templates.edit', 'templates.insert']);
      const value =
        event.type === 'templates.edit' ? event.value : insertPlaceholder(context.draft[event.field], event.name, event.start, event.end);
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: value }, fieldErrors, preview: null, notice: null };
    }),
    showProblems: assign(({ context }) => {
      const checked = checkedWords(context);
      return isChecked(checked) ? {} : { failure: checked, fieldErrors: checked.fieldErrors };
    }),
    keepSaved: assign(({ context }, params: { template: MailTemplate; notice: string }) => ({
      templates: context.templates.map((template) => (template.kind === params.template.kind ? params.template : template)),
      draft: { subject: params.template.subject, body: params.template.body },
      notice: params.notice,
    })),
    keepPreview: assign((_, preview: MailTemplatePreview) => ({ preview })),
    forgetOutcome: assign({ failure: null, notice: null }),
    rememberFailure: assign(({ event }) => {
      const failure = describeFailure(errorOf(event));
      return { failure, fieldErrors: failure.fieldErrors };
    }),
  },
  guards: {
    wordsReady: ({ context }) => isChecked(checkedWords(context)),
    customised: ({ context }) => openTemplate(context)?.customised === true,
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
    askedToClose: ({ context }) => context.leaving?.to === 'close',
  },
}).createMachine({
  id: 'mailTemplates',
  context: { templates: [], kind: null, draft: NO_WORDS, fieldErrors: {}, failure: null, preview: null, notice: null, leaving: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: { target: 'browsing', actions: { type: 'keepTemplates', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      on: { 'templates.retry': { target: 'loading' } },
    },
    /** The kinds of mail, none open. */
    browsing: {
      on: OPEN,
    },
    /** One kind's words in the editor. */
    editing: {
      tags: ['editable'],
      on: {
        'templates.open': [ASK_FIRST, OPEN['templates.open']],
        'templates.close': [ASK_FIRST, { target: 'browsing', actions: 'close' }],
        'templates.edit': { actions: 'edit' },
        'templates.insert': { actions: 'edit' },
        'templates.save': [{ guard: 'wordsReady', target: 'saving' }, { actions: 'showProblems' }],
        'templates.preview': [{ guard: 'wordsReady', target: 'previewing' }, { actions: 'showProblems' }],
        'templates.reset': { guard: 'customised', target: 'confirmingReset' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => checkedWords(context) as TemplateWords,
        onDone: {
          target: 'editing',
          actions: { type: 'keepSaved', params: ({ event }) => ({ template: event.output, notice: 'Mail template saved' }) },
        },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
    previewing: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'previewTemplate',
        src: 'previewTemplate',
        input: ({ context }) => checkedWords(context) as TemplateWords,
        onDone: { target: 'editing', actions: { type: 'keepPreview', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
    /** Asked whether to drop the brokerage's words for the default. */
    confirmingReset: {
      on: {
        'templates.confirmReset': { target: 'resetting' },
        'templates.cancelReset': { target: 'editing' },
      },
    },
    /** Asked whether to drop the unsaved changes to open another kind of mail or close the editor. */
    confirmingDiscard: {
      on: {
        'templates.confirmDiscard': [
          { guard: 'askedToClose', target: 'browsing', actions: 'close' },
          { target: 'editing', actions: 'openAsked' },
        ],
        'templates.cancelDiscard': { target: 'editing', actions: 'forgetLeaving' },
      },
    },
    resetting: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'resetTemplate',
        src: 'resetTemplate',
        input: ({ context }) => ({ kind: context.kind! }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'keepSaved', params: ({ event }) => ({ template: event.output, notice: 'Mail template reset to the default' }) },
            assign({ preview: null }),
          ],
        },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
  },
});

export type MailTemplatesMachine = typeof mailTemplatesMachine;

import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { defaultPdfTemplate } from '../../domain/pdf-templates';
import { placeholderActor } from '../placeholder-actor';
import { checkedTemplate, sameTemplate } from './template-form';
import type {
  PdfDocumentKind,
  PdfPreviewRequest,
  PdfTemplate,
  PdfTemplateBody,
  PdfTemplateEditorContext,
  PdfTemplateEditorEvent,
  PdfTemplateLoaded,
  PdfTemplatePreview,
} from './pdf-template-editor.types';

/** How long the form rests after a change before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const readyTemplate = (context: PdfTemplateEditorContext): PdfTemplateBody => checkedTemplate(context.kind, context.form).value!;

const CHOOSE = { target: '#pdfTemplateEditor.loading', actions: 'choose' } as const;

/**
 * The brokerage's PDF templates on /pdf-templates: choose a kind of document, edit its template
 * with a live preview from a real record (asked for again once the form rests), save it as a new
 * version, or reset it to the default. Choosing another document asks first when the form has unsaved changes.
 */
export const pdfTemplateEditorMachine = setup({
  types: {
    context: {} as PdfTemplateEditorContext,
    events: {} as PdfTemplateEditorEvent,
  },
  actors: {
    loadTemplate: placeholderActor<PdfTemplateLoaded, { kind: PdfDocumentKind }>('loadTemplate'),
    previewTemplate: placeholderActor<PdfTemplatePreview, PdfPreviewRequest>('previewTemplate'),
    saveTemplate: placeholderActor<PdfTemplate, PdfPreviewRequest>('saveTemplate'),
    resetTemplate: placeholderActor<PdfTemplate, { kind: PdfDocumentKind }>('resetTemplate'),
  },
  delays: { previewDelay: PREVIEW_DELAY_MS },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'pdfTemplate.choose');
      return { kind: event.kind };
    }),
    holdChoice: assign(({ event }) => {
      assertEvent(event, 'pdfTemplate.choose');
      return { pendingKind: event.kind };
    }),
    choosePending: assign(({ context }) => ({ kind: context.pendingKind ?? context.kind, pendingKind: null })),
    forgetChoice: assign({ pendingKind: null }),
    keepLoaded: assign((_, params: PdfTemplateLoaded) => ({
      summaries: params.summaries,
      saved: params.template,
      form: params.template.template,
      fieldErrors: {},
      preview: null,
      previewFailure: null,
    })),
    keepSaved: assign(({ context }, params: { template: PdfTemplate; notice: string }) => ({
      saved: params.template,
      form: params.template.template,
      fieldErrors: {},
      notice: params.notice,
      summaries: context.summaries.map((summary) =>
        summary.kind === params.template.kind
          ? { ...summary, version: params.template.version, saved_at: params.template.saved_at }
          : summary,
      ),
    })),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'pdfTemplate.edit');
      const changed = new Set(Object.keys(event.change));
      const fieldErrors = Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !changed.has(field)));
      return { form: { ...context.form, ...event.change }, fieldErrors, notice: null };
    }),
    showProblems: assign(({ context }) => {
      const { failure } = checkedTemplate(context.kind, context.form);
      return { fieldErrors: failure?.fieldErrors ?? {} };
    }),
    keepPreview: assign(({ context }, params: PdfTemplatePreview) => ({ preview: { ...params, template: context.form } })),
    forgetOutcome: assign({ failure: null, notice: null }),
    forgetPreviewFailure: assign({ previewFailure: null }),
    rememberFailure: assign(({ event }) => {
      const failure = describeFailure(errorOf(event));
      return { failure, fieldErrors: failure.fieldErrors };
    }),
    rememberPreviewFailure: assign(({ context, event }) => {
      const failure = describeFailure(errorOf(event));
      return { previewFailure: failure, fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors } };
    }),
  },
  guards: {
    formReady: ({ context }) => checkedTemplate(context.kind, context.form).failure === null,
    previewUpToDate: ({ context }) => context.preview !== null && sameTemplate(context.preview.template, context.form),
    hasUnsavedChanges: ({ context }) => !sameTemplate(context.form, context.saved?.template ?? defaultPdfTemplate(context.kind)),
    chosenAlready: ({ context, event }) => event.type === 'pdfTemplate.choose' && event.kind === context.kind,
  },
}).createMachine({
  id: 'pdfTemplateEditor',
  context: {
    kind: 'debitNote',
    summaries: [],
    saved: null,
    form: defaultPdfTemplate('debitNote'),
    fieldErrors: {},
    failure: null,
    preview: null,
    previewFailure: null,
    notice: null,
    pendingKind: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'editing', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      on: { 'pdfTemplate.retry': { target: 'loading' }, 'pdfTemplate.choose': CHOOSE },
    },
    editing: {
      tags: ['editable'],
      initial: 'deciding',
      on: {
        'pdfTemplate.choose': [
          { guard: 'chosenAlready' },
          { guard: 'hasUnsavedChanges', target: '#pdfTemplateEditor.confirmingDiscard', actions: 'holdChoice' },
          CHOOSE,
        ],
        'pdfTemplate.edit': { target: '.waiting', actions: 'edit' },
        'pdfTemplate.save': [{ guard: 'formReady', target: 'saving' }, { actions: 'showProblems' }],
        'pdfTemplate.reset': { target: 'confirmingReset' },
      },
      states: {
        /** Back to the form: the preview shown still matches it, or is asked for again. */
        deciding: {
          always: [
            { guard: 'previewUpToDate', target: 'shown' },
            { guard: 'formReady', target: 'previewing' },
            { target: 'held', actions: 'showProblems' },
          ],
        },
        /** A change was made: the preview is asked for once the form rests. */
        waiting: {
          after: {
            previewDelay: [
              { guard: 'formReady', target: 'previewing' },
              { target: 'held', actions: 'showProblems' },
            ],
          },
        },
        previewing: {
          tags: ['previewing'],
          entry: 'forgetPreviewFailure',
          invoke: {
            id: 'previewTemplate',
            src: 'previewTemplate',
            input: ({ context }) => ({ kind: context.kind, template: readyTemplate(context) }),
            onDone: { target: 'shown', actions: { type: 'keepPreview', params: ({ event }) => event.output } },
            onError: { target: 'previewFailed', actions: 'rememberPreviewFailure' },
          },
        },
        /** The preview shows the form as it stands. */
        shown: { entry: 'forgetPreviewFailure' },
        /** The form has problems to correct: the preview waits for them. */
        held: {},
        previewFailed: {},
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => ({ kind: context.kind, template: readyTemplate(context) }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'keepSaved',
            params: ({ event }) => ({ template: event.output, notice: `Saved as version ${event.output.version}` }),
          },
        },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
    confirmingReset: {
      on: { 'pdfTemplate.confirmReset': { target: 'resetting' }, 'pdfTemplate.cancelReset': { target: 'editing' } },
    },
    /** Another document was chosen while the form holds unsaved changes: they are lost only once confirmed. */
    confirmingDiscard: {
      on: {
        'pdfTemplate.confirmDiscard': { target: 'loading', actions: 'choosePending' },
        'pdfTemplate.cancelDiscard': { target: 'editing', actions: 'forgetChoice' },
      },
    },
    resetting: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'resetTemplate',
        src: 'resetTemplate',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'keepSaved',
            params: ({ event }) => ({ template: event.output, notice: `Reset to the default, saved as version ${event.output.version}` }),
          },
        },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
  },
});

export type PdfTemplateEditorMachine = typeof pdfTemplateEditorMachine;

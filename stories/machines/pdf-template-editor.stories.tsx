import { DEFAULT_DEBIT_NOTE, LATEST_INVOICE_ID, previewOf, SAVED_DEBIT_NOTE, summariesOf } from '../../tests/support/pdf-template-fixtures';
import { resolvedActor } from '../support/leaf-states';
import { resolvedPageRender } from '../support/resolved-page-story';
import { inertPdfTemplateEditorMachine as inertMachine, PdfTemplateEditorScreen } from './pdf-template-editor.screen';
import type { PdfTemplateEditorContext } from '../../machines/pdf-template-editor/pdf-template-editor.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

const SHOWN = { ...previewOf(LATEST_INVOICE_ID), template: SAVED_DEBIT_NOTE.template };

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant: string | undefined): PdfTemplateEditorContext {
  const base: PdfTemplateEditorContext = {
    kind: 'debitNote',
    summaries: summariesOf(SAVED_DEBIT_NOTE),
    saved: SAVED_DEBIT_NOTE,
    form: SAVED_DEBIT_NOTE.template,
    fieldErrors: {},
    failure: null,
    preview: SHOWN,
    previewFailure: null,
    notice: null,
    pendingKind: null,
  };
  const edited = { ...SAVED_DEBIT_NOTE.template, accentColour: '#7a1f1f', footerText: 'Demo Insurance Brokers Ltd · RC 123456' };
  switch (`${state}${variant ? `:${variant}` : ''}`) {
    case 'loading':
      return { ...base, summaries: [], saved: null, preview: null };
    case 'loadFailed':
      return {
        ...base,
        summaries: [],
        saved: null,
        preview: null,
        failure: { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} },
      };
    case 'editing.shown:empty':
      return {
        ...base,
        summaries: summariesOf(),
        saved: DEFAULT_DEBIT_NOTE,
        form: DEFAULT_DEBIT_NOTE.template,
        preview: { ...previewOf(null), template: DEFAULT_DEBIT_NOTE.template },
      };
    case 'editing.shown:saved':
      return { ...base, notice: 'Saved as version 2' };
    case 'editing.waiting':
    case 'editing.previewing':
    case 'saving':
      return { ...base, form: edited };
    case 'confirmingDiscard':
      return { ...base, form: edited, preview: { ...SHOWN, template: edited }, pendingKind: 'creditNote' };
    case 'editing.held':
      return {
        ...base,
        form: { ...edited, footerText: 'x'.repeat(201) },
        fieldErrors: { footerText: 'Must be at most 200 characters' },
      };
    case 'editing.shown:refused':
      return {
        ...base,
        form: edited,
        failure: {
          message: 'Please correct the highlighted fields',
          status: 400,
          fieldErrors: { footerText: 'Must be at most 200 characters' },
        },
        fieldErrors: { footerText: 'Must be at most 200 characters' },
      };
    case 'editing.previewFailed':
      return {
        ...base,
        form: edited,
        previewFailure: { message: 'The debit note could not be printed, please try again', status: 500, fieldErrors: {} },
      };
    default:
      return base;
  }
}

/** How each printed document looks, one story per state of the PDF template editor (and the default, saved and refused forms). */
const meta = {
  title: 'Machines/PDF template editor',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => resolvedActor(inertMachine, state, contextFor(state, variant)),
    Page: PdfTemplateEditorScreen,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (name: string, state: string, variant?: string): Story => ({
  name,
  parameters: { machine: 'pdf-template-editor', state, ...(variant ? { variant } : {}) },
});

export const Loading = story('loading', 'loading');
export const LoadFailed = story('loadFailed: the template could not be read', 'loadFailed');
export const Empty = story('editing: never saved, the default look on a sample', 'editing.shown', 'empty');
export const Filled = story('editing: the saved template, previewed on the latest debit note', 'editing.shown');
export const JustSaved = story('editing: just saved', 'editing.shown', 'saved');
export const Refused = story('editing: the server refused a field', 'editing.shown', 'refused');
export const Waiting = story('editing.waiting: a change, the preview follows', 'editing.waiting');
export const Previewing = story('editing.previewing: the preview is printed', 'editing.previewing');
export const FieldErrors = story('editing.held: fields to correct before the preview', 'editing.held');
export const PreviewFailed = story('editing.previewFailed', 'editing.previewFailed');
export const Saving = story('saving', 'saving');
export const ConfirmingReset = story('confirmingReset', 'confirmingReset');
export const ConfirmingDiscard = story('confirmingDiscard: another document chosen over unsaved changes', 'confirmingDiscard');
export const Resetting = story('resetting', 'resetting');

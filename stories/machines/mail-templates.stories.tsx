import { unknownPlaceholder } from '../../domain/mail-templates';
import { CUSTOMISED_TEMPLATES, DEFAULT_TEMPLATES, invoicePreview, OWN_INVOICE_WORDS } from '../../tests/support/mail-templates-fixtures';
import { resolvedActor } from '../support/leaf-states';
import { resolvedPageRender } from '../support/resolved-page-story';
import { inertMailTemplatesMachine as inertMachine, MailTemplatesScreen } from './mail-templates.screen';
import type { MailTemplatesContext } from '../../machines/mail-templates/mail-templates.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

const INVALID_BODY = 'Dear {{client_name}},\n\nYour {{document_title}} is attached.';

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant: string | undefined): MailTemplatesContext {
  const editing: MailTemplatesContext = {
    templates: CUSTOMISED_TEMPLATES,
    kind: 'invoice_document',
    draft: OWN_INVOICE_WORDS,
    fieldErrors: {},
    failure: null,
    preview: null,
    notice: null,
    leaving: null,
  };
  switch (`${state}${variant ? `:${variant}` : ''}`) {
    case 'loading':
      return { ...editing, templates: [], kind: null, draft: { subject: '', body: '' } };
    case 'loadFailed':
      return {
        ...editing,
        templates: [],
        kind: null,
        draft: { subject: '', body: '' },
        failure: { message: 'Network error, please try again', fieldErrors: {} },
      };
    case 'browsing:empty':
      return { ...editing, templates: DEFAULT_TEMPLATES, kind: null, draft: { subject: '', body: '' } };
    case 'browsing':
      return { ...editing, kind: null, draft: { subject: '', body: '' } };
    case 'editing:invalid':
      return {
        ...editing,
        draft: { subject: '', body: INVALID_BODY },
        fieldErrors: { subject: 'This field is required', body: unknownPlaceholder('client_name', 'invoice_document') },
        failure: { message: 'Please correct the highlighted fields', status: 400, fieldErrors: { subject: 'x' } },
      };
    case 'editing:preview':
      return { ...editing, preview: invoicePreview(OWN_INVOICE_WORDS) };
    case 'confirmingDiscard':
      return {
        ...editing,
        draft: { ...OWN_INVOICE_WORDS, subject: 'Your invoice {{invoice_number}}' },
        leaving: { to: 'open', kind: 'quote_slip' },
      };
    case 'editing:saved':
      return { ...editing, notice: 'Mail template saved' };
    default:
      return editing;
  }
}

/** The brokerage's mail templates, one story per state of the mail templates machine (and the empty, invalid and previewed editor). */
const meta = {
  title: 'Machines/Mail templates',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => resolvedActor(inertMachine, state, contextFor(state, variant)),
    Page: MailTemplatesScreen,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'loading', parameters: { machine: 'mail-templates', state: 'loading' } };

export const LoadFailed: Story = {
  name: 'loadFailed: the templates could not be read',
  parameters: { machine: 'mail-templates', state: 'loadFailed' },
};

export const BrowsingEmpty: Story = {
  name: 'browsing: no mail in the brokerage’s own words yet',
  parameters: { machine: 'mail-templates', state: 'browsing', variant: 'empty' },
};

export const Browsing: Story = {
  name: 'browsing: the invoice mail in the brokerage’s own words',
  parameters: { machine: 'mail-templates', state: 'browsing' },
};

export const Editing: Story = { name: 'editing: the invoice mail', parameters: { machine: 'mail-templates', state: 'editing' } };

export const EditingInvalid: Story = {
  name: 'editing: fields to correct',
  parameters: { machine: 'mail-templates', state: 'editing', variant: 'invalid' },
};

export const EditingPreviewed: Story = {
  name: 'editing: previewed from the latest invoice',
  parameters: { machine: 'mail-templates', state: 'editing', variant: 'preview' },
};

export const EditingSaved: Story = {
  name: 'editing: just saved',
  parameters: { machine: 'mail-templates', state: 'editing', variant: 'saved' },
};

export const Saving: Story = { name: 'saving', parameters: { machine: 'mail-templates', state: 'saving' } };

export const Previewing: Story = { name: 'previewing', parameters: { machine: 'mail-templates', state: 'previewing' } };

export const ConfirmingReset: Story = {
  name: 'confirmingReset: asked before dropping the brokerage’s words',
  parameters: { machine: 'mail-templates', state: 'confirmingReset' },
};

export const ConfirmingDiscard: Story = {
  name: 'confirmingDiscard: asked before dropping unsaved changes to open another mail',
  parameters: { machine: 'mail-templates', state: 'confirmingDiscard' },
};

export const Resetting: Story = { name: 'resetting', parameters: { machine: 'mail-templates', state: 'resetting' } };

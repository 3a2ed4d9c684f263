import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, unknownPlaceholder } from '../../../domain/mail-templates';
import * as templateStories from '../../../stories/machines/mail-templates.stories';

const stories = composeStories(templateStories);
type StoryName = keyof typeof stories;

const INVOICE = MAIL_KINDS.invoice_document.label;
const editor = () => screen.getByRole('region', { name: INVOICE });
const button = (name: string) => within(editor()).getByRole('button', { name });

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the mail templates');
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  BrowsingEmpty: async () => {
    expect(await screen.findByText(/Every mail uses the product’s default words/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: INVOICE })).toHaveTextContent('Default');
    expect(screen.queryByRole('region', { name: INVOICE })).not.toBeInTheDocument();
  },
  Browsing: async () => {
    expect(await screen.findByText(/^1 of the brokerage’s mails use its own words/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: INVOICE })).toHaveTextContent('Customised');
    expect(screen.getByRole('button', { name: `Edit ${MAIL_KINDS.claim_settled.label}` })).toBeEnabled();
  },
  Editing: async () => {
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('{{document_title}} {{invoice_number}}: {{insured_name}}');
    expect(within(editor()).getByRole('list', { name: 'Placeholders' })).toHaveTextContent('The invoice (debit note) number');
    expect(button('Insert invoice_number')).toBeEnabled();
    expect(button('Reset to default')).toBeEnabled();
  },
  EditingInvalid: async () => {
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAccessibleDescription(
      expect.stringContaining(unknownPlaceholder('client_name', 'invoice_document')),
    );
  },
  EditingPreviewed: async () => {
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Filled from Invoice INV/2026/0003: Chiamaka Nwosu');
    expect(within(preview).getByLabelText('Previewed subject')).toHaveTextContent('Debit Note INV/2026/0003: Toyota Corolla LND 482 KJ');
    expect(within(preview).getByLabelText('Previewed body')).toHaveTextContent('Your Debit Note for NGN 412,500.00 is attached.');
  },
  EditingSaved: async () => {
    expect(await within(await screen.findByRole('region', { name: INVOICE })).findByRole('status')).toHaveTextContent(
      'Mail template saved',
    );
  },
  Saving: async () => {
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(button('Preview')).toBeDisabled();
  },
  Previewing: async () => {
    expect(await screen.findByRole('button', { name: 'Preview' })).toHaveAttribute('aria-busy', 'true');
    expect(button('Save')).toBeDisabled();
  },
  ConfirmingReset: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default' });
    expect(dialog).toHaveTextContent(`The brokerage’s own words for “${INVOICE}” are dropped`);
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
  ConfirmingDiscard: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent(`The changes you made to “${INVOICE}” have not been saved`);
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeEnabled();
  },
  Resetting: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default' });
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toHaveAttribute('aria-busy', 'true');
  },
};

describe('mail templates stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});

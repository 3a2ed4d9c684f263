import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as editorStories from '../../../stories/machines/pdf-template-editor.stories';

const stories = composeStories(editorStories);
type StoryName = keyof typeof stories;

const button = (name: string) => screen.getByRole('button', { name });
const footer = () => screen.getByRole('textbox', { name: 'Footer text' });

// jsdom has no object URLs: each preview gets its own, as a browser would give it.
beforeEach(() => {
  let made = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++made}`, revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the PDF template');
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(button('Try again')).toBeEnabled();
  },
  Empty: async () => {
    expect(await screen.findByText('Not saved yet: documents print with the default look.')).toBeInTheDocument();
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#000000');
    expect(screen.getByTitle('Debit Note preview from a sample, as the brokerage has no debit note yet')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
  },
  Filled: async () => {
    expect(await screen.findByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Debit Note (version 2)');
    expect(screen.getByText(/^Version 2 is in use, saved 2026-11-27 10:12 by Ngozi Adeyemi/)).toBeInTheDocument();
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#1f4e79');
    expect(footer()).toHaveValue('Demo Insurance Brokers Ltd · 12 Marina, Lagos');
    expect(screen.getByRole('combobox', { name: 'Signatories shown' })).toHaveDisplayValue('2');
    expect(screen.getByRole('checkbox', { name: 'Co-brokers and their shares' })).toBeChecked();
    expect(screen.getByTitle('Debit Note preview from debit note DN/2026/0042')).toBeInTheDocument();
    expect(screen.getByText(/^Preview updated at 10:30:05, from debit note DN\/2026\/0042/)).toBeInTheDocument();
  },
  JustSaved: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as version 2');
  },
  Refused: async () => {
    expect(await screen.findByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription(/Must be at most 200 characters$/);
  },
  Waiting: async () => {
    expect(await screen.findByText(/The preview follows once you pause\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#7a1f1f');
  },
  Previewing: async () => {
    expect(await screen.findByText(/Updating the preview…/)).toBeInTheDocument();
  },
  FieldErrors: async () => {
    expect(await screen.findByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription(/Must be at most 200 characters$/);
    expect(screen.getByText(/Correct the highlighted fields to update the preview\./)).toBeInTheDocument();
  },
  PreviewFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preview could not be printed: The debit note could not be printed, please try again',
    );
  },
  Saving: async () => {
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(button('Reset to default')).toBeDisabled();
  },
  ConfirmingReset: async () => {
    expect(await screen.findByRole('dialog', { name: 'Reset to the default?' })).toHaveTextContent(
      'The debit note will print with the default look, saved as a new version.',
    );
  },
  ConfirmingDiscard: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent('The changes to the debit note template have not been saved and will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  },
  Resetting: async () => {
    expect(await screen.findByRole('button', { name: 'Reset' })).toHaveAttribute('aria-busy', 'true');
  },
};

describe('PDF template editor stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});

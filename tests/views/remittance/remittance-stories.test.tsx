import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_NAME_REQUIRED, CHEQUE_NUMBER_TOO_SHORT, SELECT_REMITTANCE_MODE } from '../../../domain/messages';
import * as remittedStories from '../../../stories/remittance/premium-remitted.stories';
import * as createStories from '../../../stories/remittance/remit-premium.stories';
import * as formStories from '../../../stories/remittance/remit-schedule-form.stories';
import { slow } from './remittance-support';
import type { ComponentType } from 'react';

const create = composeStories(createStories);
const remitted = composeStories(remittedStories);
const form = composeStories(formStories);

const FORBIDDEN = "You need the 'Manage Remittance Schedules' permission";
const dialog = () => screen.findByRole('dialog', { name: 'Remit selected premium' });

/** What a person sees in each story; a story added without an entry here does not compile. */
const createExpectations: Record<keyof typeof create, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading paid premium awaiting remittance', {}, slow)).toBeInTheDocument();
  },
  Loaded: async () => {
    const table = await screen.findByRole('table', { name: 'Paid premium awaiting remittance', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /DN-2026-0142/ })).toHaveTextContent('Overdue');
    expect(within(table).getByRole('row', { name: /DN-2026-0151/ })).toHaveTextContent('AIICO Insurance Plc');
    expect(screen.getByRole('button', { name: 'Remit selected' })).toBeDisabled();
  },
  Empty: async () => {
    expect(await screen.findByText('No paid premium is waiting to be remitted', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Forbidden: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(FORBIDDEN);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
};

const remittedExpectations: Record<keyof typeof remitted, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading premium remitted', {}, slow)).toBeInTheDocument();
  },
  Loaded: async () => {
    const table = await screen.findByRole('table', { name: 'Premium remitted', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /RS-000002/ })).toHaveTextContent('00451287');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  },
  Empty: async () => {
    expect(await screen.findByText('No premium has been remitted yet', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Forbidden: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(FORBIDDEN);
  },
};

const formExpectations: Record<keyof typeof form, () => Promise<void>> = {
  Editing: async () => {
    const modal = await dialog();
    expect(within(modal).getByLabelText(/Remittance date/)).toHaveValue('2026-03-09');
    expect(within(modal).queryByRole('textbox', { name: /Bank name/ })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Remit premium' })).toBeEnabled();
  },
  Invalid: async () => {
    const modal = await dialog();
    expect(within(modal).getByRole('textbox', { name: /Bank name/ })).toHaveAccessibleDescription(BANK_NAME_REQUIRED);
    expect(within(modal).getByRole('textbox', { name: /Cheque number/ })).toHaveAccessibleDescription(CHEQUE_NUMBER_TOO_SHORT);
  },
  NoMode: async () => {
    expect(within(await dialog()).getByText(SELECT_REMITTANCE_MODE)).toBeInTheDocument();
  },
  Submitting: async () => {
    const modal = await dialog();
    expect(within(modal).getByRole('button', { name: 'Remit premium' })).toBeDisabled();
    expect(within(modal).getByRole('textbox', { name: /Cheque number/ })).toBeDisabled();
  },
  Failed: async () => {
    const modal = await dialog();
    expect(within(modal).getByRole('alert')).toHaveTextContent('DN-2026-0150 no longer offers Remit Premium');
    expect(within(modal).getByRole('textbox', { name: /Bank name/ })).toHaveAccessibleDescription('Bank name is not on the list');
  },
  Unreachable: async () => {
    expect(within(await dialog()).getByRole('alert')).toHaveTextContent('Network error, please try again');
  },
};

describe.each([
  ['create schedule', create, createExpectations],
  ['remittance schedules', remitted, remittedExpectations],
  ['remit selected premium', form, formExpectations],
] as const)('%s stories', (_name, stories, expectations) => {
  it.each(Object.keys(expectations))('%s', async (name) => {
    const Story = (stories as unknown as Record<string, ComponentType>)[name]!;
    render(<Story />);
    await (expectations as Record<string, () => Promise<void>>)[name]!();
  });
});

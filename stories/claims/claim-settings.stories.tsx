import { userEvent, within } from 'storybook/test';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { CHECKLISTS_PATH, checklistPath, SETTINGS_ANSWERS, SETTINGS_PATH } from './settings-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /claims/settings over a stub API, signed in as an admin. */
const meta = {
  title: 'Screens/Claims/Claim settings',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/claims/settings', answers: SETTINGS_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NETWORK = failure('Network error, please try again', undefined, 'NETWORK_ERROR');

export const Loading: Story = { args: { answers: { [SETTINGS_PATH]: PENDING, [CHECKLISTS_PATH]: PENDING } } };

export const Failed: Story = { args: { answers: { [SETTINGS_PATH]: NETWORK, [CHECKLISTS_PATH]: NETWORK } } };

/** The 90-day limit, and the motor checklist as the brokerage started with it. */
export const Filled: Story = {};

/** Fire, customised by the brokerage: Reset to default is offered. */
export const Customised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Class of business' }, { timeout: 5000 }), 'FIRE');
  },
};

/** A blank document and one listed twice: the domain's messages under each, nothing sent. */
export const ChecklistErrors: Story = {
  args: { answers: { ...SETTINGS_ANSWERS, [checklistPath('MOTOR')]: PENDING } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('button', { name: 'Add document' }, { timeout: 5000 }));
    const second = canvas.getByRole('textbox', { name: 'Document 2' });
    await user.clear(second);
    await user.type(second, 'completed claim form');
    await user.click(canvas.getByRole('button', { name: 'Save checklist' }));
  },
};

/** An agent without 'Update Claim' is told so. */
export const NotAllowed: Story = { args: { role: 'agent' } };

import { ScreenStory, failure, PENDING } from '../support/screen-story';
import { page, SUMMARIES } from './client-story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Clients/All clients',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/all-clients', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new brokerage: no client yet. */
export const Empty: Story = { args: { answers: { '/client/allClients': page([]) } } };

export const Loading: Story = { args: { answers: { '/client/allClients': PENDING } } };

export const Failed: Story = {
  args: { answers: { '/client/allClients': failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

/** Individual and corporate clients together, over three pages. */
export const Filled: Story = { args: { answers: { '/client/allClients': page(SUMMARIES, 3) } } };

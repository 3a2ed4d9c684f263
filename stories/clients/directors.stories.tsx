import { ScreenStory, failure, PENDING } from '../support/screen-story';
import { EKO_LOGISTICS, NEW_COMPANY } from './client-story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';

const ID = EKO_LOGISTICS.corporate_client_id;

const meta = {
  title: 'Screens/Clients/Directors',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/director/${ID}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const company = (answer: unknown) => ({ answers: { [`/client/corporate/${ID}`]: answer } });

export const Empty: Story = { args: company({ success: true, data: NEW_COMPANY }) };

export const Loading: Story = { args: company(PENDING) };

export const Failed: Story = { args: company(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) };

export const Filled: Story = { args: company({ success: true, data: EKO_LOGISTICS }) };

import { ScreenStory, failure, PENDING } from '../support/screen-story';
import { ADAEZE, EKO_LOGISTICS, PLACE_ANSWERS, SPARSE_INDIVIDUAL } from './client-story-data';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Clients/Edit client',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/clients/${ADAEZE.client_id}/individual`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const individualEdit = (answer: unknown, id = ADAEZE.client_id) => ({
  path: `/clients/${id}/individual`,
  answers: { ...PLACE_ANSWERS, [`/client/${id}`]: answer },
});

export const Loading: Story = { args: individualEdit(PENDING) };

export const Failed: Story = { args: individualEdit(failure('An error occurred. Please try again.')) };

/** A client with only the required fields filled in. */
export const Empty: Story = { args: individualEdit({ success: true, data: SPARSE_INDIVIDUAL }, SPARSE_INDIVIDUAL.client_id) };

export const Filled: Story = { args: individualEdit({ success: true, data: ADAEZE }) };

export const Corporate: Story = {
  args: {
    path: `/clients/${EKO_LOGISTICS.corporate_client_id}/corporate`,
    answers: { ...PLACE_ANSWERS, [`/client/corporate/${EKO_LOGISTICS.corporate_client_id}`]: { success: true, data: EKO_LOGISTICS } },
  },
};

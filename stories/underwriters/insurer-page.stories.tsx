import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { ABUJA_BRANCH, IKOYI_DESK, LEADWAY, OKOYE } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Underwriters/Insurer and its underwriters',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/underwriter/${LEADWAY.provider_id}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const leadway = (underwriters: unknown): ScreenAnswers => ({
  [`/insurance-providers/${LEADWAY.provider_id}`]: { success: true, data: LEADWAY },
  [`/providers/${LEADWAY.provider_id}/underwriters`]: underwriters,
});

export const Loading: Story = { args: { answers: leadway(PENDING) } };

/** The insurer is not one the brokerage can see. */
export const Failed: Story = {
  args: {
    answers: {
      [`/insurance-providers/${LEADWAY.provider_id}`]: failure('Insurer not found', 404, 'NOT_FOUND'),
      [`/providers/${LEADWAY.provider_id}/underwriters`]: failure('Insurer not found', 404, 'NOT_FOUND'),
    },
  },
};

/** An insurer of the NAICOM list where the brokerage has no underwriter yet. */
export const Empty: Story = { args: { answers: leadway({ success: true, data: [] }) } };

export const Filled: Story = { args: { answers: leadway({ success: true, data: [ABUJA_BRANCH, IKOYI_DESK] }) } };

/** An insurer the brokerage added itself: it may edit its details. */
export const OwnInsurer: Story = {
  args: {
    path: `/underwriter/${OKOYE.provider_id}`,
    answers: {
      [`/insurance-providers/${OKOYE.provider_id}`]: { success: true, data: OKOYE },
      [`/providers/${OKOYE.provider_id}/underwriters`]: {
        success: true,
        data: [{ ...IKOYI_DESK, provider_id: OKOYE.provider_id, name: 'Head Office Desk' }],
      },
    },
  },
};

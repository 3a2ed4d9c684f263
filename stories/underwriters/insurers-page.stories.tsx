import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { AIICO, CUSTODIAN, insurersAnswer, LEADWAY, OKOYE } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Underwriters/Insurers list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/underwriters', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (list: unknown): ScreenAnswers => ({ '/insurance-providers/active': list });

/** The first visit while the list is on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Nothing on the list, as with a search that finds nothing. */
export const Empty: Story = { args: { answers: answers(insurersAnswer([])) } };

/** The first page of the NAICOM list, with one insurer the brokerage added itself. */
export const Filled: Story = { args: { answers: answers(insurersAnswer([AIICO, CUSTODIAN, LEADWAY, OKOYE], 1, 3, 44)) } };

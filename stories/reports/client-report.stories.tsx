import { clientsAnswer, CLIENTS } from '../chart-of-accounts/fixtures';
import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { clientReportAnswer } from './client-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Reports/Client report',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/client-report', answers: { '/client/search': clientsAnswer(CLIENTS) } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADAEZE = '/reports/client-report?clientType=INDIVIDUAL&clientId=ic-1&clientName=Adaeze%20Okafor';

/** No client chosen yet: nothing is asked. */
export const ChooseAClient: Story = {};

/** The chosen client's report on its way. */
export const Loading: Story = { args: { path: ADAEZE, answers: { '/reports/client-report': PENDING } } };

/** The server could not answer. */
export const Failed: Story = {
  args: { path: ADAEZE, answers: { '/reports/client-report': failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

/** Adaeze Okafor's quarter: a policy, her statement of account and its check. */
export const Filled: Story = { args: { path: ADAEZE, answers: { '/reports/client-report': clientReportAnswer } } };

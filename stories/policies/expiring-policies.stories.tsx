import { userEvent, within } from 'storybook/test';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { ENDING_SOON, EXPIRING, expiringAnswer, grantsAnswer } from './expiring-fixtures';
import { POLICY_ID } from './policy-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * /reports/expiring-policies over a stub API, signed in as an admin (who may send renewal notices
 * and propose renewals) unless the story says otherwise: its loading, empty, failed and filled states.
 */
const meta = {
  title: 'Screens/Policies/Expiring policies',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/expiring-policies', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown, more: ScreenAnswers = {}): ScreenAnswers => ({ '/policies/expiringPolicy': answer, ...more });
const notify = `/policies/expiringPolicy/${POLICY_ID}/notify`;

/** Send renewal notice pressed on the only row (the story's play). */
const sendNotice = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.setup().click(await canvas.findByRole('button', { name: 'Send renewal notice' }, { timeout: 5000 }));
};

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(expiringAnswer([])) } };

/** Three policies, soonest first: ending today, in 5 days, and one renewed already; the first of two pages. */
export const Filled: Story = { args: { answers: listing(expiringAnswer(EXPIRING, 1, 2, 23)) } };

/** A renewal notice on its way: its button busy. */
export const SendingNotice: Story = {
  args: { answers: listing(expiringAnswer([ENDING_SOON]), { [notify]: PENDING }) },
  play: sendNotice,
};

/** The server refused the notice: its words beside the row. */
export const NoticeRefused: Story = {
  args: {
    answers: listing(expiringAnswer([ENDING_SOON]), { [notify]: failure('The client has no email address', 409, 'CONFLICT') }),
  },
  play: sendNotice,
};

/** An agent who holds only 'View Client Reports' reads the list: no Send renewal notice, no Renew. */
export const ForAReader: Story = {
  args: {
    role: 'agent',
    answers: listing(expiringAnswer(EXPIRING), {
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Client Reports'),
    }),
  },
};

/** An agent with neither 'View Client Reports' nor 'View Policies' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: listing(expiringAnswer(EXPIRING)) } };

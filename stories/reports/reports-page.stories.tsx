import { grantsAnswer } from '../support/grants-answer';
import { PENDING, ScreenStory } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Reports/Reports',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const agentGrants = (answer: unknown) => ({ [`/user/permission/${sessionClaimsFor('agent').user_id}`]: answer });

/** An admin opens every report: financial statements, client reports and regulatory returns. */
export const Everything: Story = {};

/** An account officer with 'View Client Reports' and 'View Regulatory Reports' only. */
export const SomeGroups: Story = {
  args: { role: 'agent', answers: agentGrants(grantsAnswer('View Client Reports', 'View Regulatory Reports')) },
};

/** A user holding no report permission: the page says so and whom to ask. */
export const NoReports: Story = { args: { role: 'agent', answers: agentGrants(grantsAnswer()) } };

/** The user's permissions on their way. */
export const LoadingGrants: Story = { args: { role: 'agent', answers: agentGrants(PENDING) } };

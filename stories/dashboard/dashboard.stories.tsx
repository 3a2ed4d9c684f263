import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { BROKER_GRANTS, BROKER_PANELS, BUSY_PANELS, BUSY_TILES, EMPTY_PANELS, EMPTY_TILES, panelsAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Dashboard',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TILE_PATHS = ['/count/policies', '/sumAssured/policies', '/fetch/underWrittenPremium', '/accounting/fetch/comissionDue'];
const every = (answer: unknown): ScreenAnswers => Object.fromEntries([...TILE_PATHS, '/reports/dashboard'].map((path) => [path, answer]));

/** The figures on their way. */
export const Loading: Story = { args: { answers: every(PENDING) } };

/** The server could not answer: each tile says so, and the panels offer Try again. */
export const Failed: Story = { args: { answers: every(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A new brokerage's first month: every figure zero, every panel saying what would be there. */
export const Empty: Story = { args: { answers: { ...EMPTY_TILES, '/reports/dashboard': panelsAnswer(EMPTY_PANELS) } } };

/** An admin in a busy month: the four tiles, the premium chart and every panel. */
export const Filled: Story = { args: { answers: { ...BUSY_TILES, '/reports/dashboard': panelsAnswer(BUSY_PANELS) } } };

/** A broker without the accounting permissions: no commission, no remittance clock. */
export const Broker: Story = {
  args: {
    role: 'agent',
    answers: {
      ...BUSY_TILES,
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer(...BROKER_GRANTS),
      '/reports/dashboard': panelsAnswer(BROKER_PANELS),
    },
  },
};

import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { REQUESTS_PATH, requestsAnswer, SETTINGS_PATH, SIGNING_ANSWERS } from './signing-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /signature-integration over a stub API, signed in as an admin. */
const meta = {
  title: 'Screens/Signing/Signature integration',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/signature-integration', answers: SIGNING_ANSWERS },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NETWORK = failure('Network error, please try again', undefined, 'NETWORK_ERROR');

export const Loading: Story = { args: { answers: { ...SIGNING_ANSWERS, [SETTINGS_PATH]: PENDING, [REQUESTS_PATH]: PENDING } } };

export const Failed: Story = { args: { answers: { ...SIGNING_ANSWERS, [SETTINGS_PATH]: NETWORK, [REQUESTS_PATH]: NETWORK } } };

/** The defaults, and no document sent for signature yet. */
export const Empty: Story = { args: { answers: { ...SIGNING_ANSWERS, [REQUESTS_PATH]: requestsAnswer([]) } } };

/** A proposal form waiting on the client (Cancel, Resend), a signed quote acceptance (its PDF), an expired discharge voucher. */
export const Filled: Story = {};

/** An agent holds none of the permissions the page needs. */
export const NotAllowed: Story = { args: { role: 'agent' } };

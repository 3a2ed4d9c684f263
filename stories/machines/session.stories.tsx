import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import { SESSION_ROLES, SessionStory, type SessionRole } from '../support/session-story';

interface SessionStoryArgs {
  role: SessionRole;
  /** Where the router starts; empty for the state's usual page. */
  path?: string;
}

/**
 * The whole app in each state of the session machine: the real routes and shell, over a session
 * actor resolved into the state, with side effects that never finish and a stub API.
 */
const meta = {
  title: 'Machines/Session',
  parameters: { layout: 'fullscreen' },
  args: { role: 'admin' },
  argTypes: {
    role: { control: 'inline-radio', options: SESSION_ROLES },
    path: { control: 'text' },
  },
  render: (args, { parameters }) => <SessionStory state={(parameters as MachineStoryParameters).state} role={args.role} path={args.path || undefined} />,
} satisfies Meta<SessionStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  name: 'checking: restoring the session',
  parameters: { machine: 'session', state: 'checking' },
};

export const SignedOutIdle: Story = {
  name: 'signedOut.idle: login page',
  parameters: { machine: 'session', state: 'signedOut.idle' },
};

export const SignedOutFailed: Story = {
  name: 'signedOut.failed: wrong password',
  parameters: { machine: 'session', state: 'signedOut.failed' },
};

export const SigningIn: Story = {
  name: 'signingIn: busy button',
  parameters: { machine: 'session', state: 'signingIn' },
};

export const PasswordChangeRequired: Story = {
  name: 'signedIn.passwordChangeRequired: sent to change password',
  parameters: { machine: 'session', state: 'signedIn.passwordChangeRequired' },
  args: { path: '/dashboard' },
};

export const CheckingSubscription: Story = {
  name: 'signedIn.checkingSubscription',
  parameters: { machine: 'session', state: 'signedIn.checkingSubscription' },
};

export const SubscriptionRequired: Story = {
  name: 'signedIn.subscriptionRequired: choose a plan',
  parameters: { machine: 'session', state: 'signedIn.subscriptionRequired' },
};

export const ActiveAdmin: Story = {
  name: 'signedIn.active: admin',
  parameters: { machine: 'session', state: 'signedIn.active' },
  args: { role: 'admin' },
};

export const ActiveBroker: Story = {
  name: 'signedIn.active: broker',
  parameters: { machine: 'session', state: 'signedIn.active' },
  args: { role: 'broker' },
};

export const ActiveAgent: Story = {
  name: 'signedIn.active: agent',
  parameters: { machine: 'session', state: 'signedIn.active' },
  args: { role: 'agent' },
};

export const Expired: Story = {
  name: 'expired: over an invoice',
  parameters: { machine: 'session', state: 'expired' },
  args: { path: '/account/invoice/INV-2024-0042' },
};

export const SigningOut: Story = {
  name: 'signingOut',
  parameters: { machine: 'session', state: 'signingOut' },
};

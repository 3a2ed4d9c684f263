import {
  SESSION_ROLES,
  SessionStory,
  STORY_SOCIAL_ATTEMPT,
  STORY_SOCIAL_RETURN_PATH,
  STORY_VERIFICATION_PATH,
  type FailingSessionActor,
  type SessionRole,
} from '../support/session-story';
import type { SocialAttempt } from '../../domain/social';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface SessionStoryArgs {
  role: SessionRole;
  /** Where the router starts; empty for the state's usual page. */
  path?: string;
}

interface SessionStoryParameters extends MachineStoryParameters {
  /** The social sign-in this tab started, for the provider's return page. */
  socialAttempt?: SocialAttempt;
  failing?: FailingSessionActor[];
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
  render: (args, { parameters }) => {
    const { state, socialAttempt, failing } = parameters as SessionStoryParameters;
    return <SessionStory state={state} role={args.role} path={args.path || undefined} socialAttempt={socialAttempt} failing={failing} />;
  },
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

export const ChangingPassword: Story = {
  name: 'signedIn.changingPassword: busy button while the new password is saved',
  parameters: { machine: 'session', state: 'signedIn.changingPassword' },
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

export const ExchangingSocialCode: Story = {
  name: 'exchangingSocialCode: back from Google',
  parameters: { machine: 'session', state: 'exchangingSocialCode', socialAttempt: STORY_SOCIAL_ATTEMPT },
  args: { path: STORY_SOCIAL_RETURN_PATH },
};

export const SocialFailed: Story = {
  name: 'signedOut.socialFailed: Google refused',
  // The return page sends its code again on arrival; the exchange fails again, as it did, and says why.
  parameters: { machine: 'session', state: 'signedOut.socialFailed', socialAttempt: STORY_SOCIAL_ATTEMPT, failing: ['exchangeSocialCode'] },
  args: { path: STORY_SOCIAL_RETURN_PATH },
};

export const RegistrationSubmitting: Story = {
  name: 'registration.submitting: registering a brokerage',
  parameters: { machine: 'session', state: 'registration.submitting' },
  args: { path: '/broker-signup' },
};

export const RegistrationFailed: Story = {
  name: 'registration.failed: email already used',
  parameters: { machine: 'session', state: 'registration.failed' },
  args: { path: '/register' },
};

export const AwaitingVerification: Story = {
  name: 'registration.awaitingVerification: check your email',
  parameters: { machine: 'session', state: 'registration.awaitingVerification' },
  args: { path: '/register' },
};

export const Resending: Story = {
  name: 'registration.resending: sending the mail again',
  parameters: { machine: 'session', state: 'registration.resending' },
  args: { path: '/register' },
};

export const ResendingByEmail: Story = {
  name: 'registration.resendingByEmail: asking for a new link',
  parameters: { machine: 'session', state: 'registration.resendingByEmail' },
  args: { path: '/resend-email-verification' },
};

export const ResendFailed: Story = {
  name: 'registration.resendFailed: already verified',
  parameters: { machine: 'session', state: 'registration.resendFailed' },
  args: { path: '/resend-email-verification' },
};

export const Verifying: Story = {
  name: 'verification.verifying: opening the link',
  parameters: { machine: 'session', state: 'verification.verifying' },
  args: { path: STORY_VERIFICATION_PATH },
};

export const Verified: Story = {
  name: 'verification.verified: an agent may sign in',
  parameters: { machine: 'session', state: 'verification.verified' },
  args: { path: STORY_VERIFICATION_PATH },
};

export const VerificationFailed: Story = {
  name: 'verification.failed: expired link',
  parameters: { machine: 'session', state: 'verification.failed' },
  args: { path: STORY_VERIFICATION_PATH },
};

export const ChoosingBrokerUrl: Story = {
  name: "verification.choosingBrokerUrl: the brokerage's address",
  parameters: { machine: 'session', state: 'verification.choosingBrokerUrl' },
  args: { path: '/broker-url' },
};

export const SavingBrokerUrl: Story = {
  name: 'verification.savingBrokerUrl',
  parameters: { machine: 'session', state: 'verification.savingBrokerUrl' },
  args: { path: '/broker-url' },
};

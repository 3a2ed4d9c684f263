import { PASSWORD_CHANGED_NOTICE } from './session.setup';
import type { NotificationsMachine } from '../notifications/notifications.machine';
import type { SessionMachine } from './session.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectIsChecking = (s: Snapshot) => s.matches('checking') || s.matches('deciding');
export const selectIsSignedIn = (s: Snapshot) => s.matches('signedIn');
export const selectIsSigningIn = (s: Snapshot) => s.matches('signingIn');
export const selectIsExpired = (s: Snapshot) => s.matches('expired');
export const selectNeedsPasswordChange = (s: Snapshot) => s.matches({ signedIn: 'passwordChangeRequired' });
export const selectIsChangingPassword = (s: Snapshot) => s.matches({ signedIn: 'changingPassword' });
export const selectPasswordChanged = (s: Snapshot) => s.matches('signedIn') && s.context.notice === PASSWORD_CHANGED_NOTICE;
export const selectNeedsSubscription = (s: Snapshot) => s.matches({ signedIn: 'subscriptionRequired' });
export const selectClaims = (s: Snapshot) => s.context.claims;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectReturnTo = (s: Snapshot) => s.context.returnTo;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectRegisteredEmail = (s: Snapshot) => s.context.registeredEmail;
export const selectHasRegistrationToken = (s: Snapshot) => s.context.registrationToken !== null;
export const selectSocialFailed = (s: Snapshot) => s.matches({ signedOut: 'socialFailed' });
type RegistrationStep = 'submitting' | 'failed' | 'awaitingVerification' | 'resending' | 'resendFailed';
const REGISTRATION_STEPS: [string, RegistrationStep][] = [
  ['submitting', 'submitting'],
  ['failed', 'failed'],
  ['awaitingVerification', 'awaitingVerification'],
  ['resending', 'awaitingVerification'],
  ['resendingByEmail', 'resending'],
  ['resendFailed', 'resendFailed'],
];

/** Where registration stands: submitting the form, waiting for the mail, or a failure; null outside registration. */
export const selectRegistrationStep = (s: Snapshot): RegistrationStep | null =>
  REGISTRATION_STEPS.find(([state]) => s.matches({ registration: state } as never))?.[1] ?? null;

type VerificationStep = 'verifying' | 'verified' | 'failed' | 'choosingBrokerUrl' | 'savingBrokerUrl';
const VERIFICATION_STEPS: VerificationStep[] = ['verifying', 'verified', 'failed', 'choosingBrokerUrl', 'savingBrokerUrl'];

export const selectVerificationStep = (s: Snapshot): VerificationStep | null =>
  VERIFICATION_STEPS.find((step) => s.matches({ verification: step } as never)) ?? null;

/** The signed-in user's live notifications, run by the signed-in state; null otherwise. */
export const selectNotifications = (s: Snapshot) => (s.children.notifications as ActorRefFrom<NotificationsMachine> | undefined) ?? null;

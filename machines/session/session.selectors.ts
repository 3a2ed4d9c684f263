import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectIsChecking = (s: Snapshot) => s.matches('checking') || s.matches('deciding');
export const selectIsSignedIn = (s: Snapshot) => s.matches('signedIn');
export const selectIsSigningIn = (s: Snapshot) => s.matches('signingIn');
export const selectIsExpired = (s: Snapshot) => s.matches('expired');
export const selectNeedsPasswordChange = (s: Snapshot) => s.matches({ signedIn: 'passwordChangeRequired' });
export const selectNeedsSubscription = (s: Snapshot) => s.matches({ signedIn: 'subscriptionRequired' });
export const selectClaims = (s: Snapshot) => s.context.claims;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectReturnTo = (s: Snapshot) => s.context.returnTo;

import { expect } from 'vitest';
import { getStateNodes, TestModel } from 'xstate/graph';
import { isExpired, readSessionClaims } from '../../../domain/auth';
import { PASSWORD_CHANGED_NOTICE } from '../../../machines/session/session.setup';
import {
  AGENT,
  BROKER_TOKEN,
  FAILURES,
  NOTICES,
  RECEIPTS,
  SOCIAL_RETURN,
  STORED_BROKER_TOKEN,
  STORED_REGISTRATION_TOKEN,
} from './session-fixtures';
import { expiredToken, liveToken } from './session-token';
import type { RegistrationReceipt, SessionEvent, StoredSession, VerificationResult } from '../../../machines/session/session.types';
import type { SessionActorName, SessionHarness } from './session-harness';
import type { ActorLogic, SnapshotFrom } from 'xstate';

type SessionMachine = SessionHarness['machine'];
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

type DoneEvent<Id extends SessionActorName, Output> = { type: `xstate.done.actor.${Id}`; output: Output };
type ErrorEvent<Id extends SessionActorName> = { type: `xstate.error.actor.${Id}`; error: unknown };

/** The user's events plus what the invoked actors report back. */
export type SessionModelEvent =
  | SessionEvent
  | DoneEvent<'restoreSession', StoredSession>
  | ErrorEvent<'restoreSession'>
  | DoneEvent<'signIn', string>
  | ErrorEvent<'signIn'>
  | DoneEvent<'exchangeSocialCode', string>
  | ErrorEvent<'exchangeSocialCode'>
  | DoneEvent<'register', RegistrationReceipt>
  | ErrorEvent<'register'>
  | DoneEvent<'resendVerification', string>
  | ErrorEvent<'resendVerification'>
  | DoneEvent<'resendVerificationByEmail', string>
  | ErrorEvent<'resendVerificationByEmail'>
  | DoneEvent<'verifyEmail', VerificationResult>
  | ErrorEvent<'verifyEmail'>
  | DoneEvent<'saveBrokerUrl', string>
  | ErrorEvent<'saveBrokerUrl'>
  | DoneEvent<'checkSubscription', number>
  | ErrorEvent<'checkSubscription'>
  | DoneEvent<'changePassword', string>
  | ErrorEvent<'changePassword'>
  | DoneEvent<'signOut', undefined>
  | ErrorEvent<'signOut'>;

export const TOKENS = {
  admin: liveToken(),
  pendingPassword: liveToken({ pendingPasswordChange: true }),
  renewed: liveToken({ pendingPasswordChange: false, sid: 'renewed' }),
  social: liveToken({ sid: 'social' }),
  broker: liveToken({ userType: 'broker', sid: 'broker' }),
  expired: expiredToken(),
};

export const RETURN_TO = '/account/invoice/7?redirectToInvoiceDetails=true';

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly SessionModelEvent[] = [
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.admin, returnTo: RETURN_TO } },
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.pendingPassword, returnTo: null } },
  { type: 'xstate.done.actor.restoreSession', output: { token: null, returnTo: null } },
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.expired, returnTo: null } },
  // Kept between registering and verifying, and between a broker's verification and choosing the address.
  { type: 'xstate.done.actor.restoreSession', output: { token: null, returnTo: null, registrationToken: STORED_REGISTRATION_TOKEN } },
  { type: 'xstate.done.actor.restoreSession', output: { token: null, returnTo: null, brokerToken: STORED_BROKER_TOKEN } },
  { type: 'xstate.error.actor.restoreSession', error: new Error('storage refused') },
  { type: 'xstate.done.actor.signIn', output: TOKENS.admin },
  { type: 'xstate.done.actor.signIn', output: TOKENS.pendingPassword },
  { type: 'xstate.error.actor.signIn', error: FAILURES.badCredentials },
  { type: 'xstate.done.actor.exchangeSocialCode', output: TOKENS.social },
  { type: 'xstate.error.actor.exchangeSocialCode', error: FAILURES.socialRefused },
  { type: 'xstate.done.actor.register', output: RECEIPTS.unverified },
  { type: 'xstate.done.actor.register', output: RECEIPTS.verifiedAgent },
  { type: 'xstate.done.actor.register', output: RECEIPTS.verifiedBroker },
  { type: 'xstate.error.actor.register', error: FAILURES.emailTaken },
  { type: 'xstate.done.actor.resendVerification', output: NOTICES.resent },
  { type: 'xstate.error.actor.resendVerification', error: FAILURES.registrationExpired },
  { type: 'xstate.done.actor.resendVerificationByEmail', output: NOTICES.resentTo },
  { type: 'xstate.error.actor.resendVerificationByEmail', error: FAILURES.alreadyVerified },
  { type: 'xstate.done.actor.verifyEmail', output: { brokerToken: null } },
  { type: 'xstate.done.actor.verifyEmail', output: { brokerToken: BROKER_TOKEN } },
  { type: 'xstate.error.actor.verifyEmail', error: FAILURES.keyExpired },
  { type: 'xstate.done.actor.saveBrokerUrl', output: TOKENS.broker },
  { type: 'xstate.error.actor.saveBrokerUrl', error: FAILURES.addressTaken },
  { type: 'xstate.done.actor.checkSubscription', output: 0 },
  { type: 'xstate.done.actor.checkSubscription', output: 5 },
  { type: 'xstate.error.actor.checkSubscription', error: FAILURES.server },
  { type: 'xstate.done.actor.changePassword', output: TOKENS.renewed },
  { type: 'xstate.error.actor.changePassword', error: FAILURES.wrongCurrentPassword },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: FAILURES.server },
  { type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' },
  { type: 'session.socialReturned', ...SOCIAL_RETURN },
  { type: 'session.register', registration: { kind: 'agent', details: AGENT } },
  { type: 'session.resendVerification' },
  { type: 'session.resendVerificationTo', email: AGENT.email },
  { type: 'session.verify', key: 'verification-key-1' },
  { type: 'session.chooseBrokerUrl', url: 'okafor' },
  { type: 'session.dismiss' },
  { type: 'session.signOut' },
  { type: 'session.expired', returnTo: RETURN_TO },
  { type: 'session.goToSignIn' },
  { type: 'session.changePassword', currentPassword: 'Ikoyi#2026x', newPassword: 'Lekki$2027y', confirmPassword: 'Lekki$2027y' },
  { type: 'session.subscriptionChanged' },
  { type: 'session.returned' },
];

const tokenName = (token: string | null) =>
  token === null ? null : (Object.entries(TOKENS).find(([, known]) => known === token)?.[0] ?? 'unknown');

/** Everything the session holds that a person could notice. */
export function describeSession(snapshot: SessionSnapshot) {
  const { token, returnTo, subscriptionUsers, failure, notice, registrationToken, registeredEmail, brokerToken } = snapshot.context;
  return {
    value: snapshot.value,
    token: tokenName(token),
    returnTo,
    subscriptionUsers,
    failure: failure?.message ?? null,
    notice,
    registrationToken,
    registeredEmail,
    brokerToken,
  };
}

/** Where the machine is and whose token it holds: coarse enough for simple paths to stay few. */
export function describeStateAndToken(snapshot: SessionSnapshot) {
  return { value: snapshot.value, token: tokenName(snapshot.context.token) };
}

export function createSessionModel(machine: SessionMachine) {
  return new TestModel<SessionSnapshot, SessionModelEvent, unknown>(
    machine as unknown as ActorLogic<SessionSnapshot, SessionModelEvent, unknown>,
    {
      events: () => MODEL_EVENTS,
      filterEvents: (snapshot, event) => snapshot.can(event as SessionEvent),
      serializeState: (snapshot) => JSON.stringify(describeSession(snapshot)),
    },
  );
}

/** Leaf states a person can observe; `deciding` and `signedIn.routing` are left at once. */
export function observableLeafStates(machine: SessionMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' && node.always === undefined)
    .map((node) => node.path.join('.'))
    .sort();
}

export function leafStateOf(snapshot: SessionSnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic')
    .map((node) => node.path.join('.'))
    .join(',');
}

/** Makes the real actor live through one step of a path: settles an invoked actor or sends the user's event. */
export async function replayEvent(harness: SessionHarness, event: SessionModelEvent): Promise<void> {
  const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type);
  if (done) await harness.resolve(done[1] as SessionActorName, ('output' in event ? event.output : undefined) as never);
  else if (failed) await harness.reject(failed[1] as SessionActorName, 'error' in event ? event.error : undefined);
  else harness.actor.send(event as SessionEvent);
}

function outcomeOf(output: unknown): string {
  if (output === undefined) return '';
  if (typeof output === 'number') return `(${output})`;
  if (typeof output === 'string') return `(${tokenName(output) === 'unknown' ? 'notice' : tokenName(output)})`;
  const fields = output as Partial<StoredSession & RegistrationReceipt & VerificationResult>;
  if ('verified' in fields) return fields.brokerToken ? '(verified broker)' : fields.verified ? '(verified agent)' : '(unverified)';
  if ('token' in fields) {
    const kept = fields.brokerToken ? ', brokerToken' : fields.registrationToken ? ', registrationToken' : '';
    return `(${tokenName(fields.token ?? null) ?? 'no token'}${kept})`;
  }
  return fields.brokerToken ? '(broker)' : '(agent)';
}

function caseOf(event: SessionModelEvent): string {
  if ('output' in event) return outcomeOf(event.output);
  return '';
}

/** A readable name for a path: `done:restoreSession(admin) → done:checkSubscription(0) → session.signOut`. */
export const describePath = (events: readonly SessionModelEvent[]) =>
  events
    .map((event) => event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') + caseOf(event))
    .join(' → ') || '(initial)';

/** States that wait on a call: views show them busy. */
export const BUSY_STATES = [
  'checking',
  'signingIn',
  'exchangingSocialCode',
  'registration.submitting',
  'registration.resending',
  'registration.resendingByEmail',
  'verification.verifying',
  'verification.savingBrokerUrl',
  'signedIn.checkingSubscription',
  'signedIn.changingPassword',
  'signingOut',
];

/** States that exist to say something failed. */
export const FAILED_STATES = [
  'signedOut.failed',
  'signedOut.socialFailed',
  'registration.failed',
  'registration.resendFailed',
  'verification.failed',
];

const BROKER_URL_STATES = ['verification.choosingBrokerUrl', 'verification.savingBrokerUrl'];

/**
 * Rules of the session that hold in every state of every path, whatever led there. `_previous` is the
 * snapshot before `lastEvent`.
 */
export function expectSessionRules(snapshot: SessionSnapshot, lastEvent: SessionModelEvent | undefined, _previous?: SessionSnapshot): void {
  const { token, claims, failure, notice, subscriptionUsers, returnTo, brokerToken } = snapshot.context;
  const where = JSON.stringify(snapshot.value);
  const leaf = leafStateOf(snapshot);

  expect(snapshot.hasTag('busy'), `busy in ${where}`).toBe(BUSY_STATES.includes(leaf));

  if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) {
    // A signed-in session always holds a token whose claims were read from it and are still live.
    expect(token, where).not.toBeNull();
    expect(claims, where).toEqual(readSessionClaims(token));
    expect(isExpired(claims!), where).toBe(false);
  } else {
    expect({ token, claims }, where).toEqual({ token: null, claims: null });
  }

  // The token for choosing the brokerage's address is held exactly while the address is being chosen.
  if (BROKER_URL_STATES.includes(leaf)) {
    expect(brokerToken, `brokerToken in ${where}`).not.toBeNull();
  } else {
    expect(brokerToken, `brokerToken in ${where}`).toBeNull();
  }

  // A failure shows only in a state that says so, or right after a resend or the address could not be saved.
  const failedJustNow =
    (leaf === 'registration.awaitingVerification' && lastEvent?.type === 'xstate.error.actor.resendVerification') ||
    (leaf === 'verification.choosingBrokerUrl' && lastEvent?.type === 'xstate.error.actor.saveBrokerUrl');
  // A refused password change is told on the change page until the next change or a dismissal, wherever the session went.
  const changeRefused = snapshot.matches('signedIn') && failure?.message === FAILURES.wrongCurrentPassword.message;
  expect(failure !== null, `failure in ${where}`).toBe(FAILED_STATES.includes(leaf) || failedJustNow || changeRefused);
  // "A new mail went out" is told only while waiting for that mail; "your password has been changed" only signed in.
  if (notice === PASSWORD_CHANGED_NOTICE) expect(snapshot.matches('signedIn'), where).toBe(true);
  else if (notice !== null) expect(leaf, where).toBe('registration.awaitingVerification');

  if (snapshot.matches({ signedIn: 'passwordChangeRequired' })) expect(claims?.pendingPasswordChange, where).toBe(true);
  if (snapshot.matches({ signedIn: 'subscriptionRequired' })) expect(subscriptionUsers, where).toBe(0);
  if (snapshot.matches({ signedIn: 'active' })) expect(subscriptionUsers === null || subscriptionUsers > 0, where).toBe(true);

  switch (lastEvent?.type) {
    case 'session.expired':
      expect(returnTo, where).toBe(lastEvent.returnTo ?? null);
      break;
    case 'session.returned':
    case 'xstate.done.actor.signOut':
    case 'xstate.error.actor.signOut':
      // Signing out, or coming back, leaves no return address behind.
      expect(returnTo, where).toBeNull();
      break;
    case 'xstate.done.actor.register':
      expect(snapshot.context.registeredEmail, where).toBe(lastEvent.output.email);
      break;
    case 'xstate.done.actor.verifyEmail':
      // The registration is over: its token is no longer needed.
      expect(snapshot.context.registrationToken, where).toBeNull();
      break;
  }
}

import { expect } from 'vitest';
import { getStateNodes, TestModel } from 'xstate/graph';
import { isExpired, readSessionClaims } from '../../../domain/auth';
import { PASSWORD_CHANGED_NOTICE } from '../../../machines/session/session.setup';
import {
  describeSession,
  eventName,
  MODEL_EVENTS,
  type SessionActorName,
  type SessionModelEvent,
  type SessionSnapshot,
} from '../../../stories/machines/session.model';
import { FAILURES } from './session-fixtures';
import type { SessionEvent } from '../../../machines/session/session.types';
import type { SessionHarness } from './session-harness';
import type { ActorLogic } from 'xstate';

export {
  describeSession,
  describeStateAndToken,
  MODEL_EVENTS,
  RETURN_TO,
  TOKENS,
  type SessionModelEvent,
  type SessionSnapshot,
} from '../../../stories/machines/session.model';

type SessionMachine = SessionHarness['machine'];

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

/** A readable name for a path: `done:restoreSession(admin) → done:checkSubscription(0) → session.signOut`. */
export const describePath = (events: readonly SessionModelEvent[]) => events.map(eventName).join(' → ') || '(initial)';

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

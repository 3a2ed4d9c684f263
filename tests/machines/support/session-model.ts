import type { ActorLogic, SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { isExpired, readSessionClaims } from '../../../domain/auth';
import { getStateNodes, TestModel } from 'xstate/graph';
import type { SessionEvent, StoredSession } from '../../../machines/session/session.types';
import { ApiFailure } from '../../../src/api/errors';
import type { SessionActorName, SessionHarness } from './session-harness';
import { expiredToken, liveToken } from './session-token';

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
  | DoneEvent<'checkSubscription', number>
  | ErrorEvent<'checkSubscription'>
  | DoneEvent<'signOut', undefined>
  | ErrorEvent<'signOut'>;

export const TOKENS = {
  admin: liveToken(),
  pendingPassword: liveToken({ pendingPasswordChange: true }),
  renewed: liveToken({ pendingPasswordChange: false, sid: 'renewed' }),
  expired: expiredToken(),
};

export const RETURN_TO = '/account/invoice/7?redirectToInvoiceDetails=true';

const serverFailure = new ApiFailure('An error occurred', 500, 'INTERNAL_ERROR');

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly SessionModelEvent[] = [
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.admin, returnTo: RETURN_TO } },
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.pendingPassword, returnTo: null } },
  { type: 'xstate.done.actor.restoreSession', output: { token: TOKENS.expired, returnTo: null } },
  { type: 'xstate.done.actor.restoreSession', output: { token: null, returnTo: null } },
  { type: 'xstate.error.actor.restoreSession', error: new Error('storage refused') },
  { type: 'xstate.done.actor.signIn', output: TOKENS.admin },
  { type: 'xstate.done.actor.signIn', output: TOKENS.pendingPassword },
  { type: 'xstate.error.actor.signIn', error: new ApiFailure('Invalid email or password', 401, 'INVALID_CREDENTIALS') },
  { type: 'xstate.done.actor.checkSubscription', output: 0 },
  { type: 'xstate.done.actor.checkSubscription', output: 5 },
  { type: 'xstate.error.actor.checkSubscription', error: serverFailure },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: serverFailure },
  { type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' },
  { type: 'session.signOut' },
  { type: 'session.expired', returnTo: RETURN_TO },
  { type: 'session.goToSignIn' },
  { type: 'session.passwordChanged', token: TOKENS.renewed },
  { type: 'session.subscriptionChanged' },
  { type: 'session.returned' },
];

const tokenName = (token: string | null) =>
  token === null ? null : (Object.entries(TOKENS).find(([, known]) => known === token)?.[0] ?? 'unknown');

/** Everything the session holds that a person could notice. */
export function describeSession(snapshot: SessionSnapshot) {
  const { token, returnTo, subscriptionUsers, failure } = snapshot.context;
  return {
    value: snapshot.value,
    token: tokenName(token),
    returnTo,
    subscriptionUsers,
    failure: failure?.message ?? null,
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

function caseOf(event: SessionModelEvent): string {
  if ('output' in event) {
    const output = event.output;
    if (typeof output === 'number') return `(${output})`;
    if (typeof output === 'string') return `(${tokenName(output)})`;
    if (output && typeof output === 'object') return `(${tokenName(output.token) ?? 'no token'})`;
    return '';
  }
  if (event.type === 'session.passwordChanged') return `(${tokenName(event.token)})`;
  return '';
}

/** A readable name for a path: `done:restoreSession(admin) → done:checkSubscription(0) → session.signOut`. */
export const describePath = (events: readonly SessionModelEvent[]) =>
  events
    .map((event) => event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') + caseOf(event))
    .join(' → ') || '(initial)';

/** Rules of the session that hold in every state of every path, whatever led there. */
export function expectSessionRules(snapshot: SessionSnapshot, lastEvent: SessionModelEvent | undefined): void {
  const { token, claims, failure, subscriptionUsers, returnTo } = snapshot.context;
  const where = JSON.stringify(snapshot.value);

  const busy = ['checking', 'signingIn', 'signingOut'].some((state) => snapshot.matches(state as never));
  expect(snapshot.hasTag('busy'), where).toBe(busy || snapshot.matches({ signedIn: 'checkingSubscription' }));

  if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) {
    // A signed-in session always holds a token whose claims were read from it and are still live.
    expect(token, where).not.toBeNull();
    expect(claims, where).toEqual(readSessionClaims(token));
    expect(isExpired(claims!), where).toBe(false);
  } else {
    expect({ token, claims }, where).toEqual({ token: null, claims: null });
  }

  // A failure is shown only where the sign-in failed.
  expect(failure !== null, where).toBe(snapshot.matches({ signedOut: 'failed' }));
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
  }
}

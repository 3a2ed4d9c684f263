import type { EventObject, SnapshotFrom } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';
import { ApiFailure } from '../../../src/api/errors';
import type { SessionEvent, StoredSession } from '../../../machines/session/session.types';
import type { SessionHarness } from './session-harness';
import { expiredToken, liveToken } from './session-token';

type SessionMachine = SessionHarness['machine'];
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

type DoneEvent<Id extends string, Output> = { type: `xstate.done.actor.${Id}`; output: Output };
type ErrorEvent<Id extends string> = { type: `xstate.error.actor.${Id}`; error: unknown };

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

const failure = new ApiFailure('An error occurred', 500, 'INTERNAL_ERROR');

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
  { type: 'xstate.error.actor.checkSubscription', error: failure },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: failure },
  { type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' },
  { type: 'session.signOut' },
  { type: 'session.expired', returnTo: RETURN_TO },
  { type: 'session.goToSignIn' },
  { type: 'session.passwordChanged', token: TOKENS.renewed },
  { type: 'session.subscriptionChanged' },
  { type: 'session.returned' },
];

/** What a state is, for the model: where the machine is and what the session holds. */
export function describeState(snapshot: SessionSnapshot) {
  const { token, returnTo, subscriptionUsers, failure: lastFailure } = snapshot.context;
  return { value: snapshot.value, token, returnTo, subscriptionUsers, failure: lastFailure?.message ?? null };
}

export function createSessionModel(machine: SessionMachine) {
  return new TestModel<SessionSnapshot, SessionModelEvent, unknown>(machine as never, {
    events: () => MODEL_EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as SessionEvent),
    serializeState: (snapshot) => JSON.stringify(describeState(snapshot)),
    serializeEvent: (event: EventObject) => JSON.stringify(event),
  });
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

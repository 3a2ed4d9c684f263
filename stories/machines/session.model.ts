import {
  AGENT,
  BROKER_TOKEN,
  FAILURES,
  NOTICES,
  RECEIPTS,
  SOCIAL_RETURN,
  STORED_BROKER_TOKEN,
  STORED_REGISTRATION_TOKEN,
} from '../../tests/machines/support/session-fixtures';
import { expiredToken, liveToken } from '../../tests/machines/support/session-token';
import type { SessionMachine } from '../../machines/session/session.machine';
import type { RegistrationReceipt, SessionEvent, StoredSession, VerificationResult } from '../../machines/session/session.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The session's model: the event cases its model-based tests walk, which the walker and the paths on
// its Diagram page offer too.

/** The machine's invoke ids; resending by email invokes the `resendVerification` source under its own id. */
export type SessionActorName =
  | 'restoreSession'
  | 'signIn'
  | 'exchangeSocialCode'
  | 'register'
  | 'resendVerification'
  | 'resendVerificationByEmail'
  | 'verifyEmail'
  | 'saveBrokerUrl'
  | 'checkSubscription'
  | 'changePassword'
  | 'signOut';

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

export const tokenName = (token: string | null) =>
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

/** An event as the tests name it: `done:restoreSession(admin)`, `session.signOut`. */
export const eventName = (event: SessionModelEvent) =>
  event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') +
  ('output' in event ? outcomeOf(event.output) : '');

export const sessionModel: MachineModel<SessionModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeSession(snapshot as SessionSnapshot),
  entries: { 'a person opening the app': undefined },
  labels: {
    'xstate.done.actor.restoreSession': 'the stored session is read',
    'xstate.done.actor.checkSubscription': 'the subscription answers',
    'session.signIn': 'sign in',
    'session.register': 'register',
    'session.signOut': 'sign out',
    'session.expired': 'the session expires',
  },
};

import { createActor, fromCallback, fromPromise, type NonReducibleUnknown } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import { controlledActors, settle, type Invocation as ControlledInvocation } from './controlled-actors';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.types';
import type {
  PasswordChange,
  Registration,
  RegistrationReceipt,
  ResendInput,
  SignInInput,
  SocialCodeInput,
  StoredSession,
  VerificationResult,
} from '../../../machines/session/session.types';
import type { SessionActorName } from '../../../stories/machines/session.model';

export type { SessionActorName } from '../../../stories/machines/session.model';

interface Outputs {
  restoreSession: StoredSession;
  signIn: string;
  exchangeSocialCode: string;
  register: RegistrationReceipt;
  resendVerification: string;
  resendVerificationByEmail: string;
  verifyEmail: VerificationResult;
  saveBrokerUrl: string;
  checkSubscription: number;
  changePassword: string;
  signOut: void;
}

export type Invocation = ControlledInvocation<SessionActorName>;

export type RecordedAction =
  | { type: 'storeToken'; token: string }
  | { type: 'forgetToken' }
  | { type: 'storeReturnTo'; returnTo: string | null }
  | { type: 'storeRegistrationToken'; token: string | null }
  | { type: 'storeBrokerToken'; token: string | null }
  | { type: 'storeSocialFailure'; message: string };

export { settle };

/**
 * A session actor whose invoked actors stay pending until the test settles them, and whose
 * storage actions are recorded instead of touching any storage.
 */
export function createSessionHarness() {
  const stand = controlledActors<SessionActorName, Outputs>();
  const { controlled } = stand;
  const actions: RecordedAction[] = [];
  /** The live notifications' pretend sockets, newest last: the test speaks through `sendBack`. */
  const channels: { sendBack: (event: NotificationsEvent) => void; stopped: boolean }[] = [];
  const notifications = notificationsMachine.provide({
    actors: {
      channel: fromCallback<NotificationsEvent, { offset: number | null }>(({ sendBack }) => {
        const channel = { sendBack, stopped: false };
        channels.push(channel);
        return () => void (channel.stopped = true);
      }),
      connectivity: fromCallback<NotificationsEvent>(() => () => {}) as never,
      countUnread: fromPromise<number>(() => new Promise<number>(() => {})),
    },
    actions: { storeOffset: () => {}, showToast: () => {}, reloadGrants: () => {} },
  });

  const machine = sessionMachine.provide({
    actors: {
      restoreSession: controlled<StoredSession, NonReducibleUnknown>('restoreSession'),
      signIn: controlled<string, SignInInput>('signIn'),
      exchangeSocialCode: controlled<string, SocialCodeInput>('exchangeSocialCode'),
      register: controlled<RegistrationReceipt, Registration>('register'),
      resendVerification: controlled<string, ResendInput>('resendVerification'),
      verifyEmail: controlled<VerificationResult, { key: string }>('verifyEmail'),
      saveBrokerUrl: controlled<string, { url: string; brokerToken: string }>('saveBrokerUrl'),
      checkSubscription: controlled<number, { token: string }>('checkSubscription'),
      changePassword: controlled<string, PasswordChange>('changePassword'),
      signOut: controlled<void, { token: string | null }>('signOut'),
      notifications,
    },
    actions: {
      storeToken: (_, params) => void actions.push({ type: 'storeToken', token: params.token }),
      forgetToken: () => void actions.push({ type: 'forgetToken' }),
      storeReturnTo: (_, params) => void actions.push({ type: 'storeReturnTo', returnTo: params.returnTo }),
      storeRegistrationToken: (_, params) => void actions.push({ type: 'storeRegistrationToken', token: params.token }),
      storeBrokerToken: (_, params) => void actions.push({ type: 'storeBrokerToken', token: params.token }),
      storeSocialFailure: (_, params) => void actions.push({ type: 'storeSocialFailure', message: params.message }),
    },
  });

  const actor = createActor(machine);

  return {
    machine,
    actor,
    actions,
    channels,
    invocations: stand.invocations,
    isRunning: stand.isRunning,
    inputOf: stand.inputOf,
    start() {
      actor.start();
      return this;
    },
    resolve: stand.resolve,
    reject: stand.reject,
    /** Starts the actor and settles the restore with what storage would hold. */
    async restore(stored: StoredSession) {
      actor.start();
      await this.resolve('restoreSession', stored);
      return this;
    },
    state: () => actor.getSnapshot(),
    actionTypes: () => actions.map((action) => action.type),
    clearActions: () => void actions.splice(0),
  };
}

export type SessionHarness = ReturnType<typeof createSessionHarness>;

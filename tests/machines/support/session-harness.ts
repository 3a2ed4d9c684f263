import { createActor, fromPromise, type AnyActorRef, type NonReducibleUnknown } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type {
  Registration,
  RegistrationReceipt,
  ResendInput,
  SignInInput,
  SocialCodeInput,
  StoredSession,
  VerificationResult,
} from '../../../machines/session/session.types';

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
  | 'signOut';

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
  signOut: void;
}

interface Pending {
  input: unknown;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Invocation {
  /** The invoke id, as `xstate.done.actor.<id>` names it. */
  id: SessionActorName;
  /** The actor source the machine declares. */
  actor: string;
  input: unknown;
  signal: AbortSignal;
}

export type RecordedAction =
  | { type: 'storeToken'; token: string }
  | { type: 'forgetToken' }
  | { type: 'storeReturnTo'; returnTo: string | null }
  | { type: 'storeRegistrationToken'; token: string | null }
  | { type: 'storeBrokerToken'; token: string | null }
  | { type: 'storeSocialFailure'; message: string };

/** Lets a macrotask pass so settled promises reach the actor. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A session actor whose invoked actors stay pending until the test settles them, and whose
 * storage actions are recorded instead of touching any storage.
 */
export function createSessionHarness() {
  const pending = new Map<SessionActorName, Pending>();
  const invocations: Invocation[] = [];
  const actions: RecordedAction[] = [];

  // Keyed by the invoke id (the child actor's id), so two invokes of one source stay apart.
  const controlled = <TOutput, TInput>(source: string) =>
    fromPromise<TOutput, TInput>(
      ({ input, signal, self }: { input: TInput; signal: AbortSignal; self: AnyActorRef }) =>
        new Promise<TOutput>((resolve, reject) => {
          const id = self.id as SessionActorName;
          invocations.push({ id, actor: source, input, signal });
          pending.set(id, { input, signal, resolve: resolve as (value: unknown) => void, reject });
        }),
    );

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
      signOut: controlled<void, { token: string | null }>('signOut'),
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

  function take(name: SessionActorName): Pending {
    const call = pending.get(name);
    if (!call || call.signal.aborted) throw new Error(`"${name}" is not running, so it cannot settle`);
    pending.delete(name);
    return call;
  }

  return {
    machine,
    actor,
    actions,
    invocations,
    isRunning: (name: SessionActorName) => pending.has(name) && !pending.get(name)!.signal.aborted,
    inputOf: (name: SessionActorName) => pending.get(name)?.input,
    start() {
      actor.start();
      return this;
    },
    async resolve<N extends SessionActorName>(name: N, output: Outputs[N]) {
      take(name).resolve(output);
      await settle();
    },
    async reject(name: SessionActorName, error: unknown) {
      take(name).reject(error);
      await settle();
    },
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

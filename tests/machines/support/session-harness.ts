import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { SignInInput, StoredSession } from '../../../machines/session/session.types';

export type SessionActorName = 'restoreSession' | 'signIn' | 'checkSubscription' | 'signOut';

interface Outputs {
  restoreSession: StoredSession;
  signIn: string;
  checkSubscription: number;
  signOut: void;
}

interface Pending {
  input: unknown;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type RecordedAction =
  | { type: 'storeToken'; token: string }
  | { type: 'forgetToken' }
  | { type: 'storeReturnTo'; returnTo: string | null };

/** Lets a macrotask pass so settled promises reach the actor. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A session actor whose invoked actors stay pending until the test settles them, and whose
 * storage actions are recorded instead of touching any storage.
 */
export function createSessionHarness() {
  const pending = new Map<SessionActorName, Pending>();
  const invocations: { actor: SessionActorName; input: unknown; signal: AbortSignal }[] = [];
  const actions: RecordedAction[] = [];

  const controlled = <TOutput, TInput>(name: SessionActorName) =>
    fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          invocations.push({ actor: name, input, signal });
          pending.set(name, { input, signal, resolve: resolve as (value: unknown) => void, reject });
        }),
    );

  const machine = sessionMachine.provide({
    actors: {
      restoreSession: controlled<StoredSession, NonReducibleUnknown>('restoreSession'),
      signIn: controlled<string, SignInInput>('signIn'),
      checkSubscription: controlled<number, { token: string }>('checkSubscription'),
      signOut: controlled<void, { token: string | null }>('signOut'),
    },
    actions: {
      storeToken: (_, params) => void actions.push({ type: 'storeToken', token: params.token }),
      forgetToken: () => void actions.push({ type: 'forgetToken' }),
      storeReturnTo: (_, params) => void actions.push({ type: 'storeReturnTo', returnTo: params.returnTo }),
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

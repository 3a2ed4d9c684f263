import { fromPromise, type Actor, type AnyActorRef, type AnyStateMachine, type EventFromLogic } from 'xstate';

interface Pending {
  input: unknown;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface Invocation<Id extends string> {
  /** The invoke id, as `xstate.done.actor.<id>` names it. */
  id: Id;
  /** The actor source the machine declares. */
  actor: string;
  input: unknown;
  signal: AbortSignal;
}

/** Lets a macrotask pass so settled promises reach the actor. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stand-ins for a machine's invoked actors that stay pending until the test settles them, keyed by
 * invoke id so two invokes of one source stay apart.
 */
export function controlledActors<Id extends string, Outputs extends Record<Id, unknown>>() {
  const pending = new Map<Id, Pending>();
  const invocations: Invocation<Id>[] = [];

  function take(id: Id): Pending {
    const call = pending.get(id);
    if (!call || call.signal.aborted) throw new Error(`"${id}" is not running, so it cannot settle`);
    pending.delete(id);
    return call;
  }

  return {
    invocations,
    controlled: <TOutput, TInput>(source: string) =>
      fromPromise<TOutput, TInput>(
        ({ input, signal, self }: { input: TInput; signal: AbortSignal; self: AnyActorRef }) =>
          new Promise<TOutput>((resolve, reject) => {
            const id = self.id as Id;
            invocations.push({ id, actor: source, input, signal });
            pending.set(id, { input, signal, resolve: resolve as (value: unknown) => void, reject });
          }),
      ),
    isRunning: (id: Id) => pending.has(id) && !pending.get(id)!.signal.aborted,
    inputOf: (id: Id) => pending.get(id)?.input,
    async resolve<N extends Id>(id: N, output: Outputs[N]) {
      take(id).resolve(output);
      await settle();
    },
    async reject(id: Id, error: unknown) {
      take(id).reject(error);
      await settle();
    },
  };
}

/**
 * A harness around `actor`, whose invoked calls `stand` holds until the test settles them: started
 * when the test says, with what the machine recorded besides (`records`).
 */
export function harnessOf<TMachine extends AnyStateMachine, Id extends string, Outputs extends Record<Id, unknown>, Records extends object>(
  machine: TMachine,
  actor: Actor<TMachine>,
  stand: ReturnType<typeof controlledActors<Id, Outputs>>,
  records: Records,
) {
  return {
    machine,
    actor,
    ...records,
    invocations: stand.invocations,
    isRunning: stand.isRunning,
    inputOf: stand.inputOf,
    start() {
      actor.start();
      return this;
    },
    resolve: stand.resolve,
    reject: stand.reject,
    send: (event: EventFromLogic<TMachine>) => actor.send(event),
    state: () => actor.getSnapshot(),
  };
}

import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

// A machine declares each side effect it needs; the app, a story or a test provides the real one
// with `machine.provide(...)`. These stand in until then, and say which one is missing.

function missing(name: string): never {
  throw new Error(`${name} was not provided`);
}

/** A call the machine invokes (a `fromPromise` actor) that the app provides. */
export const placeholderActor = <TOutput, TInput = NonReducibleUnknown>(name: string) => fromPromise<TOutput, TInput>(() => missing(name));

/** A long-lived listener the machine invokes (a `fromCallback` actor) that the app provides. */
export const placeholderCallback = <TEvent extends EventObject, TInput = NonReducibleUnknown>(name: string) =>
  fromCallback<TEvent, TInput>(() => missing(name));

/** A side effect the machine runs as an action (storage, navigation, a toast) that the app provides. */
export const placeholderAction =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): void =>
    missing(name);

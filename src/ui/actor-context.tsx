import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';

/** The snapshot an actor gives, written as useSelector reads it. */
type SnapshotOf<A> = A extends { getSnapshot(): infer S } ? S : undefined;

/**
 * A context that hands a workflow's actor to the views below the page that created it (or the
 * story, the test), so that no view threads `actor={actor}` by hand. `what` names the workflow in
 * the error a view outside its provider throws.
 */
export function actorContext<A extends AnyActorRef>(what: string) {
  const Context = createContext<A | null>(null);

  function Provider({ actor, children }: { actor: A; children: ReactNode }) {
    return <Context.Provider value={actor}>{children}</Context.Provider>;
  }

  function useActorRef(): A {
    const actor = useContext(Context);
    if (!actor) throw new Error(`A ${what} view must be inside its provider`);
    return actor;
  }

  /** Reads the actor through a selector; pass `compare` (shallowEqual) when it builds an object or array. */
  function useActorSelector<T>(selector: (snapshot: SnapshotOf<A>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useActorRef(), selector, compare);
  }

  return { Provider, useActorRef, useSelector: useActorSelector };
}

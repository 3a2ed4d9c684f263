import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { InvoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type InvoiceActor = ActorRefFrom<InvoiceLifecycleMachine>;

const InvoiceActorContext = createContext<InvoiceActor | null>(null);

/** Gives the views below one invoice's lifecycle actor: the page (or a story, a test) creates it. */
export function InvoiceProvider({ actor, children }: { actor: InvoiceActor; children: ReactNode }) {
  return <InvoiceActorContext.Provider value={actor}>{children}</InvoiceActorContext.Provider>;
}

/** The invoice actor of the nearest <InvoiceProvider>. */
export function useInvoiceActorRef(): InvoiceActor {
  const actor = useContext(InvoiceActorContext);
  if (!actor) throw new Error('An invoice view must be inside <InvoiceProvider>');
  return actor;
}

/** Reads the invoice through a selector; pass `compare` (shallowEqual) when it builds an object. */
export function useInvoiceSelector<T>(selector: (snapshot: SnapshotFrom<InvoiceActor>) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useInvoiceActorRef(), selector, compare);
}

import { actorContext } from '../../ui/actor-context';
import type { InvoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import type { ActorRefFrom } from 'xstate';

export type InvoiceActor = ActorRefFrom<InvoiceLifecycleMachine>;

const invoice = actorContext<InvoiceActor>('invoice');

/** Gives the views below one invoice's lifecycle actor: the page (or a story, a test) creates it. */
export const InvoiceProvider = invoice.Provider;
/** The invoice actor of the nearest <InvoiceProvider>. */
export const useInvoiceActorRef = invoice.useActorRef;
/** Reads the invoice through a selector; pass `compare` (shallowEqual) when it builds an object. */
export const useInvoiceSelector = invoice.useSelector;

import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { quoteApprovalMachine, type QuoteApprovalMachine } from '../../machines/quote-approval/quote-approval.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import { QUOTE_ID } from './fixtures';
import type { QuoteApprovalContext } from '../../machines/quote-approval/quote-approval.types';
import type { QuoteApprovalActor } from '../../src/features/quotes/use-quote-approval';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertQuoteMachine = quoteApprovalMachine.provide({
  actors: {
    loadQuote: never(),
    saveQuote: never(),
    submitQuote: never(),
    compareQuote: never(),
    chooseQuote: never(),
    decideQuote: never(),
    sendQuote: never(),
    respondToQuote: never(),
    convertQuote: never(),
    copyQuote: never(),
  },
  actions: { announce: () => {} },
});

/** A quote approval actor (not started) resting in a leaf state with the context its transitions would have left. */
export function quoteActorIn(state: string, context: QuoteApprovalContext): QuoteApprovalActor {
  if (!leafStates(quoteApprovalMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the quote approval machine`);
  const snapshot = inertQuoteMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<QuoteApprovalMachine>['value'],
    context,
  });
  return createActor(inertQuoteMachine, { snapshot, input: { viewer: context.viewer, quoteId: QUOTE_ID } });
}

import { createActor } from 'xstate';
import { quoteApprovalMachine } from '../../../machines/quote-approval/quote-approval.machine';
import { NEW_QUOTE, opening, type QuoteActorName } from '../../../stories/machines/quote-approval.model';
import { AXA_QUOTE, CHECKER, COMPARISON, MAKER, MOTOR_FORM, MOTOR_TERMS, QUOTE_ID, QUOTES } from '../../../stories/quotes/fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { QuoteAnnouncement } from '../../../machines/quote-approval/quote-approval.setup';
import type {
  CompareInput,
  CopyInput,
  DecideQuoteInput,
  QuoteApprovalInput,
  QuoteDetails,
  QuoteRef,
  RespondInput,
  SaveQuoteInput,
  SendQuoteInput,
} from '../../../machines/quote-approval/quote-approval.types';

export { AXA_QUOTE, CHECKER, COMPARISON, MAKER, MOTOR_FORM, MOTOR_TERMS, QUOTE_ID, QUOTES, settle };

export { FAILURES, NEW_QUOTE, opening, type QuoteActorName } from '../../../stories/machines/quote-approval.model';

type Outputs = Record<Exclude<QuoteActorName, 'compareQuote'>, QuoteDetails> & { compareQuote: QuoteDetails[] };

/** A quote approval actor whose calls stay pending until the test settles them, and whose announcements are recorded. */
export function createQuoteHarness(input: QuoteApprovalInput = NEW_QUOTE) {
  const stand = controlledActors<QuoteActorName, Outputs>();
  const { controlled } = stand;
  const announced: { move: QuoteAnnouncement; status: string }[] = [];
  const machine = quoteApprovalMachine.provide({
    actors: {
      loadQuote: controlled<QuoteDetails, QuoteRef>('loadQuote'),
      saveQuote: controlled<QuoteDetails, SaveQuoteInput>('saveQuote'),
      submitQuote: controlled<QuoteDetails, QuoteRef>('submitQuote'),
      compareQuote: controlled<QuoteDetails[], CompareInput>('compareQuote'),
      chooseQuote: controlled<QuoteDetails, QuoteRef>('chooseQuote'),
      decideQuote: controlled<QuoteDetails, DecideQuoteInput>('decideQuote'),
      sendQuote: controlled<QuoteDetails, SendQuoteInput>('sendQuote'),
      respondToQuote: controlled<QuoteDetails, RespondInput>('respondToQuote'),
      convertQuote: controlled<QuoteDetails, QuoteRef>('convertQuote'),
      copyQuote: controlled<QuoteDetails, CopyInput>('copyQuote'),
    },
    actions: { announce: (_, params) => void announced.push({ move: params.move, status: params.quote.status }) },
  });
  const actor = createActor(machine, { input });
  return harnessOf(machine, actor, stand, { announced });
}

export type QuoteHarness = ReturnType<typeof createQuoteHarness>;

/** A quote page opened by `viewer` on `quote`, once its load has answered. */
export async function openedAs(quote: QuoteDetails, viewer = CHECKER) {
  const harness = createQuoteHarness(opening(viewer)).start();
  await harness.resolve('loadQuote', quote);
  return harness;
}

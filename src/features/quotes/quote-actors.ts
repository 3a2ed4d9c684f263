import { fromPromise } from 'xstate';
import {
  chooseQuote,
  compareQuote,
  convertQuote,
  copyQuote,
  decideQuote,
  draftQuote,
  fetchQuote,
  respondToQuote,
  sendQuote,
  submitQuote,
  updateQuote,
} from '../../api/quotes';
import type { QuoteDetails } from '../../../domain/quotes';
import type {
  CompareInput,
  CopyInput,
  DecideQuoteInput,
  QuoteRef,
  RespondInput,
  SaveQuoteInput,
  SendQuoteInput,
} from '../../../machines/quote-approval/quote-approval.types';
import type { ApiClient } from '../../api/client';

/** The quote approval machine's calls, bound to the real API; leaving a state aborts its request. */
export function createQuoteActors(api: ApiClient) {
  return {
    loadQuote: fromPromise<QuoteDetails, QuoteRef>(({ input, signal }) => fetchQuote(api, input.quoteId, signal)),
    // The first save drafts the quote; every later one edits it.
    saveQuote: fromPromise<QuoteDetails, SaveQuoteInput>(({ input, signal }) =>
      input.quoteId === null ? draftQuote(api, input.kind, input.payload, signal) : updateQuote(api, input.quoteId, input.payload, signal),
    ),
    submitQuote: fromPromise<QuoteDetails, QuoteRef>(({ input, signal }) => submitQuote(api, input.quoteId, signal)),
    compareQuote: fromPromise<QuoteDetails[], CompareInput>(({ input, signal }) =>
      compareQuote(api, input.quoteId, input.productIds, signal),
    ),
    chooseQuote: fromPromise<QuoteDetails, QuoteRef>(({ input, signal }) => chooseQuote(api, input.quoteId, signal)),
    decideQuote: fromPromise<QuoteDetails, DecideQuoteInput>(({ input, signal }) => {
      const { quoteId, ...decision } = input;
      return decideQuote(api, quoteId, decision, signal);
    }),
    sendQuote: fromPromise<QuoteDetails, SendQuoteInput>(({ input, signal }) => sendQuote(api, input.quoteId, input.startDate, signal)),
    respondToQuote: fromPromise<QuoteDetails, RespondInput>(({ input, signal }) => {
      const { quoteId, ...response } = input;
      return respondToQuote(api, quoteId, response, signal);
    }),
    convertQuote: fromPromise<QuoteDetails, QuoteRef>(({ input, signal }) => convertQuote(api, input.quoteId, signal)),
    copyQuote: fromPromise<QuoteDetails, CopyInput>(({ input, signal }) => copyQuote(api, input.kind, input.quoteId, signal)),
  };
}

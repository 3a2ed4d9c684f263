import { assertEvent, assign, setup } from 'xstate';
import { describeFailure, ERROR_CODES, mayRetryAfter } from '../../domain/api';
import { isValidDateString } from '../../domain/date-input';
import { canMove, isRejectionReason, preparedBy, QUOTE_REASON_MAX, type QuoteStatus } from '../../domain/quotes';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { formRefusal, quoteForm, savedAsTyped } from './quote-form';
import type {
  CompareInput,
  CopyInput,
  DecideQuoteInput,
  QuoteApprovalContext,
  QuoteApprovalEvent,
  QuoteApprovalInput,
  QuoteDetails,
  QuoteRef,
  RespondInput,
  SaveQuoteInput,
  SendQuoteInput,
} from './quote-approval.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error as { status?: number; code?: string } | undefined;
const quoteOf = (event: unknown) => (event as { output: QuoteDetails }).output;

/** What the page is told once a call has changed the quote (to move, toast or link to the invoice). */
export type QuoteAnnouncement = 'saved' | 'submitted' | 'decided' | 'chosen' | 'sent' | 'answered' | 'converted' | 'copied';

export const REASON_MAX = QUOTE_REASON_MAX;
/** The code the API client gives a call that never reached the server. */
export function initialContext(input: QuoteApprovalInput): QuoteApprovalContext {
  const fresh = 'form' in input;
  return {
    viewer: input.viewer,
    kind: fresh ? input.kind : 'general',
    quoteId: fresh ? null : input.quoteId,
    quote: null,
    form: fresh ? input.form : {},
    productTerms: (fresh && input.productTerms) || null,
    comparison: [],
    compareWith: [],
    submitAfterSave: false,
    failure: null,
  };
}

/** The quote approval machine's types, calls, rules and context changes; its states are in quote-approval.machine.ts. */
export const quoteSetup = setup({
  types: {
    context: {} as QuoteApprovalContext,
    events: {} as QuoteApprovalEvent,
    input: {} as QuoteApprovalInput,
  },
  actors: {
    loadQuote: placeholderActor<QuoteDetails, QuoteRef>('loadQuote'),
    saveQuote: placeholderActor<QuoteDetails, SaveQuoteInput>('saveQuote'),
    submitQuote: placeholderActor<QuoteDetails, QuoteRef>('submitQuote'),
    compareQuote: placeholderActor<QuoteDetails[], CompareInput>('compareQuote'),
    chooseQuote: placeholderActor<QuoteDetails, QuoteRef>('chooseQuote'),
    decideQuote: placeholderActor<QuoteDetails, DecideQuoteInput>('decideQuote'),
    sendQuote: placeholderActor<QuoteDetails, SendQuoteInput>('sendQuote'),
    respondToQuote: placeholderActor<QuoteDetails, RespondInput>('respondToQuote'),
    convertQuote: placeholderActor<QuoteDetails, QuoteRef>('convertQuote'),
    /** A new draft of the quote's terms under a new number. */
    copyQuote: placeholderActor<QuoteDetails, CopyInput>('copyQuote'),
  },
  actions: {
    /** A call changed the quote: the page may move, toast or link to the invoice. */
    announce: placeholderAction<{ quote: QuoteDetails; move: QuoteAnnouncement }>('announce'),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'quote.edit');
      const fieldErrors = Object.fromEntries(
        Object.entries(context.failure?.fieldErrors ?? {}).filter(([field]) => !Object.keys(event.changes).includes(field.split('.')[0]!)),
      );
      return { form: { ...context.form, ...event.changes }, failure: context.failure && { ...context.failure, fieldErrors } };
    }),
    keepProductTerms: assign(({ event }) => {
      assertEvent(event, 'quote.priceFrom');
      return { productTerms: event.terms };
    }),
    showProblems: assign({ failure: ({ context }) => formRefusal(context.form, context.kind) }),
    saveOnly: assign({ submitAfterSave: false }),
    saveThenSubmit: assign({ submitAfterSave: true }),
    /** The server's answer is the quote now: its id (a chosen comparison may be another quote) and its terms. */
    adopt: assign(({ event }) => {
      const quote = quoteOf(event);
      return {
        quote,
        quoteId: quote.quote_id,
        kind: quote.quote_type as QuoteApprovalContext['kind'],
        form: quoteForm(quote),
        failure: null,
      };
    }),
    rememberComparedProducts: assign(({ event }) => {
      assertEvent(event, 'quote.compare');
      return { compareWith: event.productIds, comparison: [] };
    }),
    keepComparison: assign({ comparison: ({ event }) => (event as unknown as { output: QuoteDetails[] }).output, failure: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    startsFromQuote: ({ context }) => context.quoteId !== null,
    hasStatus: ({ context }, params: { status: QuoteStatus }) => context.quote?.status === params.status,
    formValid: ({ context }) => formRefusal(context.form, context.kind) === null,
    submitAfterSave: ({ context }) => context.submitAfterSave,
    /** A comparison prices the quote as saved: unsaved changes are saved first. */
    savedAsTyped: ({ context }) => savedAsTyped(context.form, context.quote),
    namesProducts: ({ event }) => {
      assertEvent(event, 'quote.compare');
      return event.productIds.length > 0;
    },
    inComparison: ({ context, event }) => {
      assertEvent(event, 'quote.choose');
      return context.comparison.some((quote) => quote.quote_id === event.quoteId);
    },
    /** "The maker may not approve": the signed-in user prepared this quote. */
    preparedThisQuote: ({ context }) => preparedBy(context.quote, context.viewer.userId),
    holdsApproveQuote: ({ context }) => context.viewer.mayApprove,
    mayPrepare: ({ context }) => context.viewer.mayPrepare,
    hasReason: ({ event }) => {
      assertEvent(event, 'quote.reject');
      return isRejectionReason(event.reason);
    },
    /** Only an approved (or already sent) quote is sent to the client. */
    mayBeSent: ({ context }) => context.quote !== null && canMove(context.quote.status as QuoteStatus, 'send'),
    /** Only an approved or sent quote is accepted or declined by the client. */
    mayBeAnswered: ({ context }) => context.quote !== null && canMove(context.quote.status as QuoteStatus, 'accept'),
    /** Only an accepted quote becomes an invoice. */
    mayBeConverted: ({ context }) => context.quote !== null && canMove(context.quote.status as QuoteStatus, 'convert'),
    hasStartDate: ({ event }) => {
      assertEvent(event, 'quote.send');
      return isValidDateString(event.startDate);
    },
    wasSent: ({ context }) => context.quote?.status === 'sent',
    isThisQuote: ({ context, event }) => {
      assertEvent(event, ['quote.approvalRequested', 'quote.approvalAnswered']);
      return context.quoteId !== null && event.quoteId === context.quoteId;
    },
    /** The network or the server failed, not the request: the same call may be tried again. */
    mayRetry: ({ context }) => mayRetryAfter(context.failure),
    /** Someone else decided first (the plain conflict): the quote is read again to show what they decided. */
    decidedElsewhere: ({ event }) => {
      const error = errorOf(event);
      return error?.status === 409 && error.code === ERROR_CODES.conflict;
    },
  },
});

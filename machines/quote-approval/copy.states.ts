import { quoteSetup } from './quote-approval.setup';

// A quote whose life has ended without an invoice (expired, declined by the client, or not taken
// in its comparison) is quoted again as a copy: a new draft of the same terms under a new number
// (POST /quotes/{type}?quoteId=), which the page then opens. The quote itself stays as it was.

/** An ended quote: a person who may prepare quotes copies it into a new draft. */
const ended = quoteSetup.createStateConfig({
  on: { 'quote.copy': { guard: 'mayPrepare', target: '#quoteApproval.copying' } },
});

export const copyStates = {
  declined: ended,
  /** Its validity ran out before it was accepted. */
  expired: ended,
  /** Another quote of its comparison was kept. */
  notTaken: ended,
  copying: quoteSetup.createStateConfig({
    tags: ['busy'],
    entry: 'forgetFailure',
    invoke: {
      id: 'copyQuote',
      src: 'copyQuote',
      input: ({ context }) => ({ kind: context.kind, quoteId: context.quoteId! }),
      onDone: {
        target: 'routing',
        actions: { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'copied' as const }) },
      },
      onError: { target: 'copyFailed', actions: 'rememberFailure' },
    },
  }),
  /** The copy was refused or never reached the server: the quote stays as it was, with why. */
  copyFailed: quoteSetup.createStateConfig({
    on: {
      'quote.copy': { guard: 'mayPrepare', target: '#quoteApproval.copying' },
      'quote.retry': { guard: 'mayRetry', target: '#quoteApproval.copying' },
      'quote.dismiss': { target: 'routing', actions: 'forgetFailure' },
    },
  }),
};

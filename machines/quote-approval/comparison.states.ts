import { quoteSetup } from './quote-approval.setup';

/**
 * Comparing: the saved quote's risk priced with other insurers' products (the original first);
 * the quote kept becomes the page's quote, the others are 'not taken'.
 */
export const comparisonStates = quoteSetup.createStateConfig({
  initial: 'pricing',
  states: {
    pricing: {
      tags: ['busy'],
      invoke: {
        id: 'compareQuote',
        src: 'compareQuote',
        input: ({ context }) => ({ quoteId: context.quoteId!, productIds: context.compareWith }),
        onDone: { target: 'choosing', actions: 'keepComparison' },
        onError: { target: 'pricingFailed', actions: 'rememberFailure' },
      },
    },
    pricingFailed: {
      on: {
        'quote.retry': { guard: 'mayRetry', target: 'pricing', actions: 'forgetFailure' },
        'quote.closeComparison': { target: '#quoteApproval.drafting', actions: 'forgetFailure' },
      },
    },
    choosing: {
      on: {
        'quote.choose': { guard: 'inComparison', target: 'keeping' },
        'quote.closeComparison': '#quoteApproval.drafting',
      },
    },
    keeping: {
      tags: ['busy'],
      invoke: {
        id: 'chooseQuote',
        src: 'chooseQuote',
        input: ({ event }) => {
          const { quoteId } = event as { quoteId: string };
          return { quoteId };
        },
        onDone: {
          target: '#quoteApproval.routing',
          actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'chosen' as const }) }],
        },
        onError: { target: 'chooseFailed', actions: 'rememberFailure' },
      },
    },
    /** The choice did not go through: the comparison stays, with why. */
    chooseFailed: {
      on: {
        'quote.choose': { guard: 'inComparison', target: 'keeping', actions: 'forgetFailure' },
        'quote.dismiss': { target: 'choosing', actions: 'forgetFailure' },
        'quote.closeComparison': { target: '#quoteApproval.drafting', actions: 'forgetFailure' },
      },
    },
  },
});

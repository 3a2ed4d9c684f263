import { and } from 'xstate';
import { quoteSetup } from './quote-approval.setup';

// An approved quote offered to the client: the slip sent (again, if need be) from a start date,
// the client's answer recorded, and an accepted quote converted into an invoice once. A refused
// call leaves the quote where it was, with the server's words.

const failedOffer = [
  { guard: 'wasSent' as const, target: '#quoteApproval.sent.failed', actions: 'rememberFailure' as const },
  { target: '#quoteApproval.approved.failed', actions: 'rememberFailure' as const },
];

/** What an approved or a sent quote may do next. */
const offerMoves = {
  'quote.send': { guard: and(['mayBeSent', 'hasStartDate']), target: '#quoteApproval.sending', actions: 'forgetFailure' as const },
  'quote.accept': { guard: 'mayBeAnswered' as const, target: '#quoteApproval.responding', actions: 'forgetFailure' as const },
  'quote.decline': { guard: 'mayBeAnswered' as const, target: '#quoteApproval.responding', actions: 'forgetFailure' as const },
};

const offered = quoteSetup.createStateConfig({
  initial: 'idle',
  on: offerMoves,
  states: {
    idle: {},
    failed: { on: { 'quote.dismiss': { target: 'idle', actions: 'forgetFailure' } } },
  },
});

export const offerStates = {
  approved: offered,
  sending: quoteSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'sendQuote',
      src: 'sendQuote',
      input: ({ context, event }) => {
        const { startDate } = event as { startDate: string };
        return { quoteId: context.quoteId!, startDate };
      },
      onDone: {
        target: 'sent',
        actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'sent' as const }) }],
      },
      onError: failedOffer,
    },
  }),
  sent: offered,
  responding: quoteSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'respondToQuote',
      src: 'respondToQuote',
      input: ({ context, event }) => {
        const { type, reason } = event as { type: string; reason?: string };
        const decision = type === 'quote.accept' ? ('accept' as const) : ('decline' as const);
        return { quoteId: context.quoteId!, decision, ...(reason?.trim() ? { reason: reason.trim() } : {}) };
      },
      onDone: {
        target: 'routing',
        actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'answered' as const }) }],
      },
      onError: failedOffer,
    },
  }),
  accepted: quoteSetup.createStateConfig({
    initial: 'idle',
    on: { 'quote.convert': { guard: 'mayBeConverted', target: '#quoteApproval.converting', actions: 'forgetFailure' } },
    states: {
      idle: {},
      failed: { on: { 'quote.dismiss': { target: 'idle', actions: 'forgetFailure' } } },
    },
  }),
  converting: quoteSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'convertQuote',
      src: 'convertQuote',
      input: ({ context }) => ({ quoteId: context.quoteId! }),
      onDone: {
        target: 'converted',
        actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'converted' as const }) }],
      },
      onError: { target: 'accepted.failed', actions: 'rememberFailure' },
    },
  }),
  /** The invoice exists (invoice_id): the quote is done. */
  converted: {},
};

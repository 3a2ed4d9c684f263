import { and, not } from 'xstate';
import { comparisonStates } from './comparison.states';
import { copyStates } from './copy.states';
import { offerStates } from './offer.states';
import { initialContext, quoteSetup } from './quote-approval.setup';
import type { QuoteStatus } from '../../domain/quotes';

const status = (value: QuoteStatus) => ({ type: 'hasStatus' as const, params: { status: value } });
const mayDecide = and(['holdsApproveQuote', not('preparedThisQuote')]);

/**
 * A quote from its page under maker-checker: drafted and priced (the premium previewed as it is
 * typed), compared with other insurers' products, submitted, then pending until another person
 * who holds 'Approve Quote' approves or rejects it. A rejected quote is edited back into a draft
 * by its maker; an approved one is sent to the client, accepted or declined, and an accepted one
 * becomes an invoice. One that ended otherwise (expired, declined, not taken) is copied into a new
 * draft. A live approval request or response for this quote reloads it.
 */
export const quoteApprovalMachine = quoteSetup.createMachine({
  id: 'quoteApproval',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsFromQuote', target: 'loading' }, { target: 'drafting' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ quoteId: context.quoteId! }),
        onDone: { target: 'routing', actions: 'adopt' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      on: { 'quote.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    /** The status the server gave decides where the quote rests. */
    routing: {
      always: [
        { guard: status('draft'), target: 'drafting' },
        { guard: status('pending approval'), target: 'pendingApproval' },
        { guard: status('approved'), target: 'approved' },
        { guard: status('rejected'), target: 'rejected' },
        { guard: status('sent'), target: 'sent' },
        { guard: status('accepted'), target: 'accepted' },
        { guard: status('declined'), target: 'declined' },
        { guard: status('converted'), target: 'converted' },
        { guard: status('not taken'), target: 'notTaken' },
        { target: 'expired' },
      ],
    },
    drafting: {
      tags: ['editable'],
      initial: 'editing',
      on: {
        'quote.edit': { actions: 'edit' },
        'quote.priceFrom': { actions: 'keepProductTerms' },
        'quote.save': [
          { guard: 'formValid', target: 'saving', actions: 'saveOnly' },
          { target: '.failed', actions: 'showProblems' },
        ],
        'quote.submit': [
          { guard: 'formValid', target: 'saving', actions: 'saveThenSubmit' },
          { target: '.failed', actions: 'showProblems' },
        ],
        'quote.compare': {
          guard: and(['savedAsTyped', 'namesProducts']),
          target: 'comparing',
          actions: ['forgetFailure', 'rememberComparedProducts'],
        },
      },
      states: {
        editing: {},
        /** The last save or submit was refused (by the form or the server): the form stays as typed, with why. */
        failed: {
          on: {
            'quote.retry': { guard: 'mayRetry', target: '#quoteApproval.saving' },
            'quote.dismiss': { target: 'editing', actions: 'forgetFailure' },
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'saveQuote',
        src: 'saveQuote',
        input: ({ context }) => ({ kind: context.kind, quoteId: context.quoteId, payload: context.form }),
        onDone: [
          { guard: 'submitAfterSave', target: 'submitting', actions: 'adopt' },
          {
            target: 'drafting',
            actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'saved' as const }) }],
          },
        ],
        onError: { target: 'drafting.failed', actions: 'rememberFailure' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitQuote',
        src: 'submitQuote',
        input: ({ context }) => ({ quoteId: context.quoteId! }),
        onDone: {
          target: 'pendingApproval',
          actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'submitted' as const }) }],
        },
        onError: { target: 'drafting.failed', actions: 'rememberFailure' },
      },
    },
    comparing: comparisonStates,
    pendingApproval: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'quote.approve': { guard: mayDecide, target: 'approving' },
            'quote.reject': { guard: and([mayDecide, 'hasReason']), target: 'rejecting' },
            'quote.approvalAnswered': { guard: 'isThisQuote', target: '#quoteApproval.loading' },
          },
        },
        approving: {
          tags: ['busy'],
          invoke: {
            id: 'approveQuote',
            src: 'decideQuote',
            input: ({ context }) => ({ quoteId: context.quoteId!, decision: 'approve' as const }),
            onDone: {
              target: '#quoteApproval.approved',
              actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'decided' as const }) }],
            },
            // Someone else decided first: show what they decided.
            onError: [
              { guard: 'decidedElsewhere', target: '#quoteApproval.loading' },
              { target: 'failed', actions: 'rememberFailure' },
            ],
          },
        },
        rejecting: {
          tags: ['busy'],
          invoke: {
            id: 'rejectQuote',
            src: 'decideQuote',
            input: ({ context, event }) => {
              const { reason } = event as { reason: string };
              return { quoteId: context.quoteId!, decision: 'reject' as const, reason: reason.trim() };
            },
            onDone: {
              target: '#quoteApproval.rejected',
              actions: ['adopt', { type: 'announce', params: ({ event }) => ({ quote: event.output, move: 'decided' as const }) }],
            },
            onError: [
              { guard: 'decidedElsewhere', target: '#quoteApproval.loading' },
              { target: 'failed', actions: 'rememberFailure' },
            ],
          },
        },
        /** The decision did not go through (403 for the maker, a network failure): the quote stays pending, with why. */
        failed: {
          on: {
            'quote.approve': { guard: mayDecide, target: 'approving', actions: 'forgetFailure' },
            'quote.reject': { guard: and([mayDecide, 'hasReason']), target: 'rejecting', actions: 'forgetFailure' },
            'quote.dismiss': { target: 'idle', actions: 'forgetFailure' },
            'quote.approvalAnswered': { guard: 'isThisQuote', target: '#quoteApproval.loading', actions: 'forgetFailure' },
          },
        },
      },
    },
    rejected: {
      on: {
        // "A rejected quote is edited back into a draft and submitted again", by the person who prepared it.
        'quote.revise': { guard: 'preparedThisQuote', target: 'drafting' },
        'quote.approvalRequested': { guard: 'isThisQuote', target: 'loading' },
      },
    },
    ...offerStates,
    ...copyStates,
  },
});

export type QuoteApprovalMachine = typeof quoteApprovalMachine;

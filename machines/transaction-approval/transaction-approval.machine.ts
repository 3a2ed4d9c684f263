import { and, assertEvent, assign, setup } from 'xstate';
import { describeFailure, ERROR_CODES } from '../../domain/api';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { addLine, draftRefusal, editHeader, editLine, removeLine } from './draft-edits';
import { draftPayload, draftProblems, emptyDraft, linesReady } from './transaction-draft';
import type { TransactionDetails } from '../../domain/transactions';
import type {
  RefInput,
  RejectInput,
  ReverseInput,
  SubmitInput,
  TransactionApprovalContext,
  TransactionApprovalEvent,
  TransactionApprovalInput,
} from './transaction-approval.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * A manual journal transaction under maker-checker: drafted (it may be sent once its lines keep
 * every rule of checkLines), submitted, then pending until another person approves or rejects it.
 * Only approved entries reach the ledger; an approved manual one may be reversed, which starts a
 * new transaction waiting for approval. A details page starts from a reference number and lands
 * in the state its status says; a live decision for it reloads it.
 */
export const transactionApprovalMachine = setup({
  types: {
    context: {} as TransactionApprovalContext,
    events: {} as TransactionApprovalEvent,
    input: {} as TransactionApprovalInput,
  },
  actors: {
    loadTransaction: placeholderActor<TransactionDetails, RefInput>('loadTransaction'),
    submitTransaction: placeholderActor<TransactionDetails, SubmitInput>('submitTransaction'),
    approveTransaction: placeholderActor<TransactionDetails, RefInput>('approveTransaction'),
    rejectTransaction: placeholderActor<TransactionDetails, RejectInput>('rejectTransaction'),
    reverseTransaction: placeholderActor<TransactionDetails, ReverseInput>('reverseTransaction'),
  },
  actions: {
    /** The transaction was sent and waits for approval (the add page moves to its details). */
    announceSubmitted: placeholderAction<{ transaction: TransactionDetails }>('announceSubmitted'),
    /** This person approved or rejected it. */
    announceDecided: placeholderAction<{ transaction: TransactionDetails }>('announceDecided'),
    /** A reversal of it was sent for approval (the page moves to the reversal). */
    announceReversed: placeholderAction<{ reversal: TransactionDetails }>('announceReversed'),
    editHeader: assign(({ context, event }) => {
      assertEvent(event, 'draft.edit');
      return editHeader(context, event.changes);
    }),
    editLine: assign(({ context, event }) => {
      assertEvent(event, 'draft.editLine');
      return editLine(context, event.index, event.changes);
    }),
    addLine: assign(({ context }) => addLine(context)),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'draft.removeLine');
      return removeLine(context, event.index);
    }),
    showProblems: assign({ failure: ({ context }) => draftRefusal(context) }),
    keep: assign((_, params: { transaction: TransactionDetails }) => ({
      transaction: params.transaction,
      refNo: params.transaction.ref_no,
      failure: null,
    })),
    markReversed: assign(({ context }, params: { reversal: TransactionDetails }) => ({
      transaction: context.transaction && { ...context.transaction, reversed_by_ref_no: params.reversal.ref_no },
      failure: null,
    })),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    startsFromRef: ({ context }) => context.refNo !== null,
    linesReady: ({ context }) => linesReady(context.draft),
    draftValid: ({ context }) => draftProblems(context.draft).length === 0,
    hasManyLines: ({ context }) => context.draft.lines.length > 2,
    isPending: (_, params: { transaction: TransactionDetails }) => params.transaction.status === 'pending',
    isApproved: (_, params: { transaction: TransactionDetails }) => params.transaction.status === 'approved',
    canDecide: ({ context }) => context.transaction?.can_decide === true,
    hasReason: ({ event }) => {
      assertEvent(event, 'transaction.reject');
      return event.reason.trim().length > 0 && event.reason.length <= 250;
    },
    canReverse: ({ context }) => context.transaction?.source === 'manual' && context.transaction.reversed_by_ref_no === null,
    // The plain conflict answers "already decided"; a closed period is a 409 too, with its own code.
    decidedElsewhere: ({ event }) => {
      const error = errorOf(event) as { status?: number; code?: string } | undefined;
      return error?.status === 409 && error.code === ERROR_CODES.conflict;
    },
    isThisOne: ({ context, event }) => {
      assertEvent(event, 'transaction.decided');
      return context.refNo !== null && event.refNo.toLowerCase() === context.refNo.toLowerCase();
    },
  },
}).createMachine({
  id: 'transactionApproval',
  context: ({ input }) => ({
    draft: 'draft' in input ? input.draft : emptyDraft(''),
    refNo: 'refNo' in input ? input.refNo : null,
    transaction: null,
    failure: null,
    nextLineKey: 'draft' in input ? Math.max(0, ...input.draft.lines.map((line) => line.key)) + 1 : 1,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsFromRef', target: 'loading' }, { target: 'draft' }],
    },
    draft: {
      initial: 'editing',
      on: {
        'draft.edit': { actions: 'editHeader' },
        'draft.editLine': { actions: 'editLine' },
        'draft.addLine': { actions: 'addLine' },
        // A transaction keeps at least two lines.
        'draft.removeLine': { guard: 'hasManyLines', actions: 'removeLine' },
        // Possible only once the lines balance; then either sent, or the other fields' problems shown.
        'draft.submit': [
          { guard: and(['linesReady', 'draftValid']), target: 'submitting' },
          { guard: 'linesReady', target: '.failed', actions: 'showProblems' },
        ],
      },
      states: {
        editing: {},
        /** The last submit was refused (by the form or the server): the draft stays, with why. */
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'submitTransaction',
        src: 'submitTransaction',
        input: ({ context }) => ({ payload: draftPayload(context.draft) }),
        onDone: {
          target: 'pendingApproval',
          actions: [
            { type: 'keep', params: ({ event }) => ({ transaction: event.output }) },
            { type: 'announceSubmitted', params: ({ event }) => ({ transaction: event.output }) },
          ],
        },
        onError: { target: 'draft.failed', actions: 'rememberFailure' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTransaction',
        src: 'loadTransaction',
        input: ({ context }) => ({ refNo: context.refNo! }),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ transaction: event.output }) },
            target: 'pendingApproval',
            actions: { type: 'keep', params: ({ event }) => ({ transaction: event.output }) },
          },
          {
            guard: { type: 'isApproved', params: ({ event }) => ({ transaction: event.output }) },
            target: 'approved',
            actions: { type: 'keep', params: ({ event }) => ({ transaction: event.output }) },
          },
          { target: 'rejected', actions: { type: 'keep', params: ({ event }) => ({ transaction: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      on: { 'transaction.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    pendingApproval: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'transaction.approve': { guard: 'canDecide', target: 'approving' },
            'transaction.reject': { guard: and(['canDecide', 'hasReason']), target: 'rejecting' },
            'transaction.decided': { guard: 'isThisOne', target: '#transactionApproval.loading' },
          },
        },
        approving: {
          tags: ['busy'],
          invoke: {
            id: 'approveTransaction',
            src: 'approveTransaction',
            input: ({ context }) => ({ refNo: context.refNo! }),
            onDone: {
              target: '#transactionApproval.approved',
              actions: [
                { type: 'keep', params: ({ event }) => ({ transaction: event.output }) },
                { type: 'announceDecided', params: ({ event }) => ({ transaction: event.output }) },
              ],
            },
            // Someone else decided first: show what they decided.
            onError: [
              { guard: 'decidedElsewhere', target: '#transactionApproval.loading' },
              { target: 'failed', actions: 'rememberFailure' },
            ],
          },
        },
        rejecting: {
          tags: ['busy'],
          invoke: {
            id: 'rejectTransaction',
            src: 'rejectTransaction',
            input: ({ context, event }) => {
              assertEvent(event, 'transaction.reject');
              return { refNo: context.refNo!, reason: event.reason.trim() };
            },
            onDone: {
              target: '#transactionApproval.rejected',
              actions: [
                { type: 'keep', params: ({ event }) => ({ transaction: event.output }) },
                { type: 'announceDecided', params: ({ event }) => ({ transaction: event.output }) },
              ],
            },
            onError: [
              { guard: 'decidedElsewhere', target: '#transactionApproval.loading' },
              { target: 'failed', actions: 'rememberFailure' },
            ],
          },
        },
        /** The decision did not go through; the transaction stays pending, with why. */
        failed: {
          on: {
            'transaction.approve': { guard: 'canDecide', target: 'approving', actions: 'forgetFailure' },
            'transaction.reject': { guard: and(['canDecide', 'hasReason']), target: 'rejecting', actions: 'forgetFailure' },
            'transaction.dismiss': { target: 'idle', actions: 'forgetFailure' },
            'transaction.decided': { guard: 'isThisOne', target: '#transactionApproval.loading', actions: 'forgetFailure' },
          },
        },
      },
    },
    approved: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'transaction.reverse': { guard: 'canReverse', target: 'reversing' } },
        },
        reversing: {
          tags: ['busy'],
          invoke: {
            id: 'reverseTransaction',
            src: 'reverseTransaction',
            input: ({ context, event }) => {
              assertEvent(event, 'transaction.reverse');
              const { transactionDate, description } = event;
              return { refNo: context.refNo!, ...(transactionDate ? { transactionDate } : {}), ...(description ? { description } : {}) };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'markReversed', params: ({ event }) => ({ reversal: event.output }) },
                { type: 'announceReversed', params: ({ event }) => ({ reversal: event.output }) },
              ],
            },
            onError: { target: 'reverseFailed', actions: 'rememberFailure' },
          },
        },
        reverseFailed: {
          on: {
            'transaction.reverse': { guard: 'canReverse', target: 'reversing', actions: 'forgetFailure' },
            'transaction.dismiss': { target: 'idle', actions: 'forgetFailure' },
          },
        },
      },
    },
    rejected: {},
  },
});

export type TransactionApprovalMachine = typeof transactionApprovalMachine;

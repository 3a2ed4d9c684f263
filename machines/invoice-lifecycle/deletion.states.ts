import {
  DELETION_APPROVAL_FAILED,
  DELETION_REJECTION_FAILED,
  DELETION_REQUEST_APPROVED,
  DELETION_REQUEST_FAILED,
  DELETION_REQUEST_REJECTED,
  DELETION_REQUEST_SUBMITTED,
  GENERIC_ERROR,
  INVOICE_DELETED,
  INVOICE_DELETION_FAILED,
} from '../../domain/messages';
import { deletionProblems } from './invoice-forms';
import { invoiceSetup } from './invoice-lifecycle.setup';
import { closeModal, failedWith, submitChecked, succeeded } from './modal-parts';

const reasonEditing = {
  'invoice.editReason': { actions: 'editReason' as const },
  'invoice.submit': submitChecked(deletionProblems),
  'invoice.close': closeModal('deletion'),
};

const deletionInput = ({ context }: { context: { invoiceId: string; deletionReason: string } }) => ({
  invoiceId: context.invoiceId,
  reasonForDeletion: context.deletionReason.trim(),
});

/** The deletion dialog: an admin deletes at once; anyone else sends a request for an admin to approve. */
export const deletionStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: { tags: ['editable'], on: reasonEditing },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'viewerIsAdmin', target: 'deleting' }, { target: 'requesting' }] },
        deleting: {
          invoke: {
            id: 'deleteInvoice',
            src: 'deleteInvoice',
            input: deletionInput,
            onDone: { target: '#invoiceLifecycle.deletion.done', actions: succeeded('deletion', INVOICE_DELETED) },
            onError: { target: '#invoiceLifecycle.deletion.failed', actions: failedWith('deletion', INVOICE_DELETION_FAILED) },
          },
        },
        requesting: {
          invoke: {
            id: 'requestDeletion',
            src: 'requestDeletion',
            input: deletionInput,
            onDone: { target: '#invoiceLifecycle.deletion.done', actions: succeeded('deletion', DELETION_REQUEST_SUBMITTED) },
            onError: { target: '#invoiceLifecycle.deletion.failed', actions: failedWith('deletion', DELETION_REQUEST_FAILED) },
          },
        },
      },
    },
    failed: { tags: ['editable'], on: reasonEditing },
    done: { on: { 'invoice.close': closeModal('deletion', true) } },
  },
});

/**
 * A deletion request waits for an admin. An admin sees who asked and why, and accepts (the invoice
 * is deactivated, shown as DELETED) or rejects (back to payment pending); anyone else sees the notice.
 */
export const pendingDeletionStates = invoiceSetup.createStateConfig({
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'viewerIsAdmin', target: 'loadingRequest' }, { target: 'awaitingApproval' }] },
    awaitingApproval: {},
    loadingRequest: {
      tags: ['busy'],
      invoke: {
        id: 'loadDeletionRequest',
        src: 'loadDeletionRequest',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: { target: 'reviewing', actions: 'keepRequest' },
        onError: { target: 'requestLoadFailed', actions: { type: 'rememberFailure', params: { fallback: GENERIC_ERROR } } },
      },
    },
    requestLoadFailed: { on: { 'invoice.retry': { target: 'loadingRequest', actions: 'forgetFailure' } } },
    reviewing: {
      on: {
        'invoice.acceptDeletion': { target: 'accepting' },
        'invoice.rejectDeletion': { target: 'rejecting' },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptDeletion',
        src: 'acceptDeletion',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: { target: '#invoiceLifecycle.routing', actions: succeeded('acceptDeletion', DELETION_REQUEST_APPROVED) },
        onError: { target: 'decisionFailed', actions: failedWith('acceptDeletion', DELETION_APPROVAL_FAILED) },
      },
    },
    rejecting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectDeletion',
        src: 'rejectDeletion',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: { target: '#invoiceLifecycle.routing', actions: succeeded('rejectDeletion', DELETION_REQUEST_REJECTED) },
        onError: { target: 'decisionFailed', actions: failedWith('rejectDeletion', DELETION_REJECTION_FAILED) },
      },
    },
    /** The decision did not go through; the request still waits. */
    decisionFailed: {
      on: {
        'invoice.acceptDeletion': { target: 'accepting', actions: 'forgetFailure' },
        'invoice.rejectDeletion': { target: 'rejecting', actions: 'forgetFailure' },
      },
    },
  },
});

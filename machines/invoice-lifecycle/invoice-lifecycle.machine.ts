import { and } from 'xstate';
import { GENERIC_ERROR } from '../../domain/messages';
import { deletionStates, pendingDeletionStates } from './deletion.states';
import { initialContext, invoiceSetup } from './invoice-lifecycle.setup';
import { addPaymentStates } from './payment.states';
import { uploadReceiptStates, uploadVatReceiptStates } from './receipts.states';
import { remitPremiumStates, remitVatStates } from './remittance.states';
import { updateInvoiceStates } from './update.states';
import type { InvoiceIntent } from './invoice-lifecycle.types';

const intends = (modal: InvoiceIntent) => ({ type: 'intends' as const, params: { modal } });

/**
 * One invoice from its details page: loaded, shown in the state its status says (payment pending,
 * partial payment, paid, pending deletion, deactivated), with the Action menu's modals (add payment,
 * remit premium and VAT, receipts, update, deletion) opened only when the menu rules offer them.
 * Each success answers the changed invoice, which decides the state the invoice returns to.
 */
export const invoiceLifecycleMachine = invoiceSetup.createMachine({
  id: 'invoiceLifecycle',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: { target: 'routing', actions: 'keepInvoice' },
        onError: {
          target: 'loadFailed',
          actions: [{ type: 'rememberFailure', params: { fallback: GENERIC_ERROR } }, 'announceUnreadable'],
        },
      },
    },
    loadFailed: {
      on: { 'invoice.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    /** The status decides where the invoice rests; statuses are compared case-insensitively. */
    routing: {
      always: [
        // Opened from the list for one action: its modal opens at once when the rules offer it; otherwise the list says so.
        { guard: and([intends('addPayment'), 'mayPay']), target: 'addPayment', actions: ['forgetIntent', 'openPayment'] },
        { guard: and([intends('remitPremium'), 'mayRemitPremium']), target: 'remitPremium', actions: ['forgetIntent', 'openPremium'] },
        { guard: and([intends('remitVat'), 'mayRemitVat']), target: 'remitVat', actions: ['forgetIntent', 'openVat'] },
        { guard: and([intends('updateInvoice'), 'mayUpdate']), target: 'updateInvoice', actions: ['forgetIntent', 'openUpdate'] },
        { guard: and([intends('deleteInvoice'), 'mayDelete']), target: 'deletion', actions: ['forgetIntent', 'openDeletion'] },
        { guard: 'hasIntent', actions: ['forgetIntent', 'announceNotOffered'] },
        { guard: 'isPaymentPending', target: 'viewing.paymentPending' },
        { guard: 'isPartialPayment', target: 'viewing.partialPayment' },
        { guard: 'isPaid', target: 'viewing.paid' },
        { guard: 'isPendingDeletion', target: 'viewing.pendingDeletion' },
        { guard: 'isDeactivated', target: 'viewing.deactivated' },
        { target: 'viewing.unknownStatus' },
      ],
    },
    viewing: {
      // Entered through routing, which names the child; the initial one is only XState's default.
      initial: 'unknownStatus',
      // The Action menu: each entry opens its modal only when the domain's rules offer it.
      on: {
        'invoice.pay': { guard: 'mayPay', target: 'addPayment', actions: 'openPayment' },
        'invoice.remitPremium': { guard: 'mayRemitPremium', target: 'remitPremium', actions: 'openPremium' },
        'invoice.remitVat': { guard: 'mayRemitVat', target: 'remitVat', actions: 'openVat' },
        'invoice.uploadReceipt': { guard: 'mayUploadReceipts', target: 'uploadReceipt', actions: 'openReceipt' },
        'invoice.uploadVatReceipt': { guard: 'mayUploadReceipts', target: 'uploadVatReceipt', actions: 'openReceipt' },
        'invoice.update': { guard: 'mayUpdate', target: 'updateInvoice', actions: 'openUpdate' },
        'invoice.delete': { guard: 'mayDelete', target: 'deletion', actions: 'openDeletion' },
      },
      states: {
        paymentPending: { tags: ['editable'] },
        partialPayment: { tags: ['editable'] },
        paid: { tags: ['editable'] },
        pendingDeletion: pendingDeletionStates,
        /** Shown as DELETED; the whole menu is disabled. */
        deactivated: {},
        /** A status the spec does not name (the server never writes one): shown as it is; the menu still follows the domain's rules. */
        unknownStatus: {},
      },
    },
    addPayment: addPaymentStates,
    remitPremium: remitPremiumStates,
    remitVat: remitVatStates,
    uploadReceipt: uploadReceiptStates,
    uploadVatReceipt: uploadVatReceiptStates,
    updateInvoice: updateInvoiceStates,
    deletion: deletionStates,
  },
});

export type InvoiceLifecycleMachine = typeof invoiceLifecycleMachine;

import { invoiceUpdated } from '../../domain/invoices';
import { OPERATION_FAILED } from '../../domain/messages';
import { updatePayload, updateProblems } from './invoice-forms';
import { invoiceSetup } from './invoice-lifecycle.setup';
import { closeModal, failedWith, submitChecked, succeededNaming } from './modal-parts';

const updateEditing = {
  'invoice.editUpdate': { actions: 'editUpdate' as const },
  'invoice.submit': submitChecked(updateProblems),
  'invoice.close': closeModal('updateInvoice'),
};

/** Update Invoice: narration, amounts, commission and period of an invoice not yet paid. */
export const updateInvoiceStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: { tags: ['editable'], on: updateEditing },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'updateInvoice',
        src: 'updateInvoice',
        input: ({ context }) => ({ invoiceId: context.invoiceId, payload: updatePayload(context) }),
        onDone: { target: 'done', actions: succeededNaming('updateInvoice', (_, updated) => invoiceUpdated(updated.invoice_no)) },
        onError: { target: 'failed', actions: failedWith('updateInvoice', OPERATION_FAILED) },
      },
    },
    failed: { tags: ['editable'], on: updateEditing },
    done: { on: { 'invoice.close': closeModal('updateInvoice', true) } },
  },
});

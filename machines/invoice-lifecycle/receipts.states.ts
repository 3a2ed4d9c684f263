import { UPLOAD_FAILED, UPLOAD_SUCCEEDED } from '../../domain/messages';
import { receiptProblems, vatReceiptProblems } from './invoice-forms';
import { invoiceSetup } from './invoice-lifecycle.setup';
import { closeModal, failedWith, submitChecked, succeeded } from './modal-parts';

const receiptEditing = (step: 'uploadReceipt' | 'uploadVatReceipt', problems: typeof receiptProblems) => ({
  'invoice.editReceipt': { actions: 'editReceipt' as const },
  'invoice.chooseReceiptFile': { actions: 'editReceipt' as const },
  'invoice.submit': submitChecked(problems),
  'invoice.close': closeModal(step),
});

/** The underwriter's receipt for one premium remittance. */
export const uploadReceiptStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  entry: 'issueIdempotencyKey',
  states: {
    editing: { tags: ['editable'], on: receiptEditing('uploadReceipt', receiptProblems) },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'uploadReceipt',
        src: 'uploadReceipt',
        input: ({ context }) => ({
          invoiceId: context.invoiceId,
          idempotencyKey: context.idempotencyKey!,
          remittanceId: context.receipt!.remittanceId,
          underwriterReceiptNumber: context.receipt!.receiptNumber.trim(),
          file: context.receipt!.file!,
        }),
        onDone: { target: 'done', actions: succeeded('uploadReceipt', UPLOAD_SUCCEEDED) },
        onError: { target: 'failed', actions: failedWith('uploadReceipt', UPLOAD_FAILED) },
      },
    },
    failed: { tags: ['editable'], on: receiptEditing('uploadReceipt', receiptProblems) },
    done: { on: { 'invoice.close': closeModal('uploadReceipt', true) } },
  },
});

/** The receipt for one VAT remittance. */
export const uploadVatReceiptStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  entry: 'issueIdempotencyKey',
  states: {
    editing: { tags: ['editable'], on: receiptEditing('uploadVatReceipt', vatReceiptProblems) },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'uploadVatReceipt',
        src: 'uploadVatReceipt',
        input: ({ context }) => ({
          invoiceId: context.invoiceId,
          idempotencyKey: context.idempotencyKey!,
          vatRemitId: context.receipt!.remittanceId,
          vatReceiptNumber: context.receipt!.receiptNumber.trim(),
          file: context.receipt!.file!,
        }),
        onDone: { target: 'done', actions: succeeded('uploadVatReceipt', UPLOAD_SUCCEEDED) },
        onError: { target: 'failed', actions: failedWith('uploadVatReceipt', UPLOAD_FAILED) },
      },
    },
    failed: { tags: ['editable'], on: receiptEditing('uploadVatReceipt', vatReceiptProblems) },
    done: { on: { 'invoice.close': closeModal('uploadVatReceipt', true) } },
  },
});

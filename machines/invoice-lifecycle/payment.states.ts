import { paymentRecorded } from '../../domain/invoices';
import { ADD_PAYMENT_FAILED } from '../../domain/messages';
import { paymentPayload, paymentProblems } from './invoice-forms';
import { invoiceSetup } from './invoice-lifecycle.setup';
import { closeModal, failedWith, submitChecked, succeededNaming } from './modal-parts';

const editing = {
  'invoice.editPayment': { actions: 'editPayment' as const },
  'invoice.choosePaymentMode': { actions: 'choosePaymentMode' as const },
  'invoice.submit': submitChecked(paymentProblems),
  'invoice.close': closeModal('addPayment'),
};

/**
 * Add payment (Receive payment on endorsement remittances). A payment that is not for an
 * endorsement asks "You wish to create policy proposal?"; Yes names the create-policy route.
 */
export const addPaymentStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  entry: 'issueIdempotencyKey',
  states: {
    editing: { tags: ['editable'], on: editing },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'addPayment',
        src: 'addPayment',
        input: ({ context }) => ({
          invoiceId: context.invoiceId,
          idempotencyKey: context.idempotencyKey!,
          payload: paymentPayload(context),
        }),
        onDone: [
          { guard: 'promptsForPolicy', target: 'createPolicyPrompt', actions: succeededNaming('addPayment', paymentRecorded) },
          { target: 'done', actions: succeededNaming('addPayment', paymentRecorded) },
        ],
        onError: { target: 'failed', actions: failedWith('addPayment', ADD_PAYMENT_FAILED) },
      },
    },
    /** Refused by the rules or by the server (CLIENT_ACCOUNT_MISSING shows its banner); the form stays. */
    failed: { tags: ['editable'], on: editing },
    /** "Create Policy Proposal": Cancel or Yes. */
    createPolicyPrompt: {
      on: {
        'invoice.createPolicy': { target: '#invoiceLifecycle.routing', actions: ['openCreatePolicy', 'closeModal'] },
        'invoice.skipPolicy': closeModal('addPayment', true),
      },
    },
    done: { on: { 'invoice.close': closeModal('addPayment', true) } },
  },
});

import { PREMIUM_REMITTANCE_FAILED, PREMIUM_REMITTED, VAT_REMITTANCE_FAILED, VAT_REMITTED } from '../../domain/messages';
import { premiumPayload, premiumProblems, vatPayload, vatProblems } from './invoice-forms';
import { invoiceSetup } from './invoice-lifecycle.setup';
import { closeModal, failedWith, submitChecked, succeeded } from './modal-parts';

const premiumEditing = {
  'invoice.editPremiumRemittance': { actions: 'editPremium' as const },
  'invoice.submit': submitChecked(premiumProblems),
  'invoice.close': closeModal('remitPremium'),
};

/** Remit premium: Full (the whole unremitted premium) or Partial (with the balance date). */
export const remitPremiumStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  entry: 'issueIdempotencyKey',
  states: {
    editing: { tags: ['editable'], on: premiumEditing },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'remitPremium',
        src: 'remitPremium',
        input: ({ context }) => ({
          invoiceId: context.invoiceId,
          idempotencyKey: context.idempotencyKey!,
          payload: premiumPayload(context),
        }),
        onDone: { target: 'done', actions: succeeded('remitPremium', PREMIUM_REMITTED) },
        onError: { target: 'failed', actions: failedWith('remitPremium', PREMIUM_REMITTANCE_FAILED) },
      },
    },
    failed: { tags: ['editable'], on: premiumEditing },
    done: { on: { 'invoice.close': closeModal('remitPremium', true) } },
  },
});

const vatEditing = {
  'invoice.editVatRemittance': { actions: 'editVat' as const },
  'invoice.submit': submitChecked(vatProblems),
  'invoice.close': closeModal('remitVat'),
};

/** Remit VAT on the commission: never more than remains. */
export const remitVatStates = invoiceSetup.createStateConfig({
  initial: 'editing',
  entry: 'issueIdempotencyKey',
  states: {
    editing: { tags: ['editable'], on: vatEditing },
    submitting: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'remitVat',
        src: 'remitVat',
        input: ({ context }) => ({ invoiceId: context.invoiceId, idempotencyKey: context.idempotencyKey!, payload: vatPayload(context) }),
        onDone: { target: 'done', actions: succeeded('remitVat', VAT_REMITTED) },
        onError: { target: 'failed', actions: failedWith('remitVat', VAT_REMITTANCE_FAILED) },
      },
    },
    failed: { tags: ['editable'], on: vatEditing },
    done: { on: { 'invoice.close': closeModal('remitVat', true) } },
  },
});

import { useMemo } from 'react';
import { assign, fromPromise, type ActorRefFrom } from 'xstate';
import { invoiceLifecycleMachine, type InvoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { InvoiceProvider } from '../../src/features/invoices/invoice-context';
import { InvoiceDetailsView } from '../../src/features/invoices/invoice-details-view';
import {
  figuresAnswer,
  INVOICE_ENTRIES,
  INVOICE_ID,
  listAnswer,
  PREMIUM_REMITTANCE,
  PREMIUM_TO_REMIT,
  premiumAccountsAnswer,
  VAT_REMITTANCE,
  VAT_TO_REMIT,
} from '../invoices/fixtures';
import { ScreenStory, type ScreenAnswers } from '../support/screen-story';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer, so a story stays in the state it shows. */
export const inertInvoiceMachine = invoiceLifecycleMachine.provide({
  actors: {
    loadInvoice: never(),
    addPayment: never(),
    remitPremium: never(),
    remitVat: never(),
    uploadReceipt: never(),
    uploadVatReceipt: never(),
    updateInvoice: never(),
    requestDeletion: never(),
    deleteInvoice: never(),
    loadDeletionRequest: never(),
    acceptDeletion: never(),
    rejectDeletion: never(),
  },
  actions: { issueIdempotencyKey: assign({ idempotencyKey: 'story-idempotency-key' }) },
});

/** What the page reads beside the machine: the remittance tables, the figures in the remittance modals, the ledger entries. */
const ANSWERS: ScreenAnswers = {
  [`/invoice/remitHistory/${INVOICE_ID}`]: listAnswer([PREMIUM_REMITTANCE]),
  [`/invoice/allVatRemitted/${INVOICE_ID}`]: listAnswer([VAT_REMITTANCE]),
  [`/invoice/getRemitted/${INVOICE_ID}`]: figuresAnswer(PREMIUM_TO_REMIT),
  [`/invoice/getVatToRemit/${INVOICE_ID}`]: figuresAnswer(VAT_TO_REMIT),
  [`/invoice/${INVOICE_ID}/transactions`]: listAnswer(INVOICE_ENTRIES),
  '/broker/premium-account': premiumAccountsAnswer(),
};

/** The real invoice details page over an invoice lifecycle actor, as its state stories and the walker show it. */
export function InvoiceLifecycleScreen({ actor }: { actor: ActorRefFrom<InvoiceLifecycleMachine> }) {
  // The same element while the actor lives, so the screen's app is built once.
  const view = useMemo(
    () => (
      <InvoiceProvider actor={actor}>
        <InvoiceDetailsView />
      </InvoiceProvider>
    ),
    [actor],
  );
  return <ScreenStory answers={ANSWERS}>{view}</ScreenStory>;
}

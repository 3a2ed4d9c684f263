import { useSelector } from '@xstate/react';
import { selectModal, selectModalStep } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { CreatePolicyDialog } from './create-policy-dialog';
import { DeletionModal } from './deletion-modal';
import { PaymentModal } from './payment-modal';
import { ReceiptModal } from './receipt-modal';
import { RemitPremiumModal, RemitVatModal } from './remittance-modals';
import { UpdateInvoiceModal } from './update-modal';
import type { InvoiceActor } from './use-invoice';

/** The invoice modal in the mode the machine is in (the list and the details page share it). */
export function InvoiceModals({ actor }: { actor: InvoiceActor }) {
  const modal = useSelector(actor, selectModal);
  const step = useSelector(actor, selectModalStep);
  switch (modal) {
    case 'addPayment':
      return step === 'createPolicyPrompt' ? <CreatePolicyDialog actor={actor} /> : <PaymentModal actor={actor} />;
    case 'remitPremium':
      return <RemitPremiumModal actor={actor} />;
    case 'remitVat':
      return <RemitVatModal actor={actor} />;
    case 'uploadReceipt':
    case 'uploadVatReceipt':
      return <ReceiptModal key={modal} actor={actor} />;
    case 'updateInvoice':
      return <UpdateInvoiceModal actor={actor} />;
    case 'deletion':
      return <DeletionModal actor={actor} />;
    default:
      return null;
  }
}

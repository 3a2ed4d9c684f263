import { selectModal, selectModalStep } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { CreatePolicyDialog } from './create-policy-dialog';
import { DeletionModal } from './deletion-modal';
import { useInvoiceSelector } from './invoice-context';
import { PaymentModal } from './payment-modal';
import { ReceiptModal } from './receipt-modal';
import { RemitPremiumModal, RemitVatModal } from './remittance-modals';
import { UpdateInvoiceModal } from './update-modal';

/** The invoice modal in the mode the machine is in (the list and the details page share it). */
export function InvoiceModals() {
  const modal = useInvoiceSelector(selectModal);
  const step = useInvoiceSelector(selectModalStep);
  switch (modal) {
    case 'addPayment':
      return step === 'createPolicyPrompt' ? <CreatePolicyDialog /> : <PaymentModal />;
    case 'remitPremium':
      return <RemitPremiumModal />;
    case 'remitVat':
      return <RemitVatModal />;
    case 'uploadReceipt':
    case 'uploadVatReceipt':
      return <ReceiptModal key={modal} />;
    case 'updateInvoice':
      return <UpdateInvoiceModal />;
    case 'deletion':
      return <DeletionModal />;
    default:
      return null;
  }
}

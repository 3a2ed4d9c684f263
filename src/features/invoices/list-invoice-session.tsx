import { useSelector } from '@xstate/react';
import { Navigate, useNavigate } from 'react-router';
import {
  selectCanUploadReceipts,
  selectInvoice,
  selectModal,
  selectModalStep,
  selectSlot,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toaster';
import { InvoiceProvider, useInvoiceSelector } from './invoice-context';
import { InvoiceModals } from './invoice-modals';
import { PremiumRemittanceTable, VatRemittanceTable } from './remittance-tables';
import { useInvoiceActor, useInvoiceCommands } from './use-invoice';
import type { ListMode } from './invoice-row-actions';

const RESTING = ['paymentPending', 'partialPayment', 'paid', 'pendingDeletion', 'deactivated', 'unknownStatus'];
const detailsPath = (invoiceId: string) => `/account/invoice/${encodeURIComponent(invoiceId)}`;

/** A receipt belongs to one remittance: the person picks which from the invoice's table. */
function RemittancePicker({ vat, onClose }: { vat: boolean; onClose: () => void }) {
  const invoice = useInvoiceSelector(selectInvoice);
  const canUpload = useInvoiceSelector(selectCanUploadReceipts);
  const { uploadReceipt, uploadVatReceipt } = useInvoiceCommands();
  if (!invoice) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Choose the ${vat ? 'VAT remittance' : 'remittance'} · ${invoice.invoice_no}`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {vat ? (
        <VatRemittanceTable invoiceId={invoice.invoice_id} round={0} canUpload={canUpload} onUpload={uploadVatReceipt} />
      ) : (
        <PremiumRemittanceTable invoiceId={invoice.invoice_id} round={0} canUpload={canUpload} onUpload={uploadReceipt} />
      )}
    </Modal>
  );
}

/**
 * The invoice modal opened from a row of the list: the same lifecycle machine as the details page,
 * for the chosen invoice, given the chosen mode as its intent (it opens the modal once the invoice
 * is read, if its status still offers it). "After a payment is added from the list the user goes to
 * the invoice detail page" (unless Yes on the policy prompt leads to the create-policy route).
 * `onFinished` says whether anything changed.
 */
export function ListInvoiceSession({
  invoiceId,
  mode,
  onFinished,
}: {
  invoiceId: string;
  mode: ListMode;
  onFinished: (changed: boolean) => void;
}) {
  const navigate = useNavigate();
  const picksRemittance = mode === 'uploadReceipt' || mode === 'uploadVatReceipt';
  const actor = useInvoiceActor(
    invoiceId,
    {
      createPolicy: (route) => void navigate(route),
      closed: (step, changed) => (step === 'addPayment' && changed ? void navigate(detailsPath(invoiceId)) : onFinished(changed)),
      unavailable: (message) => {
        notify.error(message);
        onFinished(false);
      },
    },
    picksRemittance ? null : mode,
  );
  const slot = useSelector(actor, selectSlot);
  const modal = useSelector(actor, selectModal);
  const step = useSelector(actor, selectModalStep);

  if (slot === 'loading') return <Loading fullPage label="Opening the invoice" />;
  // A payment without the policy prompt is done at once: on to the invoice.
  if (modal === 'addPayment' && step === 'done') return <Navigate to={detailsPath(invoiceId)} />;
  // A receipt first asks which remittance it is for; the modal then takes over.
  const picking = picksRemittance && modal === null && RESTING.includes(slot);
  return (
    <InvoiceProvider actor={actor}>
      {picking && <RemittancePicker vat={mode === 'uploadVatReceipt'} onClose={() => onFinished(false)} />}
      <InvoiceModals />
    </InvoiceProvider>
  );
}

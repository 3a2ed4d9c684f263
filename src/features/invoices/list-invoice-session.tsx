import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { actionNotOffered } from '../../../domain/messages';
import {
  selectCanUploadReceipts,
  selectFailure,
  selectInvoice,
  selectModal,
  selectModalStep,
  selectSlot,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toaster';
import { InvoiceModals } from './invoice-modals';
import { PremiumRemittanceTable, VatRemittanceTable } from './remittance-tables';
import { useInvoiceActor, useInvoiceCommands, type InvoiceActor } from './use-invoice';
import type { ListMode } from './invoice-row-actions';

const RESTING = ['paymentPending', 'partialPayment', 'paid', 'pendingDeletion', 'deactivated', 'unknownStatus'];
const detailsPath = (invoiceId: string) => `/account/invoice/${encodeURIComponent(invoiceId)}`;

/** A receipt belongs to one remittance: the person picks which from the invoice's table. */
function RemittancePicker({ actor, vat, onClose }: { actor: InvoiceActor; vat: boolean; onClose: () => void }) {
  const invoice = useSelector(actor, selectInvoice);
  const canUpload = useSelector(actor, selectCanUploadReceipts);
  const { uploadReceipt, uploadVatReceipt } = useInvoiceCommands(actor);
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
 * for the chosen invoice, opened in the chosen mode once the invoice is read. "After a payment is
 * added from the list the user goes to the invoice detail page" (unless Yes on the policy prompt
 * leads to the create-policy route). `onFinished` says whether anything changed.
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
  const changed = useRef(false);
  const paid = useRef(false);
  const left = useRef(false);
  const actor = useInvoiceActor(invoiceId, {
    succeeded: (step) => {
      changed.current = true;
      if (step === 'addPayment') paid.current = true;
    },
    createPolicy: (route) => {
      left.current = true;
      void navigate(route);
    },
  });
  const commands = useInvoiceCommands(actor);
  const slot = useSelector(actor, selectSlot);
  const modal = useSelector(actor, selectModal);
  const step = useSelector(actor, selectModalStep);
  const failure = useSelector(actor, selectFailure);
  const [picking, setPicking] = useState(false);
  const opened = useRef(false);

  // Once the invoice is read, open the chosen mode (if its status still offers it).
  useEffect(() => {
    if (opened.current) return;
    if (slot === 'loadFailed') {
      notify.error(failure?.message ?? 'The invoice could not be read');
      onFinished(false);
      return;
    }
    if (!RESTING.includes(slot)) return;
    opened.current = true;
    if (mode === 'uploadReceipt' || mode === 'uploadVatReceipt') {
      setPicking(true);
      return;
    }
    const open = {
      addPayment: commands.pay,
      remitPremium: commands.remitPremium,
      remitVat: commands.remitVat,
      updateInvoice: commands.update,
    }[mode];
    open();
    if (!selectModal(actor.getSnapshot())) {
      notify.error(actionNotOffered('This action'));
      onFinished(false);
    }
  }, [slot, mode, failure, actor, commands, onFinished]);

  useEffect(() => {
    if (modal) setPicking(false);
  }, [modal]);

  // A payment without the policy prompt is done at once: on to the invoice.
  useEffect(() => {
    if (modal === 'addPayment' && step === 'done') void navigate(detailsPath(invoiceId));
  }, [modal, step, navigate, invoiceId]);

  // The modal closed: after a payment the invoice's page, otherwise back to the list.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (modal) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current || left.current) return;
    wasOpen.current = false;
    if (paid.current) void navigate(detailsPath(invoiceId));
    else onFinished(changed.current);
  }, [modal, navigate, invoiceId, onFinished]);

  if (slot === 'loading') return <Loading fullPage label="Opening the invoice" />;
  return (
    <>
      {picking && <RemittancePicker actor={actor} vat={mode === 'uploadVatReceipt'} onClose={() => onFinished(false)} />}
      <InvoiceModals actor={actor} />
    </>
  );
}

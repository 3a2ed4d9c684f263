import { useSelector } from '@xstate/react';
import { MAX_DELETION_REASON } from '../../../domain/invoices';
import {
  selectDeletionNotice,
  selectDeletionReason,
  selectFailure,
  selectInvoice,
  selectViewerIsAdmin,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Note, TextArea } from './form-parts';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands, type InvoiceActor } from './use-invoice';

/** Delete Invoice: an admin deletes at once; anyone else asks, with a reason, for an admin to approve. */
export function DeletionModal({ actor }: { actor: InvoiceActor }) {
  const invoice = useSelector(actor, selectInvoice);
  const reason = useSelector(actor, selectDeletionReason);
  const admin = useSelector(actor, selectViewerIsAdmin);
  const notice = useSelector(actor, selectDeletionNotice);
  const error = useSelector(actor, selectFailure)?.fieldErrors.reasonForDeletion;
  const { editReason } = useInvoiceCommands(actor);
  if (!invoice) return null;
  return (
    <InvoiceModalFrame
      actor={actor}
      title={`Delete Invoice · ${invoice.invoice_no}`}
      submitLabel={admin ? 'Delete invoice' : 'Submit request'}
      doneText={admin ? `${invoice.invoice_no} is deleted.` : `Your request to delete ${invoice.invoice_no} waits for an admin.`}
    >
      {notice && <Note tone="warning">{notice}</Note>}
      <TextArea label="Reason for deletion" required value={reason} limit={MAX_DELETION_REASON} error={error} onChange={editReason} />
    </InvoiceModalFrame>
  );
}

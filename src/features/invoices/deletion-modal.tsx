import { MAX_DELETION_REASON } from '../../../domain/invoices';
import {
  selectDeletionNotice,
  selectDeletionReason,
  selectFailure,
  selectInvoice,
  selectViewerIsAdmin,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { TextArea } from '../../ui/text-area';
import { Note } from './form-parts';
import { useInvoiceSelector } from './invoice-context';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands } from './use-invoice';

/** Delete Invoice: an admin deletes at once; anyone else asks, with a reason, for an admin to approve. */
export function DeletionModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const reason = useInvoiceSelector(selectDeletionReason);
  const admin = useInvoiceSelector(selectViewerIsAdmin);
  const notice = useInvoiceSelector(selectDeletionNotice);
  const error = useInvoiceSelector(selectFailure)?.fieldErrors.reasonForDeletion;
  const { editReason } = useInvoiceCommands();
  if (!invoice) return null;
  return (
    <InvoiceModalFrame
      title={`Delete Invoice · ${invoice.invoice_no}`}
      submitLabel={admin ? 'Delete invoice' : 'Submit request'}
      doneText={admin ? `${invoice.invoice_no} is deleted.` : `Your request to delete ${invoice.invoice_no} waits for an admin.`}
    >
      {notice && <Note tone="warning">{notice}</Note>}
      <TextArea label="Reason for deletion" required value={reason} limit={MAX_DELETION_REASON} error={error} onChange={editReason} />
    </InvoiceModalFrame>
  );
}

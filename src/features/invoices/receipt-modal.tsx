import { useEffect, useRef } from 'react';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE, RECEIPT_FILE_INVALID } from '../../../domain/messages';
import { DOCUMENT_KINDS } from '../../../domain/upload';
import { selectFailure, selectInvoice, selectModal, selectReceipt } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { useUploadWizard } from '../../app/uploads/use-upload-wizard';
import { TextField } from '../../ui/text-field';
import { UploadWizardView } from '../../ui/upload-wizard-view';
import { useInvoiceSelector } from './invoice-context';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands } from './use-invoice';

const NO_ERRORS: Record<string, string> = {};
const GENERAL_FILE_MESSAGES = [FILE_TOO_LARGE, FILE_NAME_TOO_LONG, FILE_NAME_HAS_SPECIAL_CHARACTERS];

/** The receipt screen says its one combined message (for the wizard's 5 seconds) where the general check has three. */
const receiptRejection = (message: string | null) => (message && GENERAL_FILE_MESSAGES.includes(message) ? RECEIPT_FILE_INVALID : message);

const neverAlone = () => Promise.reject(new Error('A receipt is sent with its number, by the form'));

/**
 * The underwriter's receipt for a premium remittance, or the VAT receipt for a VAT remittance: its
 * number and the file, chosen and checked through the upload wizard, sent together on submit.
 */
export function ReceiptModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const receipt = useInvoiceSelector(selectReceipt);
  const vat = useInvoiceSelector(selectModal) === 'uploadVatReceipt';
  const errors = useInvoiceSelector(selectFailure)?.fieldErrors ?? NO_ERRORS;
  const { editReceipt, chooseReceiptFile } = useInvoiceCommands();
  const wizard = useUploadWizard({ accept: DOCUMENT_KINDS, confirm: true, send: neverAlone });
  // The form holds the file the wizard accepted, and none once it is removed.
  const chosen = wizard.slot === 'chosen' ? wizard.file : null;
  const told = useRef<File | null>(null);
  useEffect(() => {
    if (chosen === told.current) return;
    told.current = chosen;
    chooseReceiptFile(chosen);
  }, [chosen, chooseReceiptFile]);
  if (!invoice || !receipt) return null;
  const numberError = vat ? errors.vatReceiptNumber : errors.underwriterReceiptNumber;
  const title = vat ? 'Upload VAT receipt' : 'Upload receipt';
  return (
    <InvoiceModalFrame
      title={`${title} · ${invoice.invoice_no}`}
      submitLabel={title}
      doneText={`The receipt ${receipt.receiptNumber} is stored with the remittance.`}
    >
      <TextField
        label="Receipt number"
        required
        value={receipt.receiptNumber}
        error={numberError}
        onChange={(event) => editReceipt(event.target.value)}
      />
      <div className="space-y-1">
        <UploadWizardView wizard={{ ...wizard, rejection: receiptRejection(wizard.rejection) }} chooseLabel="Choose the receipt" />
        {receipt.file && !chosen && <p className="text-sm text-slate-700">Chosen: {receipt.file.name}</p>}
        {errors.file && <p className="text-xs text-red-600">{errors.file}</p>}
      </div>
    </InvoiceModalFrame>
  );
}

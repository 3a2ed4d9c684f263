import {
  canUploadReceipts,
  INVOICE_ACTIONS,
  invoiceMenu,
  RECEIPT_PERMISSIONS,
  type Invoice,
  type InvoiceAction,
  type Permits,
} from '../../../domain/invoices';
import { useGrants, WAITING_FOR_PERMISSIONS } from '../../app/use-grants';
import { DropdownMenu } from '../../ui/dropdown-menu';

/** What a row's Actions menu leads to: an entry of the invoice's Action menu, or a receipt for one of its remittances. */
export type ListChoice = InvoiceAction | 'uploadReceipt' | 'uploadVatReceipt';

/** The invoice modal's modes, as the list opens them for one invoice. */
export type ListMode =
  'addPayment' | 'remitPremium' | 'uploadReceipt' | 'remitVat' | 'uploadVatReceipt' | 'updateInvoice' | 'deleteInvoice';

const ORDER: readonly ListChoice[] = INVOICE_ACTIONS.flatMap((action): ListChoice[] =>
  action === 'remitPremium' ? [action, 'uploadReceipt'] : action === 'remitVat' ? [action, 'uploadVatReceipt'] : [action],
);

/**
 * What a row offers: the details page's Action menu for the invoice and the viewer (one rule set,
 * domain `invoiceMenu`), with the receipt uploads its remittance tables offer after each remittance.
 */
export function listChoices(invoice: Invoice, permits: Permits): { choice: ListChoice; label: string }[] {
  const offered = invoiceMenu(invoice, permits).entries.map(({ action, label }) => ({ choice: action as ListChoice, label }));
  const receipts = canUploadReceipts(invoice);
  if (receipts && permits(RECEIPT_PERMISSIONS.premium)) offered.push({ choice: 'uploadReceipt', label: 'Upload receipt' });
  if (receipts && permits(RECEIPT_PERMISSIONS.vat)) offered.push({ choice: 'uploadVatReceipt', label: 'Upload VAT receipt' });
  return offered.sort((a, b) => ORDER.indexOf(a.choice) - ORDER.indexOf(b.choice));
}

export function InvoiceRowActions({ invoice, onChoose }: { invoice: Invoice; onChoose: (choice: ListChoice) => void }) {
  const grants = useGrants();
  const choices = listChoices(invoice, grants.has);
  const disabled = invoiceMenu(invoice).disabled || choices.length === 0;
  return (
    <DropdownMenu
      label={
        <>
          <span aria-hidden="true">Actions</span>
          <span className="sr-only">Actions for {invoice.invoice_no}</span>
        </>
      }
      disabled={disabled}
      pending={grants.loading ? WAITING_FOR_PERMISSIONS : undefined}
      items={choices.map(({ choice, label }) => ({ label, onSelect: () => onChoose(choice), danger: choice === 'deleteInvoice' }))}
    />
  );
}

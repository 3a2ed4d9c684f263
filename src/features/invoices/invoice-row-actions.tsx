import { canUploadReceipts, invoiceMenu, type Invoice } from '../../../domain/invoices';
import { DropdownMenu } from '../../ui/dropdown-menu';

/** The invoice modal's modes, as the list offers them per row. */
export type ListMode = 'addPayment' | 'remitPremium' | 'uploadReceipt' | 'remitVat' | 'uploadVatReceipt' | 'updateInvoice';

const MODAL_ACTIONS = ['addPayment', 'remitPremium', 'remitVat', 'updateInvoice'] as const;

/** What a row offers: the menu's modal entries for the invoice's status, and the receipts once paid. */
export function listModes(invoice: Invoice): { mode: ListMode; label: string }[] {
  const menu = invoiceMenu(invoice);
  const offered = menu.entries
    .filter((entry) => (MODAL_ACTIONS as readonly string[]).includes(entry.action))
    .map((entry) => ({ mode: entry.action as ListMode, label: entry.label }));
  const receipts: { mode: ListMode; label: string }[] = canUploadReceipts(invoice)
    ? [
        { mode: 'uploadReceipt', label: 'Upload receipt' },
        { mode: 'uploadVatReceipt', label: 'Upload VAT receipt' },
      ]
    : [];
  const order: ListMode[] = ['addPayment', 'remitPremium', 'uploadReceipt', 'remitVat', 'uploadVatReceipt', 'updateInvoice'];
  return [...offered, ...receipts].sort((a, b) => order.indexOf(a.mode) - order.indexOf(b.mode));
}

export function InvoiceRowActions({ invoice, onChoose }: { invoice: Invoice; onChoose: (mode: ListMode) => void }) {
  const modes = listModes(invoice);
  const disabled = invoiceMenu(invoice).disabled || modes.length === 0;
  return (
    <DropdownMenu
      label={
        <>
          <span aria-hidden="true">Actions</span>
          <span className="sr-only">Actions for {invoice.invoice_no}</span>
        </>
      }
      disabled={disabled}
      items={modes.map(({ mode, label }) => ({ label, onSelect: () => onChoose(mode) }))}
    />
  );
}

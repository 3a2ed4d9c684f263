import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createPolicyRoute, invoiceMenu, type InvoiceAction } from '../../../domain/invoices';
import {
  selectCanDelete,
  selectCanPay,
  selectCanRemitPremium,
  selectCanRemitVat,
  selectCanUpdate,
  selectInvoice,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { useGrants, WAITING_FOR_PERMISSIONS } from '../../app/use-grants';
import { DropdownMenu, type DropdownMenuItem } from '../../ui/dropdown-menu';
import { useInvoiceSelector } from './invoice-context';
import { useInvoiceCommands } from './use-invoice';
import type { DocumentKind } from '../../../domain/invoices/documents';

export interface ActionMenuHandlers {
  viewDocument: (kind: DocumentKind) => void;
  viewTransactions: () => void;
}

/**
 * The Action menu of spec section 4: the entries the invoice's status offers and the viewer may use
 * (domain `invoiceMenu`, as the list's Actions menu), each enabled while the machine takes it; the
 * whole menu disabled while deactivated or pending deletion, and shut until the viewer's
 * permissions are read (the invoice is read before the menu shows at all).
 */
export function InvoiceActionMenu({ handlers }: { handlers: ActionMenuHandlers }) {
  const invoice = useInvoiceSelector(selectInvoice);
  const grants = useGrants();
  const menu = useMemo(() => invoice && invoiceMenu(invoice, grants.has), [invoice, grants]);
  const can = {
    pay: useInvoiceSelector(selectCanPay),
    remitPremium: useInvoiceSelector(selectCanRemitPremium),
    remitVat: useInvoiceSelector(selectCanRemitVat),
    update: useInvoiceSelector(selectCanUpdate),
    delete: useInvoiceSelector(selectCanDelete),
  };
  const commands = useInvoiceCommands();
  const navigate = useNavigate();
  if (!invoice || !menu) return null;

  const itemFor = (action: InvoiceAction): Omit<DropdownMenuItem, 'label'> => {
    switch (action) {
      case 'updateInvoice':
        return { onSelect: commands.update, disabled: !can.update };
      case 'viewDebitNote':
        return { onSelect: () => handlers.viewDocument('debitNote') };
      case 'addPayment':
        return { onSelect: commands.pay, disabled: !can.pay };
      case 'viewCreditNote':
        return { onSelect: () => handlers.viewDocument('creditNote') };
      case 'viewReceipt':
        return { onSelect: () => handlers.viewDocument('receiptNote') };
      case 'remitPremium':
        return { onSelect: commands.remitPremium, disabled: !can.remitPremium };
      case 'remitVat':
        return { onSelect: commands.remitVat, disabled: !can.remitVat };
      case 'viewTransactions':
        return { onSelect: handlers.viewTransactions };
      case 'convertToPolicy':
        return { onSelect: () => void navigate(createPolicyRoute(invoice)) };
      case 'deleteInvoice':
        return { onSelect: commands.delete, disabled: !can.delete, danger: true };
    }
  };

  return (
    <DropdownMenu
      label="Action"
      disabled={menu.disabled}
      pending={grants.loading ? WAITING_FOR_PERMISSIONS : undefined}
      items={menu.entries.map((entry) => ({ label: entry.label, ...itemFor(entry.action) }))}
    />
  );
}

import { formatDate } from '../../../domain/format/dates';
import { clientNameOf, isRemittanceOverdue } from '../../../domain/invoices';
import { formatNairaText } from '../../../domain/money';
import { InvoiceLink } from './invoice-link';
import type { PaidPremiumInvoice } from '../../../domain/invoices/schedule';
import type { PagedTableColumn } from '../../ui/paged-table';
import type { Selection } from './use-selection';

/** The date the premium should reach the insurer by, marked once it has passed. */
function RemitBy({ invoice, today }: { invoice: PaidPremiumInvoice; today: string }) {
  if (!invoice.paid_on || !invoice.remit_by) return '—';
  const overdue = isRemittanceOverdue(formatDate(invoice.paid_on), today);
  return (
    <span className="flex items-center gap-2">
      {formatDate(invoice.remit_by)}
      {overdue && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">Overdue</span>}
    </span>
  );
}

/** The paid premium awaiting remittance, each row selectable into the schedule. */
export function paidPremiumColumns(selection: Selection, today: string): PagedTableColumn<PaidPremiumInvoice>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      render: (invoice) => (
        <input
          type="checkbox"
          aria-label={`Select ${invoice.invoice_no}`}
          checked={selection.isSelected(invoice)}
          onChange={(event) => selection.toggle(invoice, event.target.checked)}
          className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
        />
      ),
    },
    {
      key: 'invoice',
      header: 'Invoice no',
      render: (invoice) => <InvoiceLink invoiceId={invoice.invoice_id} invoiceNo={invoice.invoice_no} />,
    },
    { key: 'client', header: 'Client', render: (invoice) => clientNameOf(invoice) },
    { key: 'insurer', header: 'Insurer', render: (invoice) => invoice.InsuranceProduct.InsuranceProvider.name },
    { key: 'paid', header: 'Paid on', render: (invoice) => (invoice.paid_on ? formatDate(invoice.paid_on) : '—') },
    { key: 'remitBy', header: 'Remit by', render: (invoice) => <RemitBy invoice={invoice} today={today} /> },
    { key: 'net', header: 'Net premium to remit', align: 'right', render: (invoice) => formatNairaText(invoice.amount_unremitted) },
  ];
}

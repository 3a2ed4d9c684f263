import { formatDate } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { InvoiceLink } from './invoice-link';
import type { RemittedRow } from '../../../domain/invoices/schedule';
import type { PagedTableColumn } from '../../ui/paged-table';

const orDash = (value: string | null | undefined) => value || '—';

/** A premium remittance made: its reference, invoice, how it was paid, and the insurer's receipts for it. */
export const remittedColumns: PagedTableColumn<RemittedRow>[] = [
  { key: 'ref', header: 'Ref no', render: (row) => <span className="font-medium text-slate-900">{orDash(row.ref_no)}</span> },
  { key: 'date', sortable: 'remittance_date', header: 'Remitted on', render: (row) => formatDate(row.remittance_date) },
  {
    key: 'invoice',
    sortable: 'invoice_no',
    header: 'Invoice',
    render: (row) => <InvoiceLink invoiceId={row.invoice_id} invoiceNo={row.invoice_no} />,
  },
  { key: 'client', header: 'Client', render: (row) => row.client_name },
  { key: 'insurer', header: 'Insurer', render: (row) => row.insurer },
  {
    key: 'mode',
    header: 'Mode',
    render: (row) => (row.other_description ? `${row.remittance_mode}: ${row.other_description}` : row.remittance_mode),
  },
  { key: 'bank', header: 'Bank', render: (row) => orDash(row.remittance_bank_name) },
  { key: 'cheque', header: 'Cheque no', render: (row) => orDash(row.remittance_cheque_number) },
  { key: 'receipts', header: 'Receipts', align: 'right', render: (row) => row.ModeOfRemittanceDocuments.length },
  { key: 'amount', sortable: 'amount', header: 'Amount', align: 'right', render: (row) => formatNairaText(row.amount) },
];

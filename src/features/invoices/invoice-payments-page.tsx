import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { fetchInvoicePayments, type Payment } from '../../api/invoices';
import { useServices } from '../../app/session/session-context';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useLoader } from '../../ui/use-loader';
import { day, naira, nonZeroNaira, orDash } from './amounts';
import { linkClass } from './form-parts';

const COLUMNS: PagedTableColumn<Payment>[] = [
  { key: 'date', header: 'Date', render: (payment) => day(payment.payment_date) },
  { key: 'amount', header: 'Amount', align: 'right', render: (payment) => naira(payment.amount) },
  { key: 'mode', header: 'Mode', render: (payment) => payment.mode_of_payment },
  { key: 'bank', header: 'Bank name', render: (payment) => orDash(payment.bank_name) },
  { key: 'cheque', header: 'Cheque number', render: (payment) => orDash(payment.cheque_number) },
  { key: 'commission', header: 'Commission captured', align: 'right', render: (payment) => nonZeroNaira(payment.commission) || '—' },
  { key: 'description', header: 'Description', render: (payment) => orDash(payment.description) },
  { key: 'ref', header: 'Ref no', render: (payment) => orDash(payment.ref_no) },
  { key: 'by', header: 'Recorded by', render: (payment) => orDash(payment.recorded_by) },
];

/** /invoice/:invoiceNo/payments: every payment received on an invoice, with the way back to it. */
export function InvoicePaymentsPage() {
  const { invoiceNo = '' } = useParams();
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchInvoicePayments(api, invoiceNo, signal), [api, invoiceNo]));
  usePageTitle(`Payments of ${invoiceNo}`);
  const invoice = state.status === 'ready' ? state.data.invoice : null;
  return (
    <div className="space-y-4">
      <PageHeader
        title={`Payments of ${invoice?.invoice_no ?? invoiceNo}`}
        actions={
          invoice && (
            <Link to={`/account/invoice/${encodeURIComponent(invoice.invoice_id)}`} className={linkClass}>
              Back to invoice {invoice.invoice_no}
            </Link>
          )
        }
      />
      {invoice && (
        <p className="text-sm text-slate-700">
          Paid {naira(invoice.amount_paid)} of {naira(invoice.amount)}
        </p>
      )}
      <PagedTable
        caption="Payments"
        columns={COLUMNS}
        rows={state.status === 'ready' ? state.data.payments : undefined}
        rowKey={(payment) => payment.payment_id}
        status={state.status === 'failed' ? 'error' : state.status}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage="No payment received yet"
        page={1}
        pages={1}
        total={state.status === 'ready' ? state.data.payments.length : undefined}
        onPageChange={() => {}}
      />
    </div>
  );
}

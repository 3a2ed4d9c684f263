import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { clientNameOf, displayStatus, type Invoice } from '../../../domain/invoices';
import { fetchInvoices, invoiceListQuery } from '../../api/invoices';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { day, naira } from './amounts';
import { buttonLinkClass, linkClass } from './form-parts';
import { InvoiceFilters, NO_FILTERS, type InvoiceFilterValues } from './invoice-filters';
import { InvoiceRowActions, type ListMode } from './invoice-row-actions';
import { ListInvoiceSession } from './list-invoice-session';

const columns = (choose: (invoice: Invoice, mode: ListMode) => void): PagedTableColumn<Invoice>[] => [
  {
    key: 'invoice_no',
    header: 'Invoice no',
    sortable: 'invoice_no',
    render: (invoice) => (
      <Link to={`/account/invoice/${encodeURIComponent(invoice.invoice_id)}`} className={linkClass}>
        {invoice.invoice_no}
      </Link>
    ),
  },
  { key: 'client', header: 'Client', sortable: 'client', wrap: true, render: (invoice) => clientNameOf(invoice) },
  {
    key: 'insurer',
    header: 'Insurer / product',
    wrap: true,
    render: (invoice) => (
      <>
        {invoice.InsuranceProduct.InsuranceProvider.name}
        <span className="block text-xs text-slate-500">{invoice.InsuranceProduct.product_name}</span>
      </>
    ),
  },
  { key: 'issued', header: 'Issue date', sortable: 'issue_date', render: (invoice) => day(invoice.invoice_issue_date) },
  { key: 'amount', header: 'Amount', sortable: 'amount', align: 'right', render: (invoice) => naira(invoice.amount) },
  { key: 'paid', header: 'Paid', align: 'right', render: (invoice) => naira(invoice.amount_paid) },
  { key: 'status', header: 'Status', sortable: 'status', wrap: true, render: (invoice) => displayStatus(invoice) },
  {
    key: 'actions',
    header: 'Actions',
    render: (invoice) => <InvoiceRowActions invoice={invoice} onChoose={(mode) => choose(invoice, mode)} />,
  },
];

/** /account/invoices: the brokerage's invoices, newest first, filtered and paged, each with the invoice modal's modes. */
export function InvoicesPage() {
  const { api } = useServices();
  const canCreate = useGrants().has('Create Invoice');
  const [filters, setFilters] = useState<InvoiceFilterValues>(NO_FILTERS);
  const view = useListView();
  const [chosen, setChosen] = useState<{ invoiceId: string; mode: ListMode; round: number } | null>(null);
  const { state: list, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchInvoices(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  const finished = useCallback(
    (changed: boolean) => {
      setChosen(null);
      if (changed) reload();
    },
    [reload],
  );

  return (
    <div className="space-y-4">
      <PageHeader
        title="Invoices"
        actions={
          <>
            <ListExportMenu list="invoices" query={invoiceListQuery({ ...filters, ...view.query })} />
            {canCreate && (
              <Link to="/account/new/invoice" className={buttonLinkClass}>
                New invoice
              </Link>
            )}
          </>
        }
      />
      <InvoiceFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption="Invoices"
        columns={columns((invoice, mode) => setChosen((last) => ({ invoiceId: invoice.invoice_id, mode, round: (last?.round ?? 0) + 1 })))}
        rows={list.status === 'ready' ? list.data.invoices : undefined}
        rowKey={(invoice) => invoice.invoice_id}
        status={list.status === 'failed' ? 'error' : list.status}
        error={list.status === 'failed' ? list.failure.message : undefined}
        emptyMessage="No invoices match"
        {...view.table}
        pages={list.status === 'ready' ? list.data.pages : 1}
        total={list.status === 'ready' ? list.data.total : undefined}
        totalIsEstimate={list.status === 'ready' && list.data.totalIsEstimate}
      />
      {chosen && (
        <ListInvoiceSession
          key={`${chosen.invoiceId}-${chosen.round}`}
          invoiceId={chosen.invoiceId}
          mode={chosen.mode}
          onFinished={finished}
        />
      )}
    </div>
  );
}

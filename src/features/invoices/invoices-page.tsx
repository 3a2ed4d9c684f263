import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clientNameOf, createPolicyRoute, displayStatus, type Invoice } from '../../../domain/invoices';
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
import { InvoiceRowActions, type ListChoice, type ListMode } from './invoice-row-actions';
import type { DocumentKind } from '../../../domain/invoices/documents';

// The invoice's lifecycle machine and its modals load when a row's action is first chosen, not with the list.
const ListInvoiceSession = lazy(() => import('./list-invoice-session').then((module) => ({ default: module.ListInvoiceSession })));
const TransactionsModal = lazy(() => import('./transactions-modal').then((module) => ({ default: module.TransactionsModal })));

const DOCUMENTS: Partial<Record<ListChoice, DocumentKind>> = {
  viewDebitNote: 'debitNote',
  viewCreditNote: 'creditNote',
  viewReceipt: 'receiptNote',
};
const detailsPath = (invoice: Invoice) => `/account/invoice/${encodeURIComponent(invoice.invoice_id)}`;

const columns = (choose: (invoice: Invoice, choice: ListChoice) => void): PagedTableColumn<Invoice>[] => [
  {
    key: 'invoice_no',
    header: 'Invoice no',
    sortable: 'invoice_no',
    render: (invoice) => (
      <Link to={detailsPath(invoice)} className={linkClass}>
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
    render: (invoice) => <InvoiceRowActions invoice={invoice} onChoose={(choice) => choose(invoice, choice)} />,
  },
];

/** /account/invoices: the brokerage's invoices, newest issue date first, filtered and paged, each with the invoice modal's modes. */
export function InvoicesPage() {
  const { api } = useServices();
  const canCreate = useGrants().has('Create Invoice');
  const [filters, setFilters] = useState<InvoiceFilterValues>(NO_FILTERS);
  const view = useListView();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ invoiceId: string; mode: ListMode; round: number } | null>(null);
  const [transactionsOf, setTransactionsOf] = useState<Invoice | null>(null);
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
  // The details page's entries: documents open in its preview, the rest where the details page takes them.
  const choose = (invoice: Invoice, choice: ListChoice) => {
    const document = DOCUMENTS[choice];
    if (document) return void navigate(`${detailsPath(invoice)}?preview=${document}`);
    if (choice === 'viewTransactions') return setTransactionsOf(invoice);
    if (choice === 'convertToPolicy') return void navigate(createPolicyRoute(invoice));
    setChosen((last) => ({ invoiceId: invoice.invoice_id, mode: choice as ListMode, round: (last?.round ?? 0) + 1 }));
  };

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
        columns={columns(choose)}
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
      <Suspense fallback={null}>
        {chosen && (
          <ListInvoiceSession
            key={`${chosen.invoiceId}-${chosen.round}`}
            invoiceId={chosen.invoiceId}
            mode={chosen.mode}
            onFinished={finished}
          />
        )}
        {transactionsOf && (
          <TransactionsModal
            invoiceId={transactionsOf.invoice_id}
            invoiceNo={transactionsOf.invoice_no}
            onClose={() => setTransactionsOf(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { counted } from '../../../domain/format/counted';
import { formatNairaText } from '../../../domain/money';
import { refundStatus, type Refund, type RefundTotals } from '../../../domain/policies';
import { fetchRefunds } from '../../api/refunds';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Fact } from '../../ui/fact';
import { linkClass } from '../../ui/link-styles';
import { SearchForm } from '../../ui/list-filters';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { notify } from '../../ui/toaster';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { PayRefundDialog } from './pay-refund-dialog';
import { dayInLagos, endorsementPath, policyPath } from './refund-format';
import { RefundStatusBadge } from './refund-status-badge';

const TITLE = 'Refunded Premium';

const sub = (text: string) => <span className="block text-xs text-slate-500">{text}</span>;

const COLUMNS: PagedTableColumn<Refund>[] = [
  {
    key: 'number',
    header: 'Refund no',
    render: (refund) => (
      <>
        {refund.refund_number}
        {sub(dayInLagos(refund.created_at))}
      </>
    ),
  },
  {
    key: 'policy',
    header: 'Policy',
    render: (refund) => (
      <Link to={policyPath(refund.policy_id)} className={linkClass}>
        {refund.policy_number}
      </Link>
    ),
  },
  {
    key: 'endorsement',
    header: 'Endorsement',
    render: (refund) => (
      <>
        <Link to={endorsementPath(refund.endorsement_id)} className={linkClass}>
          {refund.endorsement_number}
        </Link>
        {sub(refund.reason)}
      </>
    ),
  },
  { key: 'client', header: 'Client', wrap: true, render: (refund) => refund.client_name },
  { key: 'insurer', header: 'Insurer', wrap: true, render: (refund) => refund.insurance_provider_name },
  { key: 'amount', header: 'Amount', align: 'right', render: (refund) => formatNairaText(refund.amount) },
  { key: 'commission', header: 'Commission reversed', align: 'right', render: (refund) => formatNairaText(refund.commission_reversed) },
  { key: 'vat', header: 'VAT reversed', align: 'right', render: (refund) => formatNairaText(refund.vat_reversed) },
  { key: 'share', header: 'Insurer share', align: 'right', render: (refund) => formatNairaText(refund.insurer_share) },
  { key: 'received', header: 'Received', align: 'right', render: (refund) => formatNairaText(refund.insurer_received) },
  { key: 'status', header: 'Status', render: (refund) => <RefundStatusBadge status={refundStatus(refund)} /> },
  {
    key: 'paid',
    header: 'Paid',
    render: (refund) =>
      refund.paid_at ? (
        <>
          {dayInLagos(refund.paid_at)}
          {sub([refund.mode_of_payment, refund.paid_by?.name].filter(Boolean).join(' · '))}
        </>
      ) : (
        '—'
      ),
  },
];

/** The totals over every refund the search keeps, not just this page. */
function Totals({ totals, count }: { totals: RefundTotals; count: number }) {
  return (
    <section aria-label="Totals" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">Over the {counted(count, 'refunds')} listed, on every page</p>
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Fact term="Returned premium">{formatNairaText(totals.amount)}</Fact>
        <Fact term="Commission reversed">{formatNairaText(totals.commission_reversed)}</Fact>
        <Fact term="VAT reversed">{formatNairaText(totals.vat_reversed)}</Fact>
        <Fact term="Insurer share">{formatNairaText(totals.insurer_share)}</Fact>
        <Fact term="Paid to clients">{formatNairaText(totals.paid)}</Fact>
      </dl>
    </section>
  );
}

/** /policies/allRefund: the premium returned on cancellations and return-premium endorsements, newest first, by words, paged. */
export function RefundsPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('View Policies')) return <NotAllowed title={TITLE} permission="View Policies" />;
  return <Refunds mayPay={grants.has('Manage Refunds')} />;
}

function Refunds({ mayPay }: { mayPay: boolean }) {
  const { api } = useServices();
  const [search, setSearch] = useState('');
  const view = useListView();
  const [paying, setPaying] = useState<Refund | null>(null);
  const {
    state: list,
    reload,
    replace,
  } = useLoader(useCallback((signal: AbortSignal) => fetchRefunds(api, { search, ...view.query }, signal), [api, search, view.query]));

  const paid = (refund: Refund) => {
    setPaying(null);
    replace((current) => ({ ...current, rows: current.rows.map((row) => (row.refund_id === refund.refund_id ? refund : row)) }));
    notify.success(`Refund ${refund.refund_number} is paid to ${refund.client_name}`);
    // The row shows the answer at once; the totals over every page come with the list read again.
    reload();
  };

  const columns: PagedTableColumn<Refund>[] = mayPay
    ? [
        ...COLUMNS,
        {
          key: 'pay',
          header: 'Action',
          render: (refund) =>
            refundStatus(refund) === 'due to client' && (
              <Button variant="secondary" aria-label={`Pay client ${refund.refund_number}`} onClick={() => setPaying(refund)}>
                Pay client
              </Button>
            ),
        },
      ]
    : COLUMNS;

  return (
    <div className="space-y-4">
      <PageHeader title={TITLE} />
      <SearchForm
        label="Search refunds"
        placeholder="Refund, policy or endorsement number, client or insurer"
        onSearch={(words) => {
          setSearch(words);
          view.toFirstPage();
        }}
      />
      {list.status === 'ready' && <Totals totals={list.data.totals} count={list.data.total} />}
      <PagedTable
        caption="Refunds"
        columns={columns}
        rowKey={(refund) => refund.refund_id}
        emptyMessage={search ? 'No refund matches' : 'No premium has been returned yet'}
        {...view.table}
        onRetry={reload}
        {...loadedPage(list)}
      />
      {paying && <PayRefundDialog refund={paying} onPaid={paid} onClose={() => setPaying(null)} />}
    </div>
  );
}

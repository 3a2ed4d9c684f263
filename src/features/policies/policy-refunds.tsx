import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { refundStatus, type Refund } from '../../../domain/policies';
import { fetchRefunds } from '../../api/refunds';
import { useServices } from '../../app/session/session-context';
import { linkClass } from '../../ui/link-styles';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { endorsementPath } from './policy-endorsements';
import { moment } from './policy-format';
import { statusLabel } from './policy-status-badge';

const COLUMNS: PagedTableColumn<Refund>[] = [
  { key: 'number', header: 'Refund no', render: (refund) => refund.refund_number },
  {
    key: 'endorsement',
    header: 'Endorsement',
    render: (refund) => (
      <Link to={endorsementPath(refund.endorsement_id)} className={linkClass}>
        {refund.endorsement_number}
      </Link>
    ),
  },
  { key: 'amount', header: 'Returned premium', align: 'right', render: (refund) => formatNairaText(refund.amount) },
  {
    key: 'insurer',
    header: 'Insurer’s share back',
    align: 'right',
    render: (refund) => `${formatNairaText(refund.insurer_received)} of ${formatNairaText(refund.insurer_share)}`,
  },
  { key: 'status', header: 'Status', render: (refund) => statusLabel(refundStatus(refund)) },
  {
    key: 'paid',
    header: 'Paid to client',
    render: (refund) => (refund.paid_at ? `${moment(refund.paid_at)}${refund.mode_of_payment ? ` · ${refund.mode_of_payment}` : ''}` : '—'),
  },
];

/** The premium returned on the policy's cancellation or return-premium endorsements, and where each refund stands. */
export function PolicyRefunds({ policyId }: { policyId: string }) {
  const { api } = useServices();
  const view = useListView(10);
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchRefunds(api, { policyId, ...view.query }, signal), [api, policyId, view.query]),
  );
  return (
    <section aria-labelledby="policy-refunds" className="space-y-3">
      <h2 id="policy-refunds" className="text-base font-semibold text-slate-900">
        Refunds
      </h2>
      <PagedTable
        caption="Refunds"
        columns={COLUMNS}
        rowKey={(refund) => refund.refund_id}
        emptyMessage="No premium has been returned on this policy"
        {...view.table}
        onRetry={reload}
        {...loadedPage(state)}
      />
    </section>
  );
}

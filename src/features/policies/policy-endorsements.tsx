import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { ENDORSEMENT_KIND_LABELS, type Endorsement } from '../../../domain/policies';
import { fetchEndorsements } from '../../api/endorsements';
import { useServices } from '../../app/session/session-context';
import { linkClass, secondaryLinkClass } from '../../ui/link-styles';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { statusLabel } from './policy-status-badge';

export const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;
export const registerEndorsementPath = (policyId: string) => `/policy/endorsement/register?policyId=${encodeURIComponent(policyId)}`;

const kindLabel = (kind: string) => (ENDORSEMENT_KIND_LABELS as Record<string, string>)[kind] ?? statusLabel(kind);

/** The pro-rata premium of the change: billed more, returned, or none. */
function adjustment(endorsement: Endorsement) {
  if (endorsement.premium_adjustment_kind === 'additional') return `Additional ${formatNairaText(endorsement.premium_adjustment)}`;
  if (endorsement.premium_adjustment_kind === 'return') return `Return ${formatNairaText(endorsement.premium_adjustment)}`;
  return 'No change';
}

const COLUMNS: PagedTableColumn<Endorsement>[] = [
  {
    key: 'number',
    header: 'Endorsement no',
    render: (endorsement) => (
      <Link to={endorsementPath(endorsement.endorsement_id)} className={linkClass}>
        {endorsement.endorsement_number}
      </Link>
    ),
  },
  { key: 'kind', header: 'Change', wrap: true, render: (endorsement) => kindLabel(endorsement.kind) },
  { key: 'status', header: 'Status', render: (endorsement) => statusLabel(endorsement.status) },
  { key: 'effective', header: 'Effective', render: (endorsement) => endorsement.effective_date },
  { key: 'premium', header: 'Premium adjustment', align: 'right', render: adjustment },
];

/**
 * The policy's endorsements, newest first, each linking to its own page; a holder of 'Manage
 * Endorsements' looking at a policy on cover may register another.
 */
export function PolicyEndorsements({ policyId, mayEndorse }: { policyId: string; mayEndorse: boolean }) {
  const { api } = useServices();
  const view = useListView(10);
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchEndorsements(api, { policyId, ...view.query }, signal), [api, policyId, view.query]),
  );
  return (
    <section aria-labelledby="policy-endorsements" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="policy-endorsements" className="text-base font-semibold text-slate-900">
          Endorsements
        </h2>
        {mayEndorse && (
          <Link to={registerEndorsementPath(policyId)} className={secondaryLinkClass}>
            Register endorsement
          </Link>
        )}
      </div>
      <PagedTable
        caption="Endorsements"
        columns={COLUMNS}
        rowKey={(endorsement) => endorsement.endorsement_id}
        emptyMessage="No endorsement has been registered on this policy"
        {...view.table}
        onRetry={reload}
        {...loadedPage(state)}
      />
    </section>
  );
}

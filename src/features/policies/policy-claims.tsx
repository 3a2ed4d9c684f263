import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { takesClaims } from '../../../domain/policies/claimable';
import { fetchClaims } from '../../api/claims';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { ClaimStatusBadge } from '../../ui/claims-status-badge';
import { linkClass, secondaryLinkClass } from '../../ui/link-styles';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import type { Claim } from '../../../domain/claims';
import type { Policy } from '../../../domain/policies';

const claimPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;
export const registerClaimPath = (policyId: string) => `/claims/create?policyId=${encodeURIComponent(policyId)}`;

const COLUMNS: PagedTableColumn<Claim>[] = [
  {
    key: 'number',
    header: 'Claim no',
    render: (claim) => (
      <Link to={claimPath(claim.claim_id)} className={linkClass}>
        {claim.claim_number}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', render: (claim) => <ClaimStatusBadge status={claim.status} /> },
  { key: 'loss', header: 'Date of loss', render: (claim) => claim.loss_date },
  { key: 'estimate', header: 'Estimated loss', align: 'right', render: (claim) => formatNairaText(claim.estimated_loss) },
];

/**
 * The policy's claims (for holders of 'View Claims'), newest first, each linking to its own page; a
 * holder of 'Register Claim' looking at a policy that is or was on cover may register another.
 */
export function PolicyClaims({ policy }: { policy: Pick<Policy, 'policy_id' | 'status'> }) {
  const grants = useGrants();
  if (!grants.has('View Claims')) return null;
  return <ClaimList policyId={policy.policy_id} mayRegister={takesClaims(policy.status) && grants.has('Register Claim')} />;
}

function ClaimList({ policyId, mayRegister }: { policyId: string; mayRegister: boolean }) {
  const { api } = useServices();
  const view = useListView(10);
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchClaims(api, { policyId, ...view.query }, signal), [api, policyId, view.query]),
  );
  return (
    <section aria-labelledby="policy-claims" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="policy-claims" className="text-base font-semibold text-slate-900">
          Claims
        </h2>
        {mayRegister && (
          <Link to={registerClaimPath(policyId)} className={secondaryLinkClass}>
            Register claim
          </Link>
        )}
      </div>
      <PagedTable
        caption="Claims on the policy"
        columns={COLUMNS}
        rowKey={(claim) => claim.claim_id}
        emptyMessage="No claim has been registered on this policy"
        {...view.table}
        onRetry={reload}
        {...loadedPage(state)}
      />
    </section>
  );
}

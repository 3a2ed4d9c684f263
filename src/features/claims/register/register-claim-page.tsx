import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { policyNotOnCoverRefusal } from '../../../../domain/claims';
import { takesClaims } from '../../../../domain/policies/claimable';
import { fetchPolicy } from '../../../api/policies';
import { policyPath } from '../../../app/record-paths';
import { useServices } from '../../../app/session/session-context';
import { useGrants } from '../../../app/use-grants';
import { linkClass } from '../../../ui/link-styles';
import { LoadedSlot } from '../../../ui/loaded-slot';
import { Loading } from '../../../ui/loading';
import { NotAllowed } from '../../../ui/not-allowed';
import { PageHeader } from '../../../ui/page-header';
import { useLoader } from '../../../ui/use-loader';
import { CLAIMS_PATH, REGISTER_CLAIM_PATH } from '../claims-format';
import { RegisterClaimForm } from './register-claim-form';

const TITLE = 'Register Claim';

/**
 * /claims/create: a loss registered on one of the brokerage's policies, for holders of 'Register
 * Claim'; ?policyId={id} starts from that policy (the policy page's "Register claim").
 */
export function RegisterClaimPage() {
  const grants = useGrants();
  const policyId = useSearchParams()[0].get('policyId');
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Register Claim')) return <NotAllowed title={TITLE} permission="Register Claim" />;
  if (!policyId) return <RegisterClaimForm title={TITLE} start={null} cancelTo={CLAIMS_PATH} />;
  return <FromPolicy key={policyId} policyId={policyId} />;
}

/** The policy named in the address, once read: on cover, expired or renewed, the form starts from it; otherwise why it takes no claim. */
function FromPolicy({ policyId }: { policyId: string }) {
  const { api } = useServices();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchPolicy(api, policyId, signal), [api, policyId]));
  const back = policyPath(policyId);
  if (state.status === 'ready' && takesClaims(state.data.status))
    return (
      <RegisterClaimForm
        title={TITLE}
        start={state.data}
        cancelTo={back}
        source={
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            A loss on{' '}
            <Link to={back} className={linkClass}>
              {state.data.policy_number}
            </Link>
            , covered from {state.data.start_date} to {state.data.end_date}
          </p>
        }
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={TITLE} />
      <LoadedSlot state={state} what="policy" onRetry={reload}>
        {(policy) => (
          <>
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {policyNotOnCoverRefusal(policy.status)}.
            </p>
            <div className="flex flex-wrap gap-4">
              <Link to={back} className={linkClass}>
                Back to policy {policy.policy_number}
              </Link>
              <Link to={REGISTER_CLAIM_PATH} className={linkClass}>
                Choose another policy
              </Link>
            </div>
          </>
        )}
      </LoadedSlot>
    </div>
  );
}

import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ONLY_ACTIVE_POLICIES } from '../../../../domain/policies';
import { fetchPolicy } from '../../../api/policies';
import { useServices } from '../../../app/session/session-context';
import { useGrants } from '../../../app/use-grants';
import { linkClass } from '../../../ui/link-styles';
import { LoadedSlot } from '../../../ui/loaded-slot';
import { Loading } from '../../../ui/loading';
import { NotAllowed } from '../../../ui/not-allowed';
import { PageHeader } from '../../../ui/page-header';
import { useLoader } from '../../../ui/use-loader';
import { EndorsementEditor } from './endorsement-editor';

const TITLE = 'Register Endorsement';
const ENDORSEMENTS = '/policy/endorsement';

const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;

/**
 * /policy/endorsement/register: a change to a policy on cover, for holders of 'Manage Endorsements';
 * ?policyId={id} starts from that policy (the policy page's "Register endorsement").
 */
export function RegisterEndorsementPage() {
  const grants = useGrants();
  const policyId = useSearchParams()[0].get('policyId');
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Manage Endorsements')) return <NotAllowed title={TITLE} permission="Manage Endorsements" />;
  if (!policyId) return <EndorsementEditor title={TITLE} start={null} cancelTo={ENDORSEMENTS} />;
  return <FromPolicy key={policyId} policyId={policyId} />;
}

/** The policy named in the address, once read: on cover, the form starts from it; otherwise why it takes no endorsement. */
function FromPolicy({ policyId }: { policyId: string }) {
  const { api } = useServices();
  const { state, reload } = useLoader(useCallback((signal: AbortSignal) => fetchPolicy(api, policyId, signal), [api, policyId]));
  const back = policyPath(policyId);
  if (state.status === 'ready' && state.data.status === 'active')
    return (
      <EndorsementEditor
        title={TITLE}
        start={state.data}
        cancelTo={back}
        source={
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            A change to{' '}
            <Link to={back} className={linkClass}>
              {state.data.policy_number}
            </Link>
            , on cover from {state.data.start_date} to {state.data.end_date}
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
              {ONLY_ACTIVE_POLICIES}: policy {policy.policy_number} is {policy.status}.
            </p>
            <div className="flex flex-wrap gap-4">
              <Link to={back} className={linkClass}>
                Back to policy {policy.policy_number}
              </Link>
              <Link to="/policy/endorsement/register" className={linkClass}>
                Choose a policy on cover
              </Link>
            </div>
          </>
        )}
      </LoadedSlot>
    </div>
  );
}

import { Link } from 'react-router';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { RecordHistory } from '../../ui/record-history';
import { ReloadNotice } from '../../ui/reload-notice';
import { PolicyActions } from './policy-actions';
import { PolicyClaims } from './policy-claims';
import { PolicyDialogs } from './policy-dialogs';
import { PolicyDocuments } from './policy-documents';
import { PolicyEndorsements } from './policy-endorsements';
import { PolicyFacts, PolicyLinks } from './policy-facts';
import { PolicyItems, PolicyShares } from './policy-items';
import { PolicyPrints } from './policy-prints';
import { PolicyRefunds } from './policy-refunds';
import { PolicyStatusBadge } from './policy-status-badge';
import { PolicyTracker } from './policy-tracker';
import type { PolicyLifecycleState } from './use-policy-lifecycle';

/** No policy yet: loading, not found (404), or a failure to try again. */
function Unloaded({ state }: { state: PolicyLifecycleState }) {
  const { slot, failure } = state;
  if (slot === 'loadFailed' && failure?.status === 404)
    return (
      <div className="space-y-4">
        <PageHeader title="Policy not found" />
        <p className="text-sm text-slate-700">No policy of this brokerage has this address. It may have been mistyped.</p>
        <Link to="/policies" className="font-medium text-brand-700 hover:underline">
          Back to policies
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <PageHeader title="Policy" />
      {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={state.retry} /> : <Loading label="Loading policy" />}
    </div>
  );
}

/**
 * /policies/{id}: one policy. The header with its number, status and the insurer's number; what may
 * be done now; the cover, its billing and origin, placement and the credit note, items and shares,
 * its endorsements, refunds and claims, documents and prints, and its history. One slot per state of the policy lifecycle machine.
 */
export function PolicyDetailsView({ state }: { state: PolicyLifecycleState }) {
  const { policy } = state;
  if (!policy) return <Unloaded state={state} />;
  return (
    <div className="space-y-5" aria-busy={state.busy || undefined}>
      <div>
        <PageHeader title={`Policy ${policy.policy_number}`} actions={<PolicyStatusBadge status={policy.status} name="Policy status" />} />
        <p className="text-sm text-slate-600">
          Insurer’s policy number <span className="font-medium text-slate-900">{policy.insurer_policy_number ?? 'not recorded yet'}</span>
        </p>
      </div>
      <ReloadNotice what="policy" reloading={state.reloading} failed={state.reloadFailed} failure={state.failure} onRetry={state.retry} />
      <PolicyActions state={state} />
      <PolicyFacts policy={policy} />
      <PolicyLinks policy={policy} />
      <PolicyTracker policy={policy} />
      <PolicyItems policy={policy} />
      <PolicyShares policy={policy} />
      <PolicyEndorsements policyId={policy.policy_id} mayEndorse={state.mayEndorse} />
      <PolicyRefunds policyId={policy.policy_id} />
      <PolicyClaims policy={policy} />
      <PolicyDocuments state={state} />
      <PolicyPrints policyId={policy.policy_id} policyNumber={policy.policy_number} />
      <RecordHistory history={policy.history} />
      <PolicyDialogs state={state} />
    </div>
  );
}

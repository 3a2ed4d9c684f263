import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { ClaimStatusBadge } from '../../ui/claims-status-badge';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { RecordHistory } from '../../ui/record-history';
import { ClaimActions } from './claim-actions';
import { ClaimChecklist } from './claim-checklist';
import { ClaimComments } from './claim-comments';
import { ClaimDialogs } from './claim-dialogs';
import { ClaimDocuments } from './claim-documents';
import { ClaimSettlement, ClaimStages } from './claim-settlement';
import { ClaimAge, ClaimSummary } from './claim-summary';
import { CLAIMS_PATH } from './claims-format';
import type { ClaimState } from './use-claim';

/** No claim yet: loading, not found (404), or a failure to try again. */
function Unloaded({ state }: { state: ClaimState }) {
  const { slot, failure } = state;
  if (slot === 'loadFailed' && failure?.status === 404)
    return (
      <div className="space-y-4">
        <PageHeader title="Claim not found" />
        <p className="text-sm text-slate-700">No claim of this brokerage has this address. It may have been mistyped.</p>
        <Link to={CLAIMS_PATH} className="font-medium text-brand-700 hover:underline">
          Back to claims
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <PageHeader title="Claim" />
      {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={state.retry} /> : <Loading label="Loading claim" />}
    </div>
  );
}

/** Someone else changed the claim: it is read again quietly, or why it could not be. */
function LiveNotice({ state }: { state: ClaimState }) {
  if (state.refreshing) return <p className="text-xs text-slate-500">Reading the latest changes to this claim…</p>;
  if (!state.stale) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
      This claim changed elsewhere but could not be read again ({state.stale.message}); what is shown may be behind.
      <Button variant="secondary" onClick={state.reload}>
        Read again
      </Button>
    </div>
  );
}

/**
 * /claims/{claimId}: one claim. Its number, status and the moves allowed now; its age; the loss,
 * the checklist and documents, the settlement and how long each stage took, its history and
 * comments. One slot per state of the claims machine.
 */
export function ClaimView({ state }: { state: ClaimState }) {
  const { claim } = state;
  if (!claim) return <Unloaded state={state} />;
  return (
    <div className="space-y-5" aria-busy={state.busy || undefined}>
      <PageHeader title={`Claim ${claim.claim_number}`} actions={<ClaimStatusBadge status={claim.status} name="Claim status" />} />
      <ClaimActions state={state} />
      <LiveNotice state={state} />
      <ClaimAge claim={claim} />
      <ClaimSummary claim={claim} />
      <div className="grid gap-5 lg:grid-cols-2">
        <ClaimChecklist state={state} />
        <ClaimDocuments state={state} />
      </div>
      <ClaimSettlement claim={claim} />
      <ClaimStages claim={claim} />
      <RecordHistory history={claim.history} />
      <ClaimComments state={state} />
      <ClaimDialogs state={state} />
    </div>
  );
}

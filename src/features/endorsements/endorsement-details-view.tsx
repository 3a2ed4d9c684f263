import { Link } from 'react-router';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { RecordHistory } from '../../ui/record-history';
import { ReloadNotice } from '../../ui/reload-notice';
import { EndorsementActions, PremiumAwaited } from './endorsement-actions';
import { EndorsementDialogs } from './endorsement-dialogs';
import { EndorsementDocuments } from './endorsement-documents';
import { EndorsementChange, EndorsementFacts, EndorsementItems, EndorsementPremium } from './endorsement-facts';
import { EndorsementStatusBadge } from './endorsement-status-badge';
import type { EndorsementLifecycleState } from './use-endorsement-lifecycle';

/** No endorsement yet: loading, not found (404), or a failure to try again. */
function Unloaded({ state }: { state: EndorsementLifecycleState }) {
  const { slot, failure } = state;
  if (slot === 'loadFailed' && failure?.status === 404)
    return (
      <div className="space-y-4">
        <PageHeader title="Endorsement not found" />
        <p className="text-sm text-slate-700">No endorsement of this brokerage has this address. It may have been mistyped.</p>
        <Link to="/policy/endorsement" className="font-medium text-brand-700 hover:underline">
          Back to endorsements
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <PageHeader title="Endorsement" />
      {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={state.retry} /> : <Loading label="Loading endorsement" />}
    </div>
  );
}

/**
 * /policy/endorsement/{endorsementId}: one endorsement. The header with its number, status and
 * Actions menu; why it waits for its premium; the change and its policy, the terms before and
 * after, its pro-rata premium and invoice, the items and covers after it, its documents and its
 * history. One slot per state of the endorsement lifecycle machine.
 */
export function EndorsementDetailsView({ state }: { state: EndorsementLifecycleState }) {
  const { endorsement } = state;
  if (!endorsement) return <Unloaded state={state} />;
  return (
    <div className="space-y-5" aria-busy={state.busy || undefined}>
      <PageHeader
        title={`Endorsement ${endorsement.endorsement_number}`}
        actions={
          <>
            <EndorsementStatusBadge status={endorsement.status} name="Endorsement status" />
            <EndorsementActions state={state} />
          </>
        }
      />
      <ReloadNotice
        what="endorsement"
        reloading={state.reloading}
        failed={state.reloadFailed}
        failure={state.failure}
        onRetry={state.retry}
      />
      <PremiumAwaited state={state} />
      <EndorsementFacts endorsement={endorsement} />
      <div className="grid gap-4 lg:grid-cols-2">
        <EndorsementChange endorsement={endorsement} />
        <EndorsementPremium endorsement={endorsement} />
      </div>
      <EndorsementItems endorsement={endorsement} />
      <EndorsementDocuments state={state} />
      <RecordHistory history={endorsement.history} />
      <EndorsementDialogs state={state} />
    </div>
  );
}

import { useParams } from 'react-router';
import { todayInLagos } from '../../../domain/today';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { announcement } from './claim-announcement';
import { ClaimView } from './claim-view';
import { useClaimActor, useClaimOf } from './use-claim';
import { useLiveClaimEvents } from './use-live-claim-events';
import type { ClaimViewer } from '../../../machines/claims/claims.types';

/** /claims/:claimId: one claim, progressed by a holder of 'Update Claim'. */
export function ClaimPage() {
  const { claimId = '' } = useParams();
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading claim" />;
  if (!grants.has('View Claims')) return <NotAllowed title="Claim" permission="View Claims" />;
  const viewer: ClaimViewer = { mayUpdate: grants.has('Update Claim'), mayContribute: grants.has('Register Claim') };
  // Another claim, or other grants, is another machine: nothing of this one's state carries over.
  return <ClaimScreen key={`${claimId}:${viewer.mayUpdate}:${viewer.mayContribute}`} claimId={claimId} viewer={viewer} />;
}

function ClaimScreen({ claimId, viewer }: { claimId: string; viewer: ClaimViewer }) {
  const actor = useClaimActor({ claimId, viewer, today: todayInLagos() }, (claim, said) => notify.success(announcement(claim, said)));
  useLiveClaimEvents(actor, claimId);
  const state = useClaimOf(actor);
  usePageTitle(state.claim?.claim_number ?? null);
  return <ClaimView state={state} />;
}

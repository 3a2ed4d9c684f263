import { useParams } from 'react-router';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { announcement } from './endorsement-announcement';
import { EndorsementDetailsView } from './endorsement-details-view';
import { useEndorsementLifecycleActor, useEndorsementLifecycleOf } from './use-endorsement-lifecycle';
import type { EndorsementViewer } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.types';

/** /policy/endorsement/:endorsementId: one endorsement, decided and applied by a holder of 'Manage Endorsements'. */
export function EndorsementPage() {
  const { endorsementId = '' } = useParams();
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading endorsement" />;
  if (!grants.has('View Policies')) return <NotAllowed title="Endorsement" permission="View Policies" />;
  const viewer: EndorsementViewer = { mayManage: grants.has('Manage Endorsements') };
  // Another endorsement, or other grants, is another machine: nothing of this one's state carries over.
  return <EndorsementScreen key={`${endorsementId}:${viewer.mayManage}`} endorsementId={endorsementId} viewer={viewer} />;
}

function EndorsementScreen({ endorsementId, viewer }: { endorsementId: string; viewer: EndorsementViewer }) {
  const actor = useEndorsementLifecycleActor({ endorsementId, viewer }, (endorsement, move) =>
    notify.success(announcement(endorsement, move)),
  );
  const state = useEndorsementLifecycleOf(actor);
  usePageTitle(state.endorsement?.endorsement_number ?? null);
  return <EndorsementDetailsView state={state} />;
}

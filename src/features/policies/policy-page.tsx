import { useParams } from 'react-router';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { announcement } from './policy-announcement';
import { PolicyDetailsView } from './policy-details-view';
import { usePolicyLifecycleActor, usePolicyLifecycleOf } from './use-policy-lifecycle';
import type { PolicyViewer } from '../../../machines/policy-lifecycle/policy-lifecycle.types';

/** /policies/:id: one policy, moved through its life by a person who holds the permissions for it. */
export function PolicyPage() {
  const { id = '' } = useParams();
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading policy" />;
  if (!grants.has('View Policies')) return <NotAllowed title="Policy" permission="View Policies" />;
  const mayUpdate = grants.has('Update Policy');
  const viewer: PolicyViewer = {
    mayUpdate,
    maySend: grants.has('Send Documents'),
    mayBill: grants.has('Create Invoice'),
    mayPropose: grants.has('Create Policy'),
    mayEndorse: grants.has('Manage Endorsements'),
  };
  // Another policy, or other grants, is another machine: nothing of this one's state carries over.
  return <PolicyScreen key={`${id}:${JSON.stringify(viewer)}`} policyId={id} viewer={viewer} />;
}

function PolicyScreen({ policyId, viewer }: { policyId: string; viewer: PolicyViewer }) {
  const actor = usePolicyLifecycleActor({ policyId, viewer }, (policy, move) => notify.success(announcement(policy, move)));
  const state = usePolicyLifecycleOf(actor);
  usePageTitle(state.policy?.policy_number ?? null);
  return <PolicyDetailsView state={state} />;
}

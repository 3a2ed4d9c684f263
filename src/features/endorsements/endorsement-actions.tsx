import { DropdownMenu, type DropdownMenuItem } from '../../ui/dropdown-menu';
import type { EndorsementLifecycleState } from './use-endorsement-lifecycle';

/**
 * The Actions menu: each move offered only to a holder of 'Manage Endorsements', from a status the
 * domain allows it from (the machine's guards); View document to anyone who may read the endorsement.
 * Apply to policy stays offered while the additional premium is awaited: the machine then says why
 * it may not be applied yet, without asking the server.
 */
export function EndorsementActions({ state }: { state: EndorsementLifecycleState }) {
  const { offers } = state;
  const entries: [offered: boolean, item: DropdownMenuItem][] = [
    [offers['endorsement.approve'], { label: 'Approve', onSelect: state.approve }],
    [offers['endorsement.reject'], { label: 'Reject', onSelect: state.reject, danger: true }],
    [offers['endorsement.apply'], { label: 'Apply to policy', onSelect: state.apply }],
    [offers['endorsement.upload'], { label: 'Upload document', onSelect: state.upload }],
    [offers['endorsement.viewDocument'], { label: 'View document', onSelect: state.viewDocument }],
  ];
  const items = entries.filter(([offered]) => offered).map(([, item]) => item);
  if (items.length === 0) return null;
  return <DropdownMenu label="Actions" items={items} disabled={state.busy} />;
}

/** "No Premium, No Cover": why an approved change waits, for whoever reads the page. */
export function PremiumAwaited({ state }: { state: EndorsementLifecycleState }) {
  if (!state.awaitsPremium || !state.applyBlock) return null;
  return (
    <p
      role="note"
      aria-label="Awaiting premium"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {state.applyBlock}. It is applied to the policy once the invoice is paid.
    </p>
  );
}

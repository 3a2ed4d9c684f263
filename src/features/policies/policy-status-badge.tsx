import { StatusBadge, type BadgeTone } from '../../ui/status-badge';
import type { PolicyStatus } from '../../../domain/policies';

// A policy's status as a coloured badge, in lists and on the policy's own page.

const TONES: Record<PolicyStatus, BadgeTone> = {
  proposal: 'amber',
  placed: 'blue',
  active: 'green',
  expired: 'grey',
  renewed: 'green',
  lapsed: 'red',
  cancelled: 'red',
};

export { statusLabel } from '../../ui/status-badge';

/** A policy's status as a coloured badge; `name` makes it the page's own status, found by that name. */
export function PolicyStatusBadge({ status, name }: { status: string; name?: string }) {
  return <StatusBadge status={status} tone={(TONES as Record<string, BadgeTone>)[status] ?? 'grey'} name={name} />;
}

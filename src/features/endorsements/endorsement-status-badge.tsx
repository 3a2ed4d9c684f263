import { StatusBadge, type BadgeTone } from '../../ui/status-badge';
import type { EndorsementStatus } from '../../../domain/policies';

// An endorsement's status as a coloured badge, in the list and on its own page.

const TONES: Record<EndorsementStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'blue',
  applied: 'green',
  rejected: 'red',
};

/** `name` makes it the page's own status, found by that name. */
export function EndorsementStatusBadge({ status, name }: { status: string; name?: string }) {
  return <StatusBadge status={status} tone={(TONES as Record<string, BadgeTone>)[status] ?? 'grey'} name={name} />;
}

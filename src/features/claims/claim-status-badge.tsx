import { StatusBadge, type BadgeTone } from '../../ui/status-badge';
import { claimStatusLabel } from './claim-moves';
import type { ClaimStatus } from '../../../domain/claims';

// A claim's status as a coloured badge: waiting on the brokerage or the client amber, with the
// insurer blue, paid green, refused or dropped red, done grey.

const TONES: Record<ClaimStatus, BadgeTone> = {
  registered: 'amber',
  documents_pending: 'amber',
  submitted: 'blue',
  under_adjustment: 'blue',
  offer_received: 'amber',
  offer_accepted: 'blue',
  offer_disputed: 'amber',
  discharge_signed: 'blue',
  payment_received: 'amber',
  settled: 'green',
  closed: 'grey',
  declined: 'red',
  withdrawn: 'red',
};

/** `name` makes it the page's own status, found by that name. */
export function ClaimStatusBadge({ status, name }: { status: string; name?: string }) {
  return <StatusBadge status={claimStatusLabel(status)} tone={(TONES as Record<string, BadgeTone>)[status] ?? 'grey'} name={name} />;
}

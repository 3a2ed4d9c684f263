import { CLAIM_STATUS_LABELS, type ClaimStatus } from '../../domain/claims';
import { StatusBadge, type BadgeTone } from './status-badge';

// A claim's status as a coloured badge, in the claim lists of every screen that shows claims.

const TONES: Record<ClaimStatus, BadgeTone> = {
  registered: 'grey',
  documents_pending: 'amber',
  submitted: 'blue',
  under_adjustment: 'blue',
  offer_received: 'blue',
  offer_accepted: 'blue',
  offer_disputed: 'amber',
  discharge_signed: 'blue',
  payment_received: 'green',
  settled: 'green',
  closed: 'grey',
  declined: 'red',
  withdrawn: 'grey',
};

export const claimStatusLabel = (status: string) => (CLAIM_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** `name` makes it the page's own status, found by that name. */
export function ClaimStatusBadge({ status, name }: { status: string; name?: string }) {
  return <StatusBadge status={claimStatusLabel(status)} tone={(TONES as Record<string, BadgeTone>)[status] ?? 'grey'} name={name} />;
}

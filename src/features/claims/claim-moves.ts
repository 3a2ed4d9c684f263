import { type ClaimStatus } from '../../../domain/claims';

// Each move as a broker says it, on its button and as its dialog's title.

const MOVE_LABELS: Record<ClaimStatus, string> = {
  registered: 'Register',
  documents_pending: 'Request documents',
  submitted: 'Submit to insurer',
  under_adjustment: 'Appoint loss adjuster',
  offer_received: 'Record offer',
  offer_accepted: 'Accept offer',
  offer_disputed: 'Dispute offer',
  discharge_signed: 'Discharge voucher signed',
  payment_received: 'Settlement received',
  settled: 'Pay client',
  closed: 'Close',
  declined: 'Decline',
  withdrawn: 'Withdraw',
};

/** The button of a move from `from` to `to`: a settlement from a signed voucher was paid by the insurer itself. */
export const moveLabel = (from: string, to: ClaimStatus) =>
  to === 'settled' && from === 'discharge_signed' ? 'Settled directly by insurer' : MOVE_LABELS[to];

/** Moves that end the claim's work, shown as such. */
export const isEndingMove = (to: ClaimStatus) => to === 'declined' || to === 'withdrawn';

/** The status as the broker reads it; one the domain does not name as the server wrote it. */
export { claimStatusLabel } from '../../ui/claims-status-badge';

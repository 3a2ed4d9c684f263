// A claim's life (issue 17): registered, its documents gathered, submitted to the insurer, adjusted,
// an offer made and accepted (or disputed), the discharge voucher signed, the settlement paid and the
// file closed; or declined by the insurer, or withdrawn by the client. Every change of status is one
// of CLAIM_MOVES; the server refuses any other with 409 and changes nothing.

export const CLAIM_STATUSES = [
  'registered',
  'documents_pending',
  'submitted',
  'under_adjustment',
  'offer_received',
  'offer_accepted',
  'offer_disputed',
  'discharge_signed',
  'payment_received',
  'settled',
  'closed',
  'declined',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  registered: 'Registered',
  documents_pending: 'Documents pending',
  submitted: 'Submitted to insurer',
  under_adjustment: 'Under adjustment',
  offer_received: 'Offer received',
  offer_accepted: 'Offer accepted',
  offer_disputed: 'Offer disputed',
  discharge_signed: 'Discharge voucher signed',
  payment_received: 'Settlement received',
  settled: 'Settled',
  closed: 'Closed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** Statuses after which the claim is no longer worked: it does not age and takes no more changes but closing. */
export const FINISHED_CLAIM_STATUSES: readonly ClaimStatus[] = ['settled', 'closed', 'declined', 'withdrawn'];
export const isOpenClaim = (status: ClaimStatus): boolean => !FINISHED_CLAIM_STATUSES.includes(status);

/** Where each status may be reached from: the one table the server and the browser both read. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  registered: [],
  /** The client is asked for what is missing. */
  documents_pending: ['registered'],
  /** Every document of the checklist is in. */
  submitted: ['registered', 'documents_pending'],
  /** A loss adjuster is named. */
  under_adjustment: ['submitted'],
  /** The insurer's offer: straight from the submission, after the adjuster's report, or revised after a dispute. */
  offer_received: ['submitted', 'under_adjustment', 'offer_disputed'],
  offer_accepted: ['offer_received'],
  offer_disputed: ['offer_received'],
  /** The signed discharge voucher is uploaded. */
  discharge_signed: ['offer_accepted'],
  /** The insurer paid the brokerage (Dr bank, Cr claims payable). */
  payment_received: ['discharge_signed'],
  /** Paid on to the client (Dr claims payable, Cr bank), or paid by the insurer to the client directly. */
  settled: ['discharge_signed', 'payment_received'],
  closed: ['settled', 'declined', 'withdrawn'],
  declined: ['submitted', 'under_adjustment', 'offer_received', 'offer_disputed'],
  withdrawn: ['registered', 'documents_pending', 'submitted', 'under_adjustment', 'offer_received', 'offer_disputed'],
};

/** What else happens to a claim, and the statuses it may happen in. */
export type ClaimAction = 'edit' | 'upload' | 'comment' | 'notify';
export const CLAIM_ACTIONS: Record<ClaimAction, readonly ClaimStatus[]> = {
  edit: ['registered', 'documents_pending'],
  upload: CLAIM_STATUSES.filter((status) => status !== 'closed'),
  comment: CLAIM_STATUSES,
  notify: CLAIM_STATUSES,
};

export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_TRANSITIONS[to].includes(from);
export const canActOnClaim = (status: ClaimStatus, action: ClaimAction): boolean => CLAIM_ACTIONS[action].includes(status);

/** The statuses a claim may go to next from `from`. */
export const nextClaimStatuses = (from: ClaimStatus): ClaimStatus[] => CLAIM_STATUSES.filter((to) => canMoveClaim(from, to));

/** Why a move is refused, in the words the 409 carries. */
export function claimMoveRefusal(from: ClaimStatus, to: ClaimStatus): string {
  const allowed = CLAIM_TRANSITIONS[to].map((status) => CLAIM_STATUS_LABELS[status].toLowerCase());
  const start = allowed.length === 0 ? 'No claim goes back to' : `Only a claim ${allowed.join(', ')} can go to`;
  return `${start} ${CLAIM_STATUS_LABELS[to].toLowerCase()}; this one is ${CLAIM_STATUS_LABELS[from].toLowerCase()}`;
}

const ACTION_REFUSALS: Record<ClaimAction, string> = {
  edit: 'The details of a claim can be changed only before it is submitted to the insurer',
  upload: 'A closed claim takes no more documents',
  comment: 'This claim takes no comments',
  notify: 'This claim sends no mail',
};
export const claimActionRefusal = (action: ClaimAction, status: ClaimStatus): string =>
  `${ACTION_REFUSALS[action]}; this one is ${CLAIM_STATUS_LABELS[status].toLowerCase()}`;

export const CLAIM_NOT_FOUND = 'Claim not found';

import { formatNaira, nairaToKobo } from '../money';

// A policy's life (issue 16): proposed, placed with the insurer, on cover once the premium is in
// ("No Premium, No Cover"), then expired, renewed, lapsed or cancelled. Every change of status is
// one of POLICY_MOVES; the server refuses any other with 409 and changes nothing.

export const POLICY_STATUSES = ['proposal', 'placed', 'active', 'expired', 'renewed', 'lapsed', 'cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export type PolicyMove =
  | 'edit'
  | 'place'
  | 'confirmPlacement'
  | 'recordNumber'
  | 'activate'
  | 'expire'
  | 'lapse'
  | 'cancel'
  | 'upload'
  | 'bill'
  | 'notifyRenewal'
  | 'renew'
  | 'endorse';

/** Where each move may start. An active policy is cancelled by a cancellation endorsement, never by a patch. */
export const POLICY_MOVES: Record<PolicyMove, readonly PolicyStatus[]> = {
  edit: ['proposal', 'placed'],
  place: ['proposal', 'placed'],
  confirmPlacement: ['placed'],
  recordNumber: ['placed', 'active'],
  activate: ['placed'],
  expire: ['active'],
  lapse: ['proposal', 'placed', 'expired'],
  cancel: ['proposal', 'placed'],
  upload: ['proposal', 'placed', 'active', 'expired', 'renewed', 'lapsed'],
  /** A proposal or placed policy without an invoice raises its own (POST /policies/{id}/invoice). */
  bill: ['proposal', 'placed'],
  notifyRenewal: ['active', 'expired'],
  renew: ['active', 'expired'],
  /** A mid-term change is registered, and applied, only while the policy is on cover. */
  endorse: ['active'],
};

/** The statuses a patch may ask for, and the move each is. */
export const PATCHED_STATUSES = { active: 'activate', expired: 'expire', lapsed: 'lapse', cancelled: 'cancel' } as const satisfies Partial<
  Record<PolicyStatus, PolicyMove>
>;
export type PatchedStatus = keyof typeof PATCHED_STATUSES;
export const PATCHABLE_STATUSES = Object.keys(PATCHED_STATUSES) as PatchedStatus[];

export const canMovePolicy = (status: PolicyStatus, move: PolicyMove): boolean => POLICY_MOVES[move].includes(status);

export const ONLY_ACTIVE_POLICIES = 'Only a policy on cover takes an endorsement';

const REFUSALS: Record<PolicyMove, string> = {
  edit: 'Only a proposal or a placed policy can be changed: once on cover, a change is an endorsement',
  place: 'Only a proposal or a placed policy can be placed with the insurer',
  confirmPlacement: 'Only a placed policy can be confirmed by the insurer: send the placement slip first',
  recordNumber: "The insurer's policy number is recorded once the policy is placed",
  activate: 'Only a placed policy can go on cover',
  expire: 'Only an active policy can expire',
  lapse: 'Only a proposal, a placed policy or an expired one can lapse',
  cancel: 'Only a proposal or a placed policy can be cancelled this way: an active policy is cancelled by an endorsement',
  upload: 'A cancelled policy takes no more documents',
  bill: 'Only a proposal or a placed policy raises its invoice',
  notifyRenewal: 'Only a policy on cover, or one just expired, is sent a renewal notice',
  renew: 'Only an active or expired policy can be renewed',
  endorse: ONLY_ACTIVE_POLICIES,
};

/** Why a move is refused from this status, in the words the refusal carries. */
export const policyMoveRefusal = (move: PolicyMove, status: PolicyStatus): string => `${REFUSALS[move]}; this one is ${status}`;

/** A policy has run its course once its last day of cover is behind `today` (yyyy-MM-dd): only then may it be marked expired. */
export const hasEnded = (policy: { end_date: string }, today: string): boolean => policy.end_date < today;

export const POLICY_NOT_FOUND = 'Policy not found';
export const ENDS_LATER = 'The policy has not reached its end date yet';

/** What the cover guard reads of a policy. */
export interface CoverFacts {
  placement_confirmed_at: string | null;
  insurer_policy_number: string | null;
  invoice_no: string | null;
  invoice_status: string | null;
  premium: string;
  premium_paid: string;
}

/**
 * "No Premium, No Cover" (NAICOM): a placed policy goes on cover only once the insurer has
 * confirmed the placement, its policy number is recorded, and the premium on its invoice is received
 * in full (paid to the brokerage or Direct to Insurer). Answers the reason it may not, or null.
 */
export function coverRefusal(policy: CoverFacts): string | null {
  if (!policy.invoice_no) return 'No Premium, No Cover: bill the policy on an invoice and receive the premium first';
  if (policy.invoice_status !== 'paid') {
    const naira = (amount: string) => formatNaira(nairaToKobo(amount));
    return `No Premium, No Cover: the premium on invoice ${policy.invoice_no} is not received in full (${naira(policy.premium_paid)} of ${naira(policy.premium)} paid)`;
  }
  if (!policy.placement_confirmed_at) return 'The insurer has not confirmed the placement yet';
  if (!policy.insurer_policy_number) return "Record the insurer's policy number first";
  return null;
}

/** Hours the insurer waits at most for the broker's credit note once the premium is received. */
export const CREDIT_NOTE_HOURS = 48;

/** When the credit note falls due: 48 hours after the premium was received in full. */
export const creditNoteDueBy = (premiumReceivedAt: string | null): string | null =>
  premiumReceivedAt === null ? null : new Date(Date.parse(premiumReceivedAt) + CREDIT_NOTE_HOURS * 3_600_000).toISOString();

/** The credit note is overdue when its deadline has passed and it has not been sent. */
export const creditNoteOverdue = (
  policy: { credit_note_due_by: string | null; credit_note_sent_at: string | null; status: string },
  now: Date,
): boolean =>
  policy.status !== 'cancelled' &&
  policy.credit_note_sent_at === null &&
  policy.credit_note_due_by !== null &&
  Date.parse(policy.credit_note_due_by) < now.getTime();

/** The insurer's acceptance of a placed policy is recorded once: a placed policy not confirmed yet. */
export const canConfirmPlacement = (policy: { status: string; placement_confirmed_at: string | null }): boolean =>
  canMovePolicy(policy.status as PolicyStatus, 'confirmPlacement') && policy.placement_confirmed_at === null;

/** A policy is billed on one invoice: a proposal or placed policy raises its own only while it has none. */
export const canBillPolicy = (policy: { status: string; invoice_id: string | null }): boolean =>
  canMovePolicy(policy.status as PolicyStatus, 'bill') && policy.invoice_id === null;

export const NO_CREDIT_NOTE_WHEN_CANCELLED = 'A cancelled policy has no credit note to send';

/** What the credit note reads of a policy. */
export interface CreditNoteFacts {
  status: string;
  invoice_id: string | null;
  invoice_no: string | null;
  invoice_status: string | null;
}

/**
 * The broker's credit note follows the premium: it goes to the insurer once the policy's invoice is
 * paid in full, never for a cancelled policy. Answers why it may not be sent, or null.
 */
export function creditNoteRefusal(policy: CreditNoteFacts): string | null {
  if (policy.status === 'cancelled') return NO_CREDIT_NOTE_WHEN_CANCELLED;
  if (!policy.invoice_id || !policy.invoice_no) return 'The credit note follows the premium: bill the policy on an invoice first';
  if (policy.invoice_status !== 'paid') return `The credit note follows the premium: invoice ${policy.invoice_no} is not paid in full yet`;
  return null;
}

export const canSendCreditNote = (policy: CreditNoteFacts): boolean => creditNoteRefusal(policy) === null;

import {
  canMoveClaim,
  checkClaimMove,
  claimDateProblems,
  claimMoveRefusal,
  ClaimPatchPayload,
  type ClaimOnFile,
  type ClaimStatus,
} from '../../domain/claims';
import { nairaToKobo } from '../../domain/money';
import { validatePayload, type FieldError } from '../../domain/validation';
import type { ClaimDetails, MoveForm, RequestFailure } from './claims.types';

// The move typed in its dialog, checked with the struct the server checks it with, then with the
// domain's rules for the status it goes to (checkClaimMove), so that a blocked move never calls.

export const INVALID_FORM = 'Please correct the highlighted fields';

type MoveField = keyof MoveForm;

const PAYMENT: readonly MoveField[] = ['paymentDate', 'modeOfPayment', 'accountId', 'reference'];

/** The fields a move from `from` to `to` records; the others of the form are not sent. */
export function moveFields(from: ClaimStatus, to: ClaimStatus): readonly MoveField[] {
  switch (to) {
    case 'declined':
    case 'withdrawn':
    case 'offer_disputed':
      return ['reason'];
    case 'under_adjustment':
      return ['adjusterName', 'adjusterFirm', 'adjusterEmail'];
    case 'offer_received':
      return ['offerAmount', 'excess'];
    case 'payment_received':
      return PAYMENT;
    case 'settled':
      // Paid by the insurer to the client directly: no account of the brokerage's is touched.
      return from === 'payment_received' ? PAYMENT : ['paymentDate', 'modeOfPayment', 'reference'];
    default:
      return [];
  }
}

export const blankMoveForm = (): MoveForm => ({
  reason: '',
  adjusterName: '',
  adjusterFirm: '',
  adjusterEmail: '',
  offerAmount: '',
  excess: '',
  paymentDate: '',
  modeOfPayment: '',
  accountId: '',
  reference: '',
});

/** A move's form as it opens: a payment dated today, as it mostly is. */
export const openingMoveForm = (from: ClaimStatus, to: ClaimStatus, today: string): MoveForm => ({
  ...blankMoveForm(),
  paymentDate: moveFields(from, to).includes('paymentDate') ? today : '',
});

const kobo = (amount: string | null) => (amount === null ? null : nairaToKobo(amount));

/** What the move's rules read of the claim as the server last answered it. */
export const claimOnFile = (claim: ClaimDetails): ClaimOnFile => ({
  status: claim.status as ClaimStatus,
  uploaded: claim.documents.map((document) => document.document_name),
  missing: claim.missing_documents,
  offerKobo: kobo(claim.offer_amount),
  excessKobo: kobo(claim.excess),
});

/** The move's own fields as typed, with the status it goes to. */
export function typedPatch(from: ClaimStatus, to: ClaimStatus, form: MoveForm): Record<string, string> {
  const typed = moveFields(from, to)
    .map((field) => [field, form[field].trim()] as const)
    .filter(([, value]) => value !== '');
  return { status: to, ...Object.fromEntries(typed) };
}

const byField = (errors: readonly FieldError[]) => Object.fromEntries([...errors].reverse().map(({ field, message }) => [field, message]));

/** The patch the server is sent for the move, or why it may not be sent: the domain's field errors or refusal. */
export function checkedMove(
  claim: ClaimDetails,
  to: ClaimStatus,
  form: MoveForm,
  today: string,
): { patch: ClaimPatchPayload; failure: null } | { patch: null; failure: RequestFailure } {
  const from = claim.status as ClaimStatus;
  if (!canMoveClaim(from, to)) return { patch: null, failure: { message: claimMoveRefusal(from, to), status: 409, fieldErrors: {} } };
  const typed = typedPatch(from, to, form);
  const checked = validatePayload(ClaimPatchPayload, typed);
  // Text the struct refuses is still read by the move's rules as typed, so each field gets its own message.
  const patch = checked.ok ? checked.value : (typed as ClaimPatchPayload);
  const move = checkClaimMove(to, claimOnFile(claim), patch);
  const errors = [...(checked.ok ? [] : checked.errors), ...move.errors, ...claimDateProblems(patch, today)];
  if (errors.length === 0 && move.refusal === null) return { patch: withoutBlanks(patch), failure: null };
  return { patch: null, failure: { message: move.refusal ?? INVALID_FORM, fieldErrors: byField(errors) } };
}

/** The coerced payload without the fields left blank. */
export const withoutBlanks = <T extends object>(payload: T): T =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== null && value !== undefined)) as T;

import { enums, string, type, type Infer } from 'superstruct';

// A signing request's life on the server (issue 20, "Signature integration"): sent to the client,
// opened on the public page, then signed, or ended by the broker (cancelled) or by time (expired).

export const SIGNING_STATUSES = ['sent', 'opened', 'signed', 'expired', 'cancelled'] as const;
export type SigningStatus = (typeof SIGNING_STATUSES)[number];

export const SIGNING_STATUS_LABELS: Record<SigningStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  signed: 'Signed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** What can happen to a request: the client opens or signs, the broker cancels or resends, the clock expires it. */
export const SIGNING_ACTIONS = ['open', 'sign', 'cancel', 'resend', 'expire'] as const;
export type SigningAction = (typeof SIGNING_ACTIONS)[number];

const NEXT: Record<SigningStatus, Partial<Record<SigningAction, SigningStatus>>> = {
  sent: { open: 'opened', sign: 'signed', cancel: 'cancelled', resend: 'sent', expire: 'expired' },
  opened: { open: 'opened', sign: 'signed', cancel: 'cancelled', resend: 'opened', expire: 'expired' },
  signed: {},
  expired: {},
  cancelled: {},
};

/** Signed, expired and cancelled requests are over: nothing moves them again. */
export const isSigningFinished = (status: SigningStatus): boolean => Object.keys(NEXT[status]).length === 0;

/** The status after `action`, or null when the request's status no longer allows it. */
export function nextSigningStatus(status: SigningStatus, action: SigningAction): SigningStatus | null {
  return NEXT[status][action] ?? null;
}

/** Why `action` is refused on a request in `status`, in words for the person who tried; null when it is allowed. */
export function signingRefusal(status: SigningStatus, action: SigningAction): string | null {
  if (nextSigningStatus(status, action)) return null;
  if (status === 'signed') return 'This document has already been signed.';
  if (status === 'expired') return 'This signing link has expired. Ask the broker for a new one.';
  return 'This signing request was cancelled by the broker.';
}

/**
 * A request still sent or opened after its expiry reads as expired, before the hourly job writes it
 * down: the public page and the broker's list agree with the clock, not with the job's timing.
 */
export function effectiveSigningStatus(status: SigningStatus, expiresAt: Date, now: Date): SigningStatus {
  return !isSigningFinished(status) && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/** A reminder falls due `intervalHours` after the last mail (the request or the previous reminder); 0 turns reminders off. */
export function reminderDue(lastMailedAt: Date, intervalHours: number, now: Date): boolean {
  return intervalHours > 0 && now.getTime() - lastMailedAt.getTime() >= intervalHours * 3_600_000;
}

/** The broker's screen holds a request, and its status is `status` (none yet is a draft, not any status). */
export const hasSigningStatus = (request: { status: SigningStatus } | null, status: SigningStatus): boolean =>
  request !== null && request.status === status;

/** A live status change concerns the request the screen holds: the same id (a screen with no request hears none). */
export const isSameSigningRequest = (request: { id: string } | null, changedId: string): boolean =>
  request !== null && request.id === changedId;

/** The live event a brokerage's screens hear when one of its requests moves: `{ id, subject_kind, subject_id, status }`. */
export const SIGNING_LIVE_EVENT = 'signing:status';
export const SigningStatusChange = type({ id: string(), subject_kind: string(), subject_id: string(), status: enums(SIGNING_STATUSES) });
export type SigningStatusChange = Infer<typeof SigningStatusChange>;

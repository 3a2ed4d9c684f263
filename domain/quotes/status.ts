// A quote's life: drafted and priced, approved by a second person, sent to the client, accepted,
// and converted into an invoice. Every change of status is one of QUOTE_MOVES; the server refuses
// any other with 409 and changes nothing.

export const QUOTE_STATUSES = [
  'draft',
  'pending approval',
  'approved',
  'rejected',
  'sent',
  'accepted',
  'declined',
  'expired',
  'converted',
  'not taken',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteMove = 'edit' | 'submit' | 'approve' | 'reject' | 'send' | 'accept' | 'decline' | 'convert' | 'setAside';

/** Where each move may start. A rejected quote is edited back into a draft and submitted again. */
export const QUOTE_MOVES: Record<QuoteMove, readonly QuoteStatus[]> = {
  edit: ['draft', 'rejected'],
  submit: ['draft', 'rejected'],
  approve: ['pending approval'],
  reject: ['pending approval'],
  send: ['approved', 'sent'],
  accept: ['approved', 'sent'],
  decline: ['approved', 'sent'],
  convert: ['accepted'],
  setAside: ['draft', 'rejected'],
};

/** The statuses a quote can still leave by itself when its validity runs out. */
export const EXPIRING_STATUSES: readonly QuoteStatus[] = ['draft', 'pending approval', 'approved', 'rejected', 'sent'];

/** Days a quote is valid from its creation unless the brokerage says otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

export const canMove = (status: QuoteStatus, move: QuoteMove): boolean => QUOTE_MOVES[move].includes(status);

const REFUSALS: Record<QuoteMove, string> = {
  edit: 'Only a draft or a rejected quote can be changed',
  submit: 'Only a draft or a rejected quote can be submitted for approval',
  approve: 'Only a quote pending approval can be approved',
  reject: 'Only a quote pending approval can be rejected',
  send: 'Only an approved quote can be sent to the client',
  accept: 'Only an approved or sent quote can be accepted',
  decline: 'Only an approved or sent quote can be declined',
  convert: 'Only an accepted quote can become an invoice',
  setAside: 'Only a draft or a rejected quote can be set aside',
};

/** Why a move is refused from this status, in the words the refusal carries. */
export const moveRefusal = (move: QuoteMove, status: QuoteStatus): string => `${REFUSALS[move]}; this one is ${status}`;

export const QUOTE_NOT_FOUND = 'Quote not found';
export const MAKER_CANNOT_APPROVE = 'You prepared this quote: another person must approve or reject it';
export const QUOTE_EXPIRED = 'This quote has expired; copy it into a new draft to quote again';

/** The longest reason a quote's rejection may carry, as the server's decision payload allows. */
export const QUOTE_REASON_MAX = 500;

/** A rejection says why: some text, at most QUOTE_REASON_MAX characters. */
export const isRejectionReason = (reason: string): boolean => reason.trim().length > 0 && reason.length <= QUOTE_REASON_MAX;

/** "The maker may not approve": the person `userId` prepared this quote. */
export const preparedBy = (quote: { created_by: { user_id: string } | null } | null, userId: string): boolean =>
  quote?.created_by?.user_id === userId;

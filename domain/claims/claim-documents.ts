import type { Claim } from './claim-record';
import type { ClaimStatus } from './status';

// The claim's printed papers (issue 20): the claim form, from the day it is registered, and the
// discharge voucher the client signs to accept the insurer's offer — so only once an offer is agreed.

export const CLAIM_DOCUMENT_KINDS = ['claimForm', 'dischargeVoucher'] as const;
export type ClaimDocumentKind = (typeof CLAIM_DOCUMENT_KINDS)[number];

export const CLAIM_DOCUMENT_TITLES: Record<ClaimDocumentKind, string> = {
  claimForm: 'Claim Form',
  dischargeVoucher: 'Discharge Voucher',
};

/** The statuses of a claim whose offer is agreed: accepted, the voucher signed, the settlement received or paid. */
export const OFFER_AGREED_STATUSES: readonly ClaimStatus[] = ['offer_accepted', 'discharge_signed', 'payment_received', 'settled'];

export const DISCHARGE_VOUCHER_BEFORE_OFFER = 'The discharge voucher follows the insurer’s offer: accept the offer first';

/** Why the claim has no discharge voucher yet, or null when it has one; a closed claim has one if it was settled. */
export function dischargeVoucherRefusal(claim: Pick<Claim, 'status' | 'offer_amount' | 'settled_on'>): string | null {
  const status = claim.status as ClaimStatus;
  const agreed = OFFER_AGREED_STATUSES.includes(status) || (status === 'closed' && claim.settled_on !== null);
  return agreed && claim.offer_amount !== null ? null : DISCHARGE_VOUCHER_BEFORE_OFFER;
}

import { FIELD_REQUIRED, INVALID_AMOUNT } from '../common-messages';
import { positiveKobo, Problems } from '../invoices/fields';
import { formatNaira, nairaTextToKobo } from '../money';
import { ADJUSTER_REPORT, DISCHARGE_VOUCHER, hasDocument } from './checklist';
import type { FieldError } from '../validation';
import type { ClaimPatchPayload } from './claim';
import type { ClaimStatus } from './status';

// What each move needs besides being allowed from the claim's status: the fields it records, and the
// documents that must be with the claim first.

/** What the move's rules read of the claim as it stands. */
export interface ClaimOnFile {
  status: ClaimStatus;
  /** The names of the documents uploaded to it. */
  uploaded: readonly string[];
  /** The checklist's documents still missing. */
  missing: readonly string[];
  offerKobo: number | null;
  excessKobo: number | null;
}

export interface MoveCheck {
  errors: FieldError[];
  /** Why the claim is not ready for the move (409), or null. */
  refusal: string | null;
}

export const EXCESS_ABOVE_OFFER = 'The excess can not be more than the offer';
export const REASON_NEEDED = 'Say why';
export const documentsMissingRefusal = (missing: readonly string[]) =>
  `The insurer needs every document of the checklist first; still missing: ${missing.join(', ')}`;
export const documentNeededRefusal = (name: string) => `Upload the ${name.toLowerCase()} first`;

/** The offer less the excess, in kobo: what the client is paid. */
export const netOfferKobo = (offerKobo: number, excessKobo: number | null): number => offerKobo - (excessKobo ?? 0);

export function checkClaimMove(to: ClaimStatus, claim: ClaimOnFile, patch: ClaimPatchPayload): MoveCheck {
  const problems = new Problems();
  let refusal: string | null = null;
  switch (to) {
    case 'declined':
    case 'withdrawn':
    case 'offer_disputed':
      problems.add('reason', !patch.reason && REASON_NEEDED);
      break;
    case 'submitted':
      if (claim.missing.length > 0) refusal = documentsMissingRefusal(claim.missing);
      break;
    case 'under_adjustment':
      problems.add('adjusterName', !patch.adjusterName && FIELD_REQUIRED);
      break;
    case 'offer_received': {
      const offer = positiveKobo(patch.offerAmount);
      const excess = patch.excess ? nairaTextToKobo(patch.excess) : 0;
      problems.add('offerAmount', !patch.offerAmount ? FIELD_REQUIRED : offer === null && INVALID_AMOUNT);
      problems.add('excess', offer !== null && excess !== null && excess > offer && EXCESS_ABOVE_OFFER);
      if (claim.status === 'under_adjustment' && !hasDocument(claim.uploaded, ADJUSTER_REPORT))
        refusal = documentNeededRefusal(ADJUSTER_REPORT);
      break;
    }
    case 'discharge_signed':
      if (!hasDocument(claim.uploaded, DISCHARGE_VOUCHER)) refusal = documentNeededRefusal(DISCHARGE_VOUCHER);
      break;
    case 'payment_received':
      problems.add('paymentDate', !patch.paymentDate && FIELD_REQUIRED);
      break;
    case 'settled':
      problems.add('paymentDate', !patch.paymentDate && FIELD_REQUIRED);
      problems.add('modeOfPayment', claim.status === 'payment_received' && !patch.modeOfPayment && FIELD_REQUIRED);
      problems.add('reference', patch.modeOfPayment === 'Cheque' && !patch.reference && FIELD_REQUIRED);
      break;
    default:
      break;
  }
  return { errors: problems.list, refusal };
}

/** How a settlement from `from` reached the client: paid on by the brokerage, or by the insurer directly. */
export const settlementModeFrom = (from: ClaimStatus) => (from === 'payment_received' ? 'through_brokerage' : 'direct_to_client');

/** "₦425,000.00 offered, ₦25,000.00 excess: ₦400,000.00 to the client". */
export const describeOffer = (offerKobo: number, excessKobo: number | null): string =>
  `${formatNaira(offerKobo)} offered, ${formatNaira(excessKobo ?? 0)} excess: ${formatNaira(netOfferKobo(offerKobo, excessKobo))} to the client`;

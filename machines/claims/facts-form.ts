import { canActOnClaim, claimActionRefusal, claimDateProblems, ClaimPatchPayload, type ClaimStatus } from '../../domain/claims';
import { FIELD_REQUIRED } from '../../domain/common-messages';
import { validatePayload } from '../../domain/validation';
import { INVALID_FORM } from './move-form';
import type { ClaimDetails, FactsForm, RequestFailure } from './claims.types';

// The facts of the loss, corrected before the claim is submitted to the insurer (PATCH /claims/{id}
// without a status), checked with the struct the server checks them with.

/** The facts as the claim holds them, ready to be edited. */
export const factsOf = (claim: ClaimDetails): FactsForm => ({
  insuredItem: claim.insured_item ?? '',
  lossDate: claim.loss_date,
  lossPlace: claim.loss_place,
  reportedDate: claim.reported_date,
  cause: claim.cause,
  description: claim.description,
  reportedBy: claim.reported_by,
  reporterPhone: claim.reporter_phone ?? '',
  estimatedLoss: claim.estimated_loss,
  thirdParties: claim.third_parties ?? '',
  policeReportNumber: claim.police_report_number ?? '',
});

export const blankFactsForm = (): FactsForm => ({
  insuredItem: '',
  lossDate: '',
  lossPlace: '',
  reportedDate: '',
  cause: '',
  description: '',
  reportedBy: '',
  reporterPhone: '',
  estimatedLoss: '',
  thirdParties: '',
  policeReportNumber: '',
});

const REQUIRED: readonly (keyof FactsForm)[] = [
  'lossDate',
  'lossPlace',
  'reportedDate',
  'cause',
  'description',
  'reportedBy',
  'estimatedLoss',
];

/**
 * The patch of the corrected facts (a fact cleared is sent as null), or why it may not be sent: a
 * field's problem, or a claim submitted meanwhile (read again while the form was open).
 */
export function checkedFacts(
  claim: ClaimDetails,
  facts: FactsForm,
  today: string,
): { patch: ClaimPatchPayload; failure: null } | { patch: null; failure: RequestFailure } {
  const status = claim.status as ClaimStatus;
  if (!canActOnClaim(status, 'edit'))
    return { patch: null, failure: { message: claimActionRefusal('edit', status), status: 409, fieldErrors: {} } };
  const checked = validatePayload(ClaimPatchPayload, facts);
  const patch = checked.ok ? checked.value : null;
  const errors = [
    ...(checked.ok ? [] : checked.errors),
    // A registered claim keeps what registering it needed.
    ...REQUIRED.filter((field) => !facts[field].trim()).map((field) => ({ field, message: FIELD_REQUIRED })),
    ...(patch ? claimDateProblems(patch, today) : []),
  ];
  if (patch && errors.length === 0) return { patch, failure: null };
  const fieldErrors = Object.fromEntries([...errors].reverse().map(({ field, message }) => [field, message]));
  return { patch: null, failure: { message: INVALID_FORM, fieldErrors } };
}

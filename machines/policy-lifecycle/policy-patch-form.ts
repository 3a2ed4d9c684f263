import { FIELD_REQUIRED } from '../../domain/common-messages';
import { PolicyPatchPayload, SAY_WHAT_CHANGES, type PatchedStatus } from '../../domain/policies';
import { validatePayload } from '../../domain/validation';
import type { PatchInput, RequestFailure } from './policy-lifecycle.types';

// The patches typed on the policy's page, checked with the same struct the server checks them with.

const INVALID_FORM = 'Please correct the highlighted fields';

/** What the server would refuse in a patch, as a failure with its field errors; null when none. */
export function patchRefusal(patch: PatchInput['patch']): RequestFailure | null {
  const checked = validatePayload(PolicyPatchPayload, patch);
  if (checked.ok) return null;
  const fieldErrors = Object.fromEntries(
    checked.errors.map(({ field, message }) =>
      // A blank number leaves the patch saying nothing: on this form, the number is what is missing.
      message === SAY_WHAT_CHANGES ? ['insurerPolicyNumber', FIELD_REQUIRED] : [field, message],
    ),
  );
  return { message: INVALID_FORM, fieldErrors };
}

export const numberPatch = (insurerPolicyNumber: string): PatchInput['patch'] => ({ insurerPolicyNumber: insurerPolicyNumber.trim() });

export const reasonPatch = (status: Extract<PatchedStatus, 'lapsed' | 'cancelled'>, reason: string): PatchInput['patch'] => ({
  status,
  reason: reason.trim(),
});

import { SigningRequestPayload } from '../../domain/signing';
import { validatePayload } from '../../domain/validation';
import type { RequestFailure, SignerForm, SigningSubjectKind } from './signing-request.types';

const INVALID_FORM = 'Please correct the highlighted fields';

/** The request the dialog sends, checked with the struct the server checks it with, or each field's problem. */
export function checkedSigner(
  form: SignerForm,
  subject: { subjectKind: SigningSubjectKind; subjectId: string },
): { value: SigningRequestPayload; failure: null } | { value: null; failure: RequestFailure } {
  const result = validatePayload(SigningRequestPayload, { subjectKind: subject.subjectKind, subjectId: subject.subjectId, ...form });
  if (result.ok) return { value: result.value, failure: null };
  const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
  return { value: null, failure: { message: INVALID_FORM, status: 400, fieldErrors } };
}

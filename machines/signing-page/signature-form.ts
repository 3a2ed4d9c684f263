import { SignPayload, signPayloadOf } from '../../domain/signing';
import { validatePayload } from '../../domain/validation';
import type { RequestFailure, SignatureForm } from './signing-page.types';

const INVALID_SIGNATURE = 'Please complete your signature';

/** The fields each way of signing is judged on: the other way's field is not sent, so not judged. */
const FIELDS = { drawn: ['image', 'consent'], typed: ['typedName', 'consent'] } as const;

/** The signature the page sends, checked with the struct the server checks it with, or each field's problem. */
export function checkedSignature(form: SignatureForm): { value: SignPayload; failure: null } | { value: null; failure: RequestFailure } {
  const result = validatePayload(SignPayload, signPayloadOf(form));
  if (result.ok) return { value: result.value, failure: null };
  const judged: readonly string[] = FIELDS[form.method];
  const fieldErrors = Object.fromEntries(
    result.errors.filter((error) => judged.includes(error.field)).map((error) => [error.field, error.message]),
  );
  return { value: null, failure: { message: INVALID_SIGNATURE, status: 400, fieldErrors } };
}

import { refine, string, type StructError, validate, type Struct } from 'superstruct';
import { FIELD_REQUIRED } from './common-messages';

export interface FieldError {
  field: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A non-blank string; blank reads as "required" to a person filling a form. */
export const requiredText = (max = 500) =>
  refine(string(), 'required', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    return value.length <= max || `Must be at most ${max} characters`;
  });

export const emailAddress = () =>
  refine(string(), 'email', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    return EMAIL.test(value.trim()) || 'Enter a valid email address';
  });

function toFieldErrors(error: StructError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    const missing = failure.value === undefined || failure.value === null;
    const message = missing ? FIELD_REQUIRED : failure.refinement ? failure.message : `Invalid value for ${field}`;
    errors.push({ field, message });
  }
  return errors;
}

/** Validates and coerces a payload; the same call runs in the browser and on the server. */
export function validatePayload<T, S>(struct: Struct<T, S>, input: unknown): Validated<T> {
  const [error, value] = validate(input ?? {}, struct, { coerce: true });
  return error ? { ok: false, errors: toFieldErrors(error) } : { ok: true, value: value as T };
}

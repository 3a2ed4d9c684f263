import { ERROR_CODES } from '../../domain/api';
import { ApiError, invalidInput } from '../http/errors';
import type { FieldError } from '../../domain/validation';

/**
 * The invoice's refusals of a request: a state that no longer allows the action (field 'body')
 * is a 409 whose message the toast shows; fields it refuses are a 400.
 */
export function throwRefusals(refusals: FieldError[]): void {
  const whole = refusals.find((refusal) => refusal.field === 'body');
  if (whole) throw new ApiError(409, ERROR_CODES.conflict, whole.message, [whole]);
  if (refusals.length > 0) throw invalidInput(refusals);
}

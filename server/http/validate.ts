import { validatePayload } from '../../domain/validation';
import { invalidInput } from './errors';
import type { Struct } from 'superstruct';

/** Checks a request body against its domain struct; answers 400 with field errors when it fails. */
export function parseBody<T, S>(struct: Struct<T, S>, body: unknown): T {
  const result = validatePayload(struct, body);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

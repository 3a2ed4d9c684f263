import { validatePayload } from '../../domain/validation';
import type { Struct } from 'superstruct';

/** A seeded payload checked as the API would check it; seeding stops loudly on one that would be refused. */
export function checked<T, S>(struct: Struct<T, S>, input: unknown, what: string): T {
  const result = validatePayload(struct, input);
  if (!result.ok) throw new Error(`${what}: ${JSON.stringify(result.errors)}`);
  return result.value;
}

import { eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { BVN_TAKEN, NIN_TAKEN, RC_TAKEN } from '../../domain/clients';
import { policyholderTypes } from '../db/schema';
import { ApiError } from '../http/errors';
import { placeProblems } from '../reference/places';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

export { isUuid } from '../../domain/ids';

/** A record that would repeat another's identity: 409, with the field that clashes. */
export const taken = (field: string, message: string) => new ApiError(409, ERROR_CODES.conflict, message, [{ field, message }]);

/** The unique indexes catch what two requests at the same moment slipped past the checks. */
export function translateClientUniqueViolation(error: unknown): never {
  const text = `${(error as { constraint?: string }).constraint ?? ''} ${(error as Error).message ?? ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
  if (text.includes('individual_clients_bvn_key')) throw taken('bvn', BVN_TAKEN);
  if (text.includes('individual_clients_nin_key')) throw taken('nin', NIN_TAKEN);
  if (text.includes('corporate_clients_rc_key')) throw taken('rcNumber', RC_TAKEN);
  throw error;
}

/** The state, LGA and policyholder type named must exist (and the LGA lie in the state). */
export async function referenceProblems(
  tx: Transaction,
  refs: { stateId: number | null; lgaId: number | null; policyholderTypeId?: number | null },
): Promise<FieldError[]> {
  const problems = await placeProblems(tx, { stateId: refs.stateId, lgaId: refs.lgaId });
  if (refs.policyholderTypeId) {
    const [kind] = await tx
      .select({ id: policyholderTypes.id })
      .from(policyholderTypes)
      .where(eq(policyholderTypes.id, refs.policyholderTypeId));
    if (!kind) problems.push({ field: 'policyholderTypeId', message: 'Choose a policyholder type from the list' });
  }
  return problems;
}

export const isoTime = (value: Date | string) => new Date(value).toISOString();

/** LIKE patterns for a search: the term as typed, and as a phone number would be stored. */
export function searchPatterns(query: string) {
  const term = query.trim().toLowerCase();
  const like = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  const digits = term.replace(/[\s().-]/g, '');
  let phone: string | null = null;
  if (/^\+?\d{3,}$/.test(digits)) {
    // Phones are kept as +234...; a typed 0803... or 234803... finds them.
    phone = digits.startsWith('0') ? `+234${digits.slice(1)}` : digits.startsWith('234') ? `+${digits}` : digits;
  }
  return { term, like, phoneLike: phone ? `%${phone}%` : null, compactLike: `%${term.replace(/\s+/g, '').replace(/[\\%_]/g, '\\$&')}%` };
}

/** Any of the conditions, or nothing to find when there are none. */
export const anyOf = (conditions: (SQL | null)[]) => {
  const kept = conditions.filter((c): c is SQL => c !== null);
  return kept.length ? sql`(${sql.join(kept, sql` or `)})` : sql`false`;
};

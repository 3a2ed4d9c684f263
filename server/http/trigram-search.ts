import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';

// Searches go through the owner's matching_* functions (migration 0006): under row-level
// security a LIKE may not use the trigram index, and the owner's function may.

/** Past this many matches a term is common enough that the list's own order finds a page at once. */
export const SEARCH_MATCH_CAP = 1000;

/**
 * The ids a matching_* function finds (`call` names it with its arguments, the cap last), or null
 * when there are more than the cap: the caller then filters the rows themselves.
 */
export async function matchedIds(tx: Transaction, call: (cap: number) => SQL): Promise<string[] | null> {
  const result = (await tx.execute(sql`select id from ${call(SEARCH_MATCH_CAP + 1)} as id`)) as unknown as { rows: { id: string }[] };
  return result.rows.length > SEARCH_MATCH_CAP ? null : result.rows.map((row) => row.id);
}

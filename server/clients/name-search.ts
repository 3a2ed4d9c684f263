import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { corporateClients, individualClients } from '../db/schema';
import { matchedIds } from '../http/trigram-search';
import type { Transaction } from '../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Finding a brokerage's records by their client's name (quotes, quote requests): the client ids the
// trigram functions find, or, for a term too common to list them, the names compared row by row.

/** `column` among the ids a matching_* function found; `otherwise` when it found more than its cap. */
export const idsOr = (ids: string[] | null, column: PgColumn, otherwise: SQL): SQL =>
  ids === null ? otherwise : ids.length ? inArray(column, ids) : sql`false`;

/** Rows whose individual or corporate client's name contains `pattern` (an ILIKE pattern). */
export async function clientNameMatches(
  tx: Transaction,
  pattern: string,
  columns: { individualClientId: PgColumn; corporateClientId: PgColumn },
): Promise<SQL> {
  const people = await matchedIds(tx, (cap) => sql`matching_individual_names(${pattern}, ${cap})`);
  const companies = await matchedIds(tx, (cap) => sql`matching_corporate_names(${pattern}, ${cap})`);
  const fullName = sql`${individualClients.firstname} || ' ' || ${individualClients.lastname}`;
  return or(
    idsOr(
      people,
      columns.individualClientId,
      inArray(columns.individualClientId, tx.select({ id: individualClients.id }).from(individualClients).where(ilike(fullName, pattern))),
    ),
    idsOr(
      companies,
      columns.corporateClientId,
      inArray(
        columns.corporateClientId,
        tx.select({ id: corporateClients.id }).from(corporateClients).where(ilike(corporateClients.corporateName, pattern)),
      ),
    ),
  )!;
}

import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * The moment of an event recorded now, strictly after every earlier event of the same record: a
 * history is read in order of its moments, and PGlite's clock ticks in milliseconds, so two events
 * one change records could otherwise share a moment and come back in either order.
 */
export function eventMoment(table: PgTable, at: AnyPgColumn, owner: AnyPgColumn, ownerId: string): SQL {
  const name = sql.identifier(getTableConfig(table).name);
  const column = (of: AnyPgColumn) => sql.identifier(of.name);
  return sql`greatest(clock_timestamp(), (select max(earlier.${column(at)}) + interval '1 microsecond' from ${name} earlier where earlier.${column(owner)} = ${ownerId}))`;
}

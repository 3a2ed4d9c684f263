import { refine, type } from 'superstruct';
import { SORT_DIRECTIONS, type SortDirection } from '../../domain/list-sort';
import { orderTerms, type ListOrder, type OrderKey } from './keyset';
import { filterText } from './params';
import type { SQL } from 'drizzle-orm';

// `sort` and `direction` of a list: one of the list's sort choices, ascending or descending. A sorted
// list pages by the choice's keys then id, all in the chosen direction, so `meta.next` stays a cursor.

/** The query fields `sort` (one of `keys`) and `direction` (`asc` | `desc`); anything else is a field error. */
export function sortQuery(keys: readonly string[]) {
  return type({
    sort: refine(filterText(), 'sort', (value) => !value || keys.includes(value) || `Choose one of: ${keys.join(', ')}`),
    direction: refine(
      filterText(),
      'direction',
      (value) => !value || (SORT_DIRECTIONS as readonly string[]).includes(value) || `Choose one of: ${SORT_DIRECTIONS.join(', ')}`,
    ),
  });
}

export interface SortFields {
  sort?: string;
  direction?: string;
}

/** The direction asked for, ascending when only a sort was given. */
export const directionOf = (query: SortFields): SortDirection => (query.direction === 'desc' ? 'desc' : 'asc');

/** A sort choice's keys: one column, or several where the choice orders by more than one (issue date, then number). */
export type SortKeys = OrderKey | OrderKey[];

/** The keys of the query's sort then `id`, or none when the query asks for no sort this list knows. */
function sortKeys(sorts: Record<string, SortKeys>, id: AnyKey, query: SortFields): OrderKey[] | undefined {
  const keys = query.sort ? sorts[query.sort] : undefined;
  return keys && [...[keys].flat(), { column: id, kind: 'uuid' }];
}

/** Whether the order is the natural one: the same keys in the same direction (invoices sorted by issue date, newest first). */
const isNatural = (natural: ListOrder, keys: OrderKey[], direction: SortDirection) =>
  direction === (natural.direction ?? 'desc') &&
  keys.length === natural.keys.length &&
  keys.every((key, index) => key.column === natural.keys[index]!.column);

/**
 * The list's order for the query: its own (natural) order without a sort or with a sort that is
 * that order, else the sort's keys then `id`, all in the direction asked for. The day counts still
 * give an unfiltered list's total.
 */
export function sortedOrder(natural: ListOrder, sorts: Record<string, SortKeys>, id: AnyKey, query: SortFields): ListOrder {
  const keys = sortKeys(sorts, id, query);
  if (!keys || isNatural(natural, keys, directionOf(query))) return natural;
  return {
    keys,
    direction: directionOf(query),
    dayCounts: natural.dayCounts && { lists: natural.dayCounts.lists, totalOnly: true },
  };
}

type AnyKey = OrderKey['column'] | SQL;

/** The `order by` terms of a list paged by number only: its own without a sort, else the sort's keys then `id`. */
export function sortedTerms(natural: SQL[], sorts: Record<string, SortKeys>, id: AnyKey, query: SortFields): SQL[] {
  const keys = sortKeys(sorts, id, query);
  return keys ? orderTerms({ keys, direction: directionOf(query) }) : natural;
}

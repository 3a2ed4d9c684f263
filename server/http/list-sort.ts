import { refine, type } from 'superstruct';
import { SORT_DIRECTIONS, type SortDirection } from '../../domain/list-sort';
import { orderTerms, type ListOrder, type OrderKey } from './keyset';
import { filterText } from './params';
import type { SQL } from 'drizzle-orm';

// `sort` and `direction` of a list: one of the list's sort keys, ascending or descending. A sorted
// list pages by its key then id, both in the chosen direction, so `meta.next` stays a cursor.

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

/**
 * The list's order for the query: its own (natural) order without a sort, else the sort's key then
 * `id`, both in the direction asked for. The day counts still give an unfiltered list's total.
 */
export function sortedOrder(natural: ListOrder, sorts: Record<string, OrderKey>, id: AnyKey, query: SortFields): ListOrder {
  const key = query.sort ? sorts[query.sort] : undefined;
  if (!key) return natural;
  return {
    keys: [key, { column: id, kind: 'uuid' }],
    direction: directionOf(query),
    dayCounts: natural.dayCounts && { lists: natural.dayCounts.lists, totalOnly: true },
  };
}

type AnyKey = OrderKey['column'] | SQL;

/** The `order by` terms of a list paged by number only: its own without a sort, else the sort's key then `id`. */
export function sortedTerms(natural: SQL[], sorts: Record<string, OrderKey>, id: AnyKey, query: SortFields): SQL[] {
  const key = query.sort ? sorts[query.sort] : undefined;
  return key ? orderTerms({ keys: [key, { column: id, kind: 'uuid' }], direction: directionOf(query) }) : natural;
}

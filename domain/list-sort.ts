// The columns a broker may sort each list by, named for the column, shared by the server's query
// checks and the browser's column headers. Without a sort a list keeps its own (newest first) order.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const INVOICE_SORTS = ['issue_date', 'invoice_no', 'client', 'amount', 'status'] as const;
export const CLIENT_SORTS = ['name'] as const;
export const POLICY_SORTS = ['policy_no', 'insured', 'end_date', 'amount', 'status'] as const;
export const EXPIRING_POLICY_SORTS = ['end_date', 'policy_no', 'insured', 'amount'] as const;
export const QUOTE_SORTS = ['quote_no', 'insured', 'amount', 'status'] as const;
export const CLAIM_SORTS = ['claim_no', 'loss_date', 'amount', 'status'] as const;
export const TRANSACTION_SORTS = ['ref_no', 'amount', 'status'] as const;
export const REMITTED_SORTS = ['remittance_date', 'invoice_no', 'amount'] as const;
export const USER_SORTS = ['username', 'email', 'status'] as const;

/** A list's sort: one of its keys and a direction (ascending when not said). */
export interface ListSort<Key extends string = string> {
  sort: Key;
  direction: SortDirection;
}

/** The other direction, as a second click on the same header asks. */
export const flipped = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** What a list page asks the server for: the page, its size and the sort (absent: the list's own order). */
export interface ListViewQuery {
  page: number;
  limit: number;
  sort?: string;
  direction?: SortDirection;
}

/** The sort of a list's query, for the API; a direction alone means nothing and is left out. */
export type SortFields = Pick<ListViewQuery, 'sort' | 'direction'>;

export const sortParams = (filter: SortFields): SortFields =>
  filter.sort ? { sort: filter.sort, direction: filter.direction ?? 'asc' } : {};

import { sortParams, type SortFields } from '../../domain/list-sort';
import type { ListMeta } from '../../domain/api/envelope';

/** A searchable list's filters as its page holds them: a status, the words typed, the page and the sort. */
export interface SearchedListFilter extends SortFields {
  status?: string;
  search?: string;
  page: number;
  limit: number;
}

/** Such a list's query as its own GET (and its export) sends it: the words trimmed as `searchQuery`, empty parts left out. */
export const searchedListQuery = (filter: SearchedListFilter) => ({
  page: filter.page,
  limit: filter.limit,
  status: filter.status || undefined,
  searchQuery: filter.search?.trim() || undefined,
  ...sortParams(filter),
});

/** One page of a list that can grow: its rows and where it stands (the total may be an estimate). */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
  totalIsEstimate: boolean;
}

/** A paged answer (`{ data, meta }`) as the paged table reads it. */
export const listPageOf = <Row>(answer: { data: Row[]; meta: ListMeta }): ListPage<Row> => ({
  rows: answer.data,
  page: answer.meta.page,
  pages: answer.meta.pages,
  total: answer.meta.total,
  totalIsEstimate: answer.meta.totalIsEstimate === true,
});

import { coerce, object, optional, string, type, type Struct } from 'superstruct';
import { wholeNumber } from '../../domain/paging';
import { validatePayload } from '../../domain/validation';
import { invalidInput } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageMeta, type Paging } from './paging';

/** `:id` in a url: a record's id (or, where a route says so, its number). */
export const IdParams = object({ id: string() });

/** A text filter of a query: trimmed, and blank reads as absent. */
export const filterText = () =>
  coerce(optional(string()), string(), (text) => (text.trim() === '' ? undefined : text.trim())) as Struct<string | undefined, null>;

/** `page` (from 1) and `limit` (at most 100) of a list; blank means the first page of 20. Other keys are the list's filters. */
export const PageQuery = type({
  page: wholeNumber('page'),
  limit: wholeNumber('limit', MAX_PAGE_SIZE),
});

export function pagingOf(query: { page?: number; limit?: number }): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

// Short lists (insurers, co-brokers, accounts, currencies) come whole unless the caller pages them.

/** Paging when the caller asks for it (page or limit); otherwise the whole list. */
export function optionalPaging(query: { page?: number; limit?: number }): Paging | null {
  return query.page === undefined && query.limit === undefined ? null : pagingOf(query);
}

/** The meta of a list that may have come whole: then it is its one page. */
export function metaFor(paging: Paging | null, total: number) {
  return paging ? pageMeta(paging, total) : { page: 1, limit: Math.max(total, 1), total, pages: 1 };
}

/** The paging of a query whose filters were checked first (their errors come alone, as the list always answered). */
export function pagingAfterFilters(query: unknown): Paging | null {
  const checked = validatePayload(PageQuery, query);
  if (!checked.ok) throw invalidInput(checked.errors);
  return optionalPaging(checked.value);
}

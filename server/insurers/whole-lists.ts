import { validatePayload } from '../../domain/validation';
import { invalidInput } from '../http/errors';
import { pageMeta, type Paging } from '../http/paging';
import { PageQuery, pagingOf } from '../http/params';

// Short lists (insurers, co-brokers, accounts, currencies) come whole unless the caller pages them.

/** Paging when the caller asks for it (page or limit); otherwise the whole list. */
export function optionalPaging(query: { page?: number; limit?: number }): Paging | null {
  return query.page === undefined && query.limit === undefined ? null : pagingOf(query);
}

export function metaFor(paging: Paging | null, total: number) {
  return paging ? pageMeta(paging, total) : { page: 1, limit: Math.max(total, 1), total, pages: 1 };
}

/** The paging of a query whose filters were checked first (their errors come alone, as the list always answered). */
export function pagingAfterFilters(query: unknown): Paging | null {
  const checked = validatePayload(PageQuery, query);
  if (!checked.ok) throw invalidInput(checked.errors);
  return optionalPaging(checked.value);
}

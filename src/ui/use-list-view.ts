import { useCallback, useMemo, useState } from 'react';
import type { ListSort, ListViewQuery } from '../../domain/list-sort';
import type { TableView } from './paged-table';

const DEFAULT_PAGE_SIZE = 20;

/**
 * A list page's page, page size and sort. Changing the sort or the size goes back to page 1, as
 * does `toFirstPage` (a filter changed). `table` is what PagedTable takes of it.
 */
export function useListView(pageSize = DEFAULT_PAGE_SIZE) {
  const [view, setView] = useState<{ page: number; limit: number; sort: ListSort | null }>({ page: 1, limit: pageSize, sort: null });
  const toFirstPage = useCallback(() => setView((now) => ({ ...now, page: 1 })), []);
  const query = useMemo<ListViewQuery>(
    () => ({ page: view.page, limit: view.limit, sort: view.sort?.sort, direction: view.sort?.direction }),
    [view],
  );
  const table: TableView = {
    page: view.page,
    onPageChange: (page) => setView((now) => ({ ...now, page })),
    sort: view.sort,
    onSortChange: (sort) => setView((now) => ({ ...now, sort, page: 1 })),
    pageSize: view.limit,
    onPageSizeChange: (limit) => setView((now) => ({ ...now, limit, page: 1 })),
  };
  return { query, table, toFirstPage };
}

import { flipped, type ListSort } from '../../domain/list-sort';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import type { Loaded } from './use-loader';
import type { JSX, ReactNode } from 'react';

export type PagedTableColumn<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Long text (names, statuses) may wrap, so the table fits beside the menu. */
  wrap?: boolean;
  /** The list's sort key this column sorts by: its header becomes a button. */
  sortable?: string;
};

/** The rows a page may hold, as "Rows per page" offers them. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type PagedTableStatus = 'loading' | 'error' | 'ready';

export type PagedTableProps<Row> = {
  caption: string;
  columns: readonly PagedTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  status: PagedTableStatus;
  error?: string;
  emptyMessage?: string;
  pages: number;
  total?: number;
  /** The total is the server's estimate (a large filtered list): shown as "about". */
  totalIsEstimate?: boolean;
  /** Offered beside the error: asks for the same page again. */
  onRetry?: () => void;
} & TableView;

/** The page shown, and the sort and page size when the list offers them (see `useListView`). */
export type TableView = {
  /** numbered from 1 */
  page: number;
  onPageChange: (page: number) => void;
  /** The sort shown on the sortable columns; null is the list's own order. */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
  /** With `onPageSizeChange`, "Rows per page" is offered in the pager. */
  pageSize?: number;
  onPageSizeChange?: (size: number) => void;
};

const alignClass = (align: 'left' | 'right' = 'left') => (align === 'right' ? 'text-right' : 'text-left');

export function PagedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  error,
  emptyMessage = 'No records found',
  page,
  pages,
  total,
  totalIsEstimate,
  onPageChange,
  onRetry,
  sort,
  onSortChange,
  pageSize,
  onPageSizeChange,
}: PagedTableProps<Row>): JSX.Element {
  const lastPage = Math.max(pages, 1);
  const ready = status === 'ready';

  const slot = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="px-4 py-2">
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = slot(<Loading label={`Loading ${caption.toLowerCase()}`} />);
  } else if (status === 'error') {
    body = slot(
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-red-700">
        <p>{error ?? 'An error occurred. Please try again.'}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>,
    );
  } else if (!rows || rows.length === 0) {
    body = slot(<EmptyState title={emptyMessage} />);
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className="hover:bg-slate-50">
        {columns.map((column) => (
          <td
            key={column.key}
            className={`px-4 py-3 text-slate-700 ${column.wrap ? 'min-w-28' : 'whitespace-nowrap'} ${alignClass(column.align)}`}
          >
            {column.render(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={status === 'loading' || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable && sort?.sort === column.sortable ? ARIA_SORT[sort.direction] : undefined}
                  className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${alignClass(column.align)}`}
                >
                  {column.sortable && onSortChange ? (
                    <SortButton header={column.header} sortKey={column.sortable} sort={sort ?? null} onSortChange={onSortChange} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{body}</tbody>
        </table>
      </div>
      {ready && (
        <nav
          aria-label={`${caption} pages`}
          className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            Page {Math.min(page, lastPage)} of {lastPage}
            {total !== undefined && (
              <span className="text-slate-500">
                {' '}
                · {totalIsEstimate ? `about ${total.toLocaleString('en')}` : total} {total === 1 ? 'record' : 'records'}
              </span>
            )}
          </p>
          <div className="flex items-center gap-2">
            {pageSize !== undefined && onPageSizeChange && <RowsPerPage pageSize={pageSize} onPageSizeChange={onPageSizeChange} />}
            <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
              Next
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A header that sorts its column: ascending first, the other way on each click after. */
function SortButton({
  header,
  sortKey,
  sort,
  onSortChange,
}: {
  header: string;
  sortKey: string;
  sort: ListSort | null;
  onSortChange: (sort: ListSort) => void;
}) {
  const current = sort?.sort === sortKey ? sort.direction : null;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      onClick={() => onSortChange({ sort: sortKey, direction: current ? flipped(current) : 'asc' })}
    >
      {header}
      <span aria-hidden="true" className={current ? 'text-slate-900' : 'text-slate-300'}>
        {current === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

function RowsPerPage({ pageSize, onPageSizeChange }: { pageSize: number; onPageSizeChange: (size: number) => void }) {
  return (
    <label className="flex items-center gap-2 whitespace-nowrap">
      Rows per page
      <select
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A loaded page of a list as the table shows it: its rows, pages and total, or the loading or error slot. */
export function loadedPage<Row>(
  list: Loaded<{ rows: readonly Row[]; pages: number; total: number; totalIsEstimate?: boolean }>,
): Pick<PagedTableProps<Row>, 'rows' | 'status' | 'error' | 'pages' | 'total' | 'totalIsEstimate'> {
  if (list.status === 'ready') {
    const { rows, pages, total, totalIsEstimate } = list.data;
    return { status: 'ready', rows, pages, total, totalIsEstimate: totalIsEstimate === true };
  }
  if (list.status === 'failed') return { status: 'error', rows: undefined, pages: 1, error: list.failure.message };
  return { status: 'loading', rows: undefined, pages: 1 };
}

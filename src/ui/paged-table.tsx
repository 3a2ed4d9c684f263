import { counted } from '../../domain/format/counted';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ListTable, type ListColumn, type ListSorting } from './list-table';
import { Loading } from './loading';
import type { Loaded } from './use-loader';
import type { JSX, ReactNode } from 'react';

/** A column of a paged list (see `ListColumn`). */
export type PagedTableColumn<Row> = ListColumn<Row>;

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
  /** With `onPageSizeChange`, "Rows per page" is offered in the pager. */
  pageSize?: number;
  onPageSizeChange?: (size: number) => void;
} & ListSorting;

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

  let slot: ReactNode = null;
  if (status === 'loading') {
    slot = <Loading label={`Loading ${caption.toLowerCase()}`} />;
  } else if (status === 'error') {
    slot = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-red-700">
        <p>{error ?? 'An error occurred. Please try again.'}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  } else if (!rows || rows.length === 0) {
    slot = <EmptyState title={emptyMessage} />;
  }

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <ListTable
        caption={caption}
        columns={columns}
        rows={rows ?? []}
        rowKey={rowKey}
        slot={slot}
        busy={status === 'loading'}
        sort={sort}
        onSortChange={onSortChange}
      />
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
                · {totalIsEstimate ? 'about ' : ''}
                {counted(total, 'records')}
              </span>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
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

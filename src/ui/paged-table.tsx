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
};

export type PagedTableStatus = 'loading' | 'error' | 'ready';

export type PagedTableProps<Row> = {
  caption: string;
  columns: readonly PagedTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  status: PagedTableStatus;
  error?: string;
  emptyMessage?: string;
  /** numbered from 1 */
  page: number;
  pages: number;
  total?: number;
  /** The total is the server's estimate (a large filtered list): shown as "about". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  /** Offered beside the error: asks for the same page again. */
  onRetry?: () => void;
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
                  className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${alignClass(column.align)}`}
                >
                  {column.header}
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
          <div className="flex gap-2">
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

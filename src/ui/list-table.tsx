import { useEffect, useState, type ReactNode } from 'react';
import { flipped, type ListSort } from '../../domain/list-sort';
import { useNarrowScreen } from './use-narrow-screen';

export type ListColumn<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Long text (names, statuses) may wrap, so the table fits beside the menu. */
  wrap?: boolean;
  /** The list's sort key this column sorts by: its header becomes a button. */
  sortable?: string;
  /** The cell names its row (a person's or a record's name). */
  rowHeader?: boolean;
  /** The header is for screen readers only (a column of buttons). */
  headerHidden?: boolean;
};

export type ListSorting = {
  /** The sort shown on the sortable columns; null is the list's own order. */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
};

export type ListTableProps<Row> = {
  caption: string;
  /** The caption as a title bar over the list; otherwise only screen readers read it. */
  captionShown?: boolean;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the rows: loading, a failure, or nothing to list. */
  slot?: ReactNode;
  busy?: boolean;
} & ListSorting;

const alignClass = (align: 'left' | 'right' = 'left') => (align === 'right' ? 'text-right' : 'text-left');
/** A column's header, over a table or beside a card's value. */
export const headerClass = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

type Box = { box: (element: HTMLDivElement | null) => void };

/**
 * A list as a table, or as stacked cards on a phone and wherever the table would not fit its box:
 * one card a row, each column's header beside its value, so amounts and actions never hide off to the side.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const narrow = useNarrowScreen();
  const { box, fits } = useTableFit();
  return narrow || !fits ? <ListCards {...props} box={box} /> : <WideTable {...props} box={box} />;
}

/**
 * Whether the table fits its box. Once it overflows, the width it needed is kept, and the table comes
 * back when the box is that wide again (the cards cannot tell what the table would need).
 */
function useTableFit() {
  const [element, box] = useState<HTMLDivElement | null>(null);
  const [needed, setNeeded] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    const table = element.querySelector('table');
    const check = () => {
      if (table && element.scrollWidth > element.clientWidth + 1) setNeeded(element.scrollWidth);
      else if (!table && needed !== null && element.clientWidth >= needed) setNeeded(null);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  }, [element, needed]);
  return { box, fits: needed === null };
}

function WideTable<Row>({ caption, captionShown, columns, rows, rowKey, slot, busy, sort, onSortChange, box }: ListTableProps<Row> & Box) {
  return (
    // relative: the screen-reader-only texts inside are placed within the scrolling box, not past the page's edge.
    <div ref={box} className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={busy || undefined}>
        <caption className={captionShown ? 'bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-900' : 'sr-only'}>
          {caption}
        </caption>
        <thead className={captionShown ? undefined : 'bg-slate-50'}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable && sort?.sort === column.sortable ? ARIA_SORT[sort.direction] : undefined}
                className={`px-3 py-3 ${headerClass} ${alignClass(column.align)}`}
              >
                {column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.sortable && onSortChange ? (
                  <SortButton header={column.header} sortKey={column.sortable} sort={sort ?? null} onSortChange={onSortChange} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {slot ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-2">
                {slot}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => {
                  const className = `px-3 py-3 text-slate-700 ${column.wrap ? 'min-w-28' : 'whitespace-nowrap'} ${alignClass(column.align)}`;
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={`${className} font-medium text-slate-900`}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.render(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function ListCards<Row>({ caption, captionShown, columns, rows, rowKey, slot, busy, sort, onSortChange, box }: ListTableProps<Row> & Box) {
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  return (
    <div ref={box} aria-busy={busy || undefined}>
      {captionShown && <h3 className="bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-900">{caption}</h3>}
      {sortable.length > 0 && onSortChange && (
        <div
          role="group"
          aria-label={`Sort ${caption.toLowerCase()}`}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-2 ${headerClass}`}
        >
          <span aria-hidden="true">Sort by</span>
          {sortable.map((column) => (
            <SortButton
              key={column.key}
              header={column.header}
              sortKey={column.sortable!}
              sort={sort ?? null}
              onSortChange={onSortChange}
            />
          ))}
        </div>
      )}
      {slot ? (
        <div className="px-4 py-2">{slot}</div>
      ) : (
        <ul aria-label={caption} className="divide-y divide-slate-200">
          {rows.map((row) => (
            <li key={rowKey(row)} className="px-4 py-3">
              <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3 gap-y-2 text-sm sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] sm:gap-y-3">
                {columns.map((column) => (
                  <div key={column.key} className="contents sm:block">
                    <dt className={`${headerClass} ${column.headerHidden ? 'sr-only' : ''}`}>{column.header}</dt>
                    <dd className={`min-w-0 break-words text-slate-800 sm:mt-0.5 ${column.headerHidden ? 'col-span-2' : ''}`}>
                      {column.render(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
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

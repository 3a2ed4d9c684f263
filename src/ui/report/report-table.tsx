import { Link } from 'react-router';
import { linkClass } from '../link-styles';
import { ScrollRegion } from '../scroll-region';
import { useNarrowScreen } from '../use-narrow-screen';
import { ReportCards } from './report-cards';
import { alignRight, appLink, cellText } from './report-cells';
import type { ReportColumn, ReportRow, ReportTable } from '../../../domain/reports/report';

const cell = 'px-3 py-2 whitespace-nowrap';
const cellClass = (column: ReportColumn) => (alignRight(column.kind) ? `${cell} text-right tabular-nums` : `${cell} text-left`);

/** A line's first cell names it (a row header), and leads to the record behind it when the line has one. */
function FirstCell({ column, row }: { column: ReportColumn; row: ReportRow }) {
  const text = cellText(column.kind, row.cells[column.key]);
  const to = appLink(row.link);
  return (
    <th scope="row" className={`${cellClass(column)} font-normal`}>
      {to ? (
        <Link to={to} className={linkClass}>
          {text || 'Open'}
        </Link>
      ) : (
        text
      )}
    </th>
  );
}

/**
 * One table of a report: its headers, a line per row, and the totals line. `name` is the table's
 * accessible name; a table with its own title shows it as the caption. Wide tables scroll in
 * their own box, so the page around them keeps its width; on a phone the lines become cards.
 */
export function ReportTableView({ table, name }: { table: ReportTable; name: string }) {
  const narrow = useNarrowScreen();
  const [first, ...rest] = table.columns;
  if (!first) return null;
  if (narrow) return <ReportCards table={table} name={name} />;
  return (
    <ScrollRegion name={name}>
      <table className="min-w-full text-sm">
        <caption className={table.title ? 'pb-2 text-left text-base font-semibold text-slate-900' : 'sr-only'}>{name}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length} className={`${cell} text-slate-500`}>
                No lines in this period.
              </td>
            </tr>
          )}
          {table.rows.map((row, index) => (
            <tr key={index} className="border-t border-slate-100 text-slate-700">
              <FirstCell column={first} row={row} />
              {rest.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {cellText(column.kind, row.cells[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.totals && (
          <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
            <tr>
              <th scope="row" className={cellClass(first)}>
                {cellText(first.kind, table.totals[first.key]) || 'Total'}
              </th>
              {rest.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {cellText(column.kind, table.totals?.[column.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}

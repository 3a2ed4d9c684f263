import { Link } from 'react-router';
import { linkClass } from '../link-styles';
import { headerClass } from '../list-table';
import { appLink, cellText } from './report-cells';
import type { ReportCell, ReportColumn, ReportTable } from '../../../domain/reports/report';

/** A line's figures under their headers, the first one (what the line is) as the card's title. */
function Card({ columns, cells, to, total }: { columns: ReportColumn[]; cells: Record<string, ReportCell>; to?: string; total?: boolean }) {
  const [first, ...rest] = columns;
  const title = cellText(first!.kind, cells[first!.key]) || (total ? 'Total' : '');
  return (
    <li className={`px-4 py-3 ${total ? 'bg-slate-50 font-semibold text-slate-900' : 'text-slate-800'}`}>
      <p className="text-sm font-medium text-slate-900">
        {to ? (
          <Link to={to} className={linkClass}>
            {title || 'Open'}
          </Link>
        ) : (
          title
        )}
      </p>
      <dl className="mt-1 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        {rest
          .filter((column) => cellText(column.kind, cells[column.key]) !== '')
          .map((column) => (
            <div key={column.key} className="contents">
              <dt className={headerClass}>{column.header}</dt>
              <dd className="min-w-0 break-words tabular-nums">{cellText(column.kind, cells[column.key])}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}

/**
 * A report's table on a phone: a card for each line, each figure under its column's header, and
 * the totals as the last card, so no column is off to the side. Empty figures are left out.
 */
export function ReportCards({ table, name }: { table: ReportTable; name: string }) {
  return (
    <section aria-label={name}>
      {table.title && <h3 className="pb-2 text-base font-semibold text-slate-900">{name}</h3>}
      {table.rows.length === 0 ? (
        <p className="px-4 py-2 text-sm text-slate-500">No lines in this period.</p>
      ) : (
        <ul aria-label={name} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {table.rows.map((row, index) => (
            <Card key={index} columns={table.columns} cells={row.cells} to={appLink(row.link)} />
          ))}
          {table.totals && <Card columns={table.columns} cells={table.totals} total />}
        </ul>
      )}
    </section>
  );
}

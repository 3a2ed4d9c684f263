import { useId } from 'react';
import { CheckLines } from '../statement-figures';
import { ReportPager } from './report-pager';
import { ReportTableView } from './report-table';
import type { Report } from '../../../domain/reports/report';

/** Nothing to report: no line in any table. */
export const isEmptyReport = (report: Report) => report.tables.every((table) => table.rows.length === 0);

/**
 * A report on screen: the period it covers, its tables with their totals, the checks against the
 * books, and its notes. A long table comes a page at a time: `onPageChange` turns the page.
 */
export function ReportView({ report, onPageChange }: { report: Report; onPageChange?: (page: number) => void }) {
  const checksId = useId();
  return (
    <div className="min-w-0 space-y-6">
      <p className="text-sm text-slate-600">
        From <time dateTime={report.start_date}>{report.start_date}</time> to <time dateTime={report.end_date}>{report.end_date}</time>
      </p>
      {report.tables.map((table, index) => (
        <div key={index} className="space-y-2">
          <ReportTableView table={table} name={table.title ?? report.title} />
          {table.page && onPageChange && <ReportPager page={table.page} name={table.title ?? report.title} onPageChange={onPageChange} />}
        </div>
      ))}
      {report.checks.length > 0 && (
        <section aria-labelledby={checksId} className="space-y-2">
          <h2 id={checksId} className="text-sm font-semibold text-slate-900">
            Checks against the books
          </h2>
          <CheckLines checks={report.checks} />
        </section>
      )}
      {report.notes.length > 0 && (
        <ul aria-label="Notes" className="list-disc space-y-1 pl-5 text-xs text-slate-500">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { REGULATORY_REPORT_KINDS, REGULATORY_REPORTS } from '../../../domain/reports/regulatory';
import { linkClass } from '../../ui/link-styles';
import { PageHeader } from '../../ui/page-header';
import { regulatoryScreenPath } from './regulatory-paths';
import type { ReportPeriodKind } from '../../../domain/reports/periods';

/** How the page names a return's usual period. */
export const PERIOD_NAMES: Record<ReportPeriodKind, string> = {
  month: 'this month so far',
  quarter: 'this quarter so far',
  'half-year': 'this half year so far',
  year: 'this year so far',
};

/** /reports/regulatory-report: the returns filed with NAICOM, each with what it shows and the period it opens on. */
export function RegulatoryIndexPage() {
  return (
    <div className="space-y-4">
      <PageHeader title="Regulatory Reports" />
      <p className="text-sm text-slate-600">
        The returns a brokerage files with NAICOM. Each opens on its usual period; choose another period on its page, and export it as CSV,
        Excel or PDF.
      </p>
      <ul aria-label="Regulatory returns" className="grid gap-3 md:grid-cols-2">
        {REGULATORY_REPORT_KINDS.map((kind) => {
          const info = REGULATORY_REPORTS[kind];
          return (
            <li key={kind} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="text-base font-semibold">
                <Link to={regulatoryScreenPath(kind)} className={linkClass}>
                  {info.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">{info.intro}</p>
              <p className="text-xs text-slate-500">Opens on {PERIOD_NAMES[info.period]}.</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

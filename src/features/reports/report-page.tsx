import { useCallback, type ReactNode } from 'react';
import { fetchReport } from '../../api/reports';
import { useServices } from '../../app/session/session-context';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { useLoader } from '../../ui/use-loader';
import { ReportPeriodControls } from './report-period-controls';
import { isEmptyReport, ReportView } from './report-view';
import { useReportExports } from './use-report-exports';
import { useReportPeriod } from './use-report-period';
import type { ReportPeriodKind } from '../../../domain/reports/periods';

export interface ReportPageProps {
  /** The report's call under /api/v1, e.g. `/reports/regulatory/crr-premium`. */
  path: string;
  title: string;
  /** One sentence on what the report shows. */
  intro: string;
  /** The period shown until the user chooses one: this one so far. */
  period: ReportPeriodKind;
}

/**
 * Any report of /reports: its period (kept in the address), its exports, and one slot per state
 * (loading, failed, empty, ready).
 */
export function ReportPage({ path, title, intro, period }: ReportPageProps) {
  const { api } = useServices();
  const { range, choose, badLink } = useReportPeriod(period);
  const { startDate, endDate } = range;
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchReport(api, path, { startDate, endDate }, signal), [api, path, startDate, endDate]),
    { clearWhileLoading: true },
  );
  const exports = useReportExports(path, state.status === 'ready' ? state.data : null);

  let body: ReactNode;
  if (state.status === 'loading') body = <Loading label="Loading the report" />;
  else if (state.status === 'failed') body = <LoadFailure message={state.failure.message} onRetry={reload} />;
  else if (isEmptyReport(state.data))
    body = (
      <EmptyState
        title="Nothing to report for this period"
        description={`No line from ${state.data.start_date} to ${state.data.end_date}. Choose another period.`}
      />
    );
  else body = <ReportView report={state.data} />;

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={title} actions={exports.buttons} />
      <p className="text-sm text-slate-600">{intro}</p>
      <ReportPeriodControls shown={range} onChoose={choose} />
      {badLink && (
        <p role="status" className="text-sm text-amber-800">
          The dates in this address make no period; the report is shown for its usual period instead.
        </p>
      )}
      {exports.failure}
      <section aria-label={title} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {body}
      </section>
    </div>
  );
}

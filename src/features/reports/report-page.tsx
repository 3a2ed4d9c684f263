import { useCallback, type ReactNode } from 'react';
import { fetchReport, type ReportSubject } from '../../api/reports';
import { useServices } from '../../app/session/session-context';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { isEmptyReport, ReportView } from '../../ui/report/report-view';
import { useLoader } from '../../ui/use-loader';
import { ReportPeriodControls } from './report-period-controls';
import { useReportExports } from './use-report-exports';
import { useReportPage } from './use-report-page';
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
  /** What the report is asked beyond its period; null until the user has chosen it (nothing is asked meanwhile). */
  subject?: ReportSubject | null;
  /** Where the user chooses the subject, above the period. */
  subjectControls?: ReactNode;
  /** Said while there is no subject yet. */
  waiting?: { title: string; description: string };
}

/**
 * Any report of /reports: its period (kept in the address), its exports, and one slot per state
 * (loading, failed, empty, ready).
 */
/** Kept as one object, so a report without a subject is asked once. */
const NO_SUBJECT: ReportSubject = {};

export function ReportPage({ path, title, intro, period, subject = NO_SUBJECT, subjectControls, waiting }: ReportPageProps) {
  const { api } = useServices();
  const { range, choose, badLink } = useReportPeriod(period);
  const { startDate, endDate } = range;
  const { page, turnTo } = useReportPage();
  const { state, reload } = useLoader(
    useCallback(
      (signal: AbortSignal) =>
        subject
          ? fetchReport(api, path, { ...subject, startDate, endDate, ...(page > 1 ? { page: String(page) } : {}) }, signal)
          : new Promise<never>(() => {}),
      [api, path, subject, startDate, endDate, page],
    ),
    { clearWhileLoading: true },
  );
  const exports = useReportExports(path, subject && state.status === 'ready' ? state.data : null, subject ?? NO_SUBJECT);

  let body: ReactNode;
  if (!subject && waiting) body = <EmptyState title={waiting.title} description={waiting.description} />;
  else if (state.status === 'loading') body = <Loading label="Loading the report" />;
  else if (state.status === 'failed') body = <LoadFailure message={state.failure.message} onRetry={reload} />;
  else if (isEmptyReport(state.data) && page === 1)
    body = (
      <EmptyState
        title="Nothing to report for this period"
        description={`No line from ${state.data.start_date} to ${state.data.end_date}. Choose another period.`}
      />
    );
  else body = <ReportView report={state.data} onPageChange={turnTo} />;

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={title} actions={exports.buttons} />
      <p className="text-sm text-slate-600">{intro}</p>
      {subjectControls}
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

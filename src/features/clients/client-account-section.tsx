import { useCallback } from 'react';
import { Link } from 'react-router';
import { CLIENT_REPORT_PATH } from '../../../domain/reports/client-report';
import { periodToDate } from '../../../domain/reports/periods';
import { fetchReport } from '../../api/reports';
import { useServices } from '../../app/session/session-context';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { ReportView } from '../../ui/report/report-view';
import { useLoader } from '../../ui/use-loader';
import { editLinkClass } from './link-styles';
import type { ClientType } from '../../../domain/clients';

/** The client whole on their own page: this quarter's policies, premium, claims and statement, from the client report. */
export function ClientAccountSection({ clientType, clientId, name }: { clientType: ClientType; clientId: string; name: string }) {
  const { api } = useServices();
  const { state, reload } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchReport(api, CLIENT_REPORT_PATH, { clientType, clientId, ...periodToDate('quarter') }, signal),
      [api, clientType, clientId],
    ),
  );
  const fullReport = `/reports/client-report?${new URLSearchParams({ clientType, clientId, clientName: name })}`;
  return (
    <section
      aria-label="Policies, premium, claims and account"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Policies, premium, claims and account this quarter</h2>
        <Link to={fullReport} className={editLinkClass}>
          Open the client report
        </Link>
      </div>
      {state.status === 'loading' && <Loading label="Loading the client's account" />}
      {state.status === 'failed' && <LoadFailure message={state.failure.message} onRetry={reload} />}
      {state.status === 'ready' && <ReportView report={state.data} />}
    </section>
  );
}

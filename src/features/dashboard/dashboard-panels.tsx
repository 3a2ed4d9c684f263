import { useCallback } from 'react';
import { fetchDashboardPanels } from '../../api/dashboard';
import { useServices } from '../../app/session/session-context';
import { LoadFailure } from '../../ui/load-failure';
import { useLoader } from '../../ui/use-loader';
import { PremiumByClassPanel, PremiumByInsurerPanel, PremiumByMonthPanel } from './premium-panels';
import { CommissionPanel, ExpiringPoliciesPanel, OpenClaimsPanel, QuotesAwaitingPanel, RemittanceClockPanel } from './work-panels';
import type { DayRange } from '../../../domain/reports/periods';

/** The panels around the tiles, each present when the server answered it for this user. */
export function DashboardPanelsView({ range }: { range: DayRange }) {
  const { api } = useServices();
  const { startDate, endDate } = range;
  const { state, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchDashboardPanels(api, { startDate, endDate }, signal), [api, startDate, endDate]),
    { clearWhileLoading: true },
  );
  if (state.status === 'loading')
    return (
      <div role="status" aria-label="Loading the dashboard panels" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((at) => (
          <div key={at} className="h-48 animate-pulse rounded-lg border border-slate-200 bg-white" />
        ))}
      </div>
    );
  if (state.status === 'failed') return <LoadFailure message={state.failure.message} onRetry={reload} />;
  const panels = state.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {panels.premium_by_month && <PremiumByMonthPanel months={panels.premium_by_month} />}
      {panels.premium_by_insurer && <PremiumByInsurerPanel insurers={panels.premium_by_insurer} />}
      {panels.premium_by_class && <PremiumByClassPanel classes={panels.premium_by_class} />}
      {panels.commission && <CommissionPanel commission={panels.commission} />}
      {panels.remittance_clock && <RemittanceClockPanel clock={panels.remittance_clock} />}
      {panels.expiring_policies && <ExpiringPoliciesPanel expiring={panels.expiring_policies} />}
      {panels.open_claims && <OpenClaimsPanel claims={panels.open_claims} />}
      {panels.quotes_awaiting_approval && <QuotesAwaitingPanel waiting={panels.quotes_awaiting_approval} />}
    </div>
  );
}

import { useMemo } from 'react';
import { formatDate } from '../../../domain/format/dates';
import { todayInLagos } from '../../../domain/today';
import { useGrants } from '../../app/use-grants';
import { PageHeader } from '../../ui/page-header';
import { DashboardPanelsView } from './dashboard-panels';
import { useDashboardRange } from './dashboard-range';
import { CommissionDueTile, PolicyCountTile, PremiumUnderwrittenTile, SumAssuredTile } from './dashboard-tiles';
import { RangeControls } from './range-controls';

/** /dashboard: the period's totals and what needs doing, each only for those who may see it. */
export function DashboardPage() {
  const today = useMemo(() => todayInLagos(), []);
  const { range, choose } = useDashboardRange(today);
  const grants = useGrants();
  const policies = grants.has('View Policies');
  const premium = grants.has('View Invoices');
  const accounting = grants.has('View Financial Reports') || grants.has('View Accounts');
  const period = { startDate: range.startDate, endDate: range.endDate };

  return (
    <div className="space-y-4">
      <PageHeader title="Dashboard" />
      <RangeControls key={range.period} range={range} today={today} onChoose={choose} />
      <p className="text-sm text-slate-600">
        {formatDate(range.startDate)} to {formatDate(range.endDate)}
      </p>
      {!grants.loading && (
        <div className="grid grid-cols-[repeat(auto-fit,minmax(16rem,1fr))] gap-4">
          {policies && <PolicyCountTile range={period} />}
          {policies && <SumAssuredTile range={period} />}
          {premium && <PremiumUnderwrittenTile range={period} />}
          {accounting && <CommissionDueTile range={period} />}
        </div>
      )}
      <DashboardPanelsView range={period} />
    </div>
  );
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { periodErrors } from '../../../domain/financial-statements';
import { todayInLagos } from '../../../domain/today';
import { defaultRange } from './period-presets';
import type { DayRange, ReportPeriodKind } from '../../../domain/reports/periods';

/**
 * The period a report is shown for, kept in the address (`?startDate=…&endDate=…`) so that a link
 * shows the same report; without dates, or with dates that make no period, the report's own
 * period so far.
 */
export function useReportPeriod(kind: ReportPeriodKind) {
  const [params, setParams] = useSearchParams();
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const linked = startDate !== null || endDate !== null;
  const valid = linked && periodErrors(startDate ?? '', endDate ?? '').length === 0;
  const range: DayRange = valid ? { startDate: startDate!, endDate: endDate! } : defaultRange(kind, todayInLagos());
  const choose = useCallback(
    (next: DayRange) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('startDate', next.startDate);
        updated.set('endDate', next.endDate);
        // Another period has other lines: its first page.
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { range, choose, badLink: linked && !valid };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isValidDateString } from '../../../domain/date-input';
import { periodToDate, type DayRange } from '../../../domain/reports/periods';

// The dashboard's period, kept in the address so a link or a reload shows the same figures.

export const DASHBOARD_PERIODS = [
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'This quarter' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom dates' },
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['value'];

export interface DashboardRange extends DayRange {
  period: DashboardPeriod;
}

const isPeriod = (value: string | null): value is DashboardPeriod => DASHBOARD_PERIODS.some((period) => period.value === value);

export function rangeFromAddress(search: URLSearchParams, today: string): DashboardRange {
  const asked = search.get('period');
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  if (asked === 'custom' && isValidDateString(startDate) && isValidDateString(endDate) && startDate <= endDate)
    return { period: 'custom', startDate, endDate };
  const period = isPeriod(asked) && asked !== 'custom' ? asked : 'month';
  return { period, ...periodToDate(period, today) };
}

export function useDashboardRange(today: string) {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => rangeFromAddress(search, today), [search, today]);
  const choose = useCallback(
    (next: DashboardRange) =>
      setSearch(
        next.period === 'custom'
          ? { period: 'custom', startDate: next.startDate, endDate: next.endDate }
          : next.period === 'month'
            ? {}
            : { period: next.period },
        { replace: true },
      ),
    [setSearch],
  );
  return { range, choose };
}

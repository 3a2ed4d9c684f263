import { DateTime } from 'luxon';
import { LAGOS_ZONE, todayInLagos } from '../today';

// The stretches of days reports and the dashboard are asked for, in Lagos time, both ends inclusive.

export const REPORT_PERIOD_KINDS = ['month', 'quarter', 'half-year', 'year'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

const unitOf: Record<ReportPeriodKind, (day: DateTime) => DateTime> = {
  month: (day) => day.startOf('month'),
  quarter: (day) => day.startOf('quarter'),
  'half-year': (day) => day.set({ month: day.month <= 6 ? 1 : 7 }).startOf('month'),
  year: (day) => day.startOf('year'),
};

const lengthOf: Record<ReportPeriodKind, { months: number }> = {
  month: { months: 1 },
  quarter: { months: 3 },
  'half-year': { months: 6 },
  year: { months: 12 },
};

/** The whole period of this kind that holds `day`: the quarter of 2026-11-25 is 2026-10-01 to 2026-12-31. */
export function periodHolding(kind: ReportPeriodKind, day: string = todayInLagos()): DayRange {
  const start = unitOf[kind](DateTime.fromISO(day, { zone: LAGOS_ZONE }));
  return { startDate: start.toISODate()!, endDate: start.plus(lengthOf[kind]).minus({ days: 1 }).toISODate()! };
}

/** The period of this kind that holds `day`, cut at `day`: a report of the current quarter so far. */
export function periodToDate(kind: ReportPeriodKind, day: string = todayInLagos()): DayRange {
  return { startDate: periodHolding(kind, day).startDate, endDate: day };
}

/** The period before the one holding `day`: the last full quarter, the last half year. */
export function periodBefore(kind: ReportPeriodKind, day: string = todayInLagos()): DayRange {
  const start = DateTime.fromISO(periodHolding(kind, day).startDate, { zone: LAGOS_ZONE }).minus(lengthOf[kind]);
  return periodHolding(kind, start.toISODate()!);
}

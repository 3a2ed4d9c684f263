import { periodBefore, periodToDate, type DayRange, type ReportPeriodKind } from '../../../domain/reports/periods';

export interface PeriodPreset {
  label: string;
  /** The days it stands for on `today` (a Lagos day, yyyy-MM-dd). */
  range: (today: string) => DayRange;
}

/** The periods a report is most often asked for: the current ones so far, and the last full ones. */
export const PERIOD_PRESETS: PeriodPreset[] = [
  { label: 'This quarter', range: (today) => periodToDate('quarter', today) },
  { label: 'Last quarter', range: (today) => periodBefore('quarter', today) },
  { label: 'This half year', range: (today) => periodToDate('half-year', today) },
  { label: 'Last half year', range: (today) => periodBefore('half-year', today) },
  { label: 'This year', range: (today) => periodToDate('year', today) },
];

/** A report's own period so far, as the server works it out when no dates are given. */
export const defaultRange = (kind: ReportPeriodKind, today: string): DayRange => periodToDate(kind, today);

export const sameRange = (a: DayRange, b: DayRange) => a.startDate === b.startDate && a.endDate === b.endDate;

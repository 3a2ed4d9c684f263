import { DateTime } from 'luxon';
import { array, boolean, enums, literal, nullable, optional, refine, string, type, type Infer } from 'superstruct';
import { accountingMessages, PERIOD_STATUSES } from './accounting';
import { ListMeta } from './api/envelope';
import { FIELD_REQUIRED } from './common-messages';
import { isValidDateString } from './date-input';

// Accounting periods: the stretches of time the books are kept for. A period runs from its first
// day to its last day, both included (yyyy-mm-dd, Lagos dates); periods of one brokerage never
// overlap, and once closed, nothing posts into a period again.

export const PERIOD_NAME_MAX = 60;

export const AccountingPeriod = type({
  period_id: string(),
  name: string(),
  period_start: string(),
  /** The last day of the period, inclusive. */
  period_end: string(),
  status: enums(PERIOD_STATUSES),
  is_current: boolean(),
  closed_at: nullable(string()),
  closed_by_name: nullable(string()),
  created_at: string(),
});
export type AccountingPeriod = Infer<typeof AccountingPeriod>;

export const AccountingPeriodsResponse = type({ success: literal(true), data: array(AccountingPeriod), meta: ListMeta });
export const CurrentPeriodResponse = type({ success: literal(true), data: nullable(AccountingPeriod) });
export const AccountingPeriodSaved = type({ success: literal(true), message: string(), data: AccountingPeriod });

export const PERIOD_END_BEFORE_START = 'The last day must be on or after the first day';

const dateField = () =>
  refine(string(), 'date', (value) => (value.trim() === '' ? FIELD_REQUIRED : isValidDateString(value) || 'Enter a valid date'));

/**
 * POST /accounting/periods. Without a name the period is named from its dates (defaultPeriodName):
 * 'FY 2027' for a calendar year, 'Mar 2027' for one month, 'Jan 2027–Mar 2027' for whole months,
 * '1 Jan 2027–15 Mar 2027' otherwise.
 */
export const PeriodPayload = refine(
  type({
    name: optional(
      nullable(
        refine(string(), 'name', (value) => value.trim().length <= PERIOD_NAME_MAX || `Must be at most ${PERIOD_NAME_MAX} characters`),
      ),
    ),
    periodStart: dateField(),
    periodEnd: dateField(),
  }),
  'order',
  (value) => value.periodEnd >= value.periodStart || { path: ['periodEnd'], message: PERIOD_END_BEFORE_START },
);
export type PeriodPayload = Infer<typeof PeriodPayload>;

export const periodMessages = {
  created: 'Accounting period created',
  closed: 'Accounting period closed',
  overlap: accountingMessages.periodsOverlap,
  alreadyClosed: 'This accounting period is already closed',
  pendingEntries: (count: number) =>
    count === 1
      ? '1 transaction dated in this period is waiting for approval; approve or reject it before closing'
      : `${count} transactions dated in this period are waiting for approval; approve or reject them before closing`,
} as const;

type Span = { period_start: string; period_end: string };

/**
 * "The current accounting period is the one whose start is on or before now and whose end is
 * after now": the end is stored as the last day itself, so the period is current through that day.
 */
export const isCurrentPeriod = (period: Span, today: string): boolean => period.period_start <= today && today <= period.period_end;

/** Two periods share at least one day (yyyy-mm-dd strings order as the dates they name). */
export const periodsOverlap = (a: Span, b: Span): boolean => a.period_start <= b.period_end && b.period_start <= a.period_end;

export function defaultPeriodName(periodStart: string, periodEnd: string): string {
  const start = DateTime.fromISO(periodStart);
  const end = DateTime.fromISO(periodEnd);
  const wholeMonths = start.day === 1 && end.day === end.daysInMonth;
  if (wholeMonths && start.month === 1 && end.month === 12 && start.year === end.year) return `FY ${start.year}`;
  if (wholeMonths && start.hasSame(end, 'month')) return start.toFormat('LLL yyyy', { locale: 'en-US' });
  if (wholeMonths) return `${start.toFormat('LLL yyyy', { locale: 'en-US' })}–${end.toFormat('LLL yyyy', { locale: 'en-US' })}`;
  return `${start.toFormat('d LLL yyyy', { locale: 'en-US' })}–${end.toFormat('d LLL yyyy', { locale: 'en-US' })}`;
}

/** The name a new period gets: the one typed, trimmed, or one made from its dates. */
export const periodNameOf = (payload: PeriodPayload): string =>
  payload.name?.trim() || defaultPeriodName(payload.periodStart, payload.periodEnd);

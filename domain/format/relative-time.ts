import { DateTime, type DurationUnit } from 'luxon';
import { LAGOS_ZONE as LAGOS } from '../today';
import { counted } from './counted';

// Largest first: the first unit with a whole count names the bucket.
const UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const satisfies readonly DurationUnit[];

function toDateTime(value: string | Date): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  const iso = DateTime.fromISO(value);
  return iso.isValid ? iso : DateTime.fromSQL(value);
}

export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Never';
  const moment = toDateTime(value);
  if (!moment.isValid) return 'Never';

  // Calendar units (a month is a month, not 30 days), counted on the brokerage's clock.
  const then = moment.setZone(LAGOS);
  const current = DateTime.fromJSDate(now).setZone(LAGOS);
  const future = then > current;
  const duration = (future ? then.diff(current, [...UNITS]) : current.diff(then, [...UNITS])).toObject();

  const unit = UNITS.find((candidate) => Math.floor(duration[candidate] ?? 0) >= 1) ?? 'seconds';
  const count = Math.floor(duration[unit] ?? 0);
  const phrase = counted(count, unit);
  return future ? `in ${phrase}` : `${phrase} ago`;
}

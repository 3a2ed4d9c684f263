import { DateTime } from 'luxon';

const UNITS = [
  { unit: 'year', seconds: 365 * 24 * 60 * 60 },
  { unit: 'month', seconds: 30 * 24 * 60 * 60 },
  { unit: 'week', seconds: 7 * 24 * 60 * 60 },
  { unit: 'day', seconds: 24 * 60 * 60 },
  { unit: 'hour', seconds: 60 * 60 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

function toDateTime(value: string | Date): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  const iso = DateTime.fromISO(value);
  return iso.isValid ? iso : DateTime.fromSQL(value);
}

export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'Never';
  const moment = toDateTime(value);
  if (!moment.isValid) return 'Never';

  const diffSeconds = Math.round((now.getTime() - moment.toMillis()) / 1000);
  const elapsed = Math.abs(diffSeconds);
  const { unit, seconds } = UNITS.find((candidate) => elapsed >= candidate.seconds) ?? UNITS[UNITS.length - 1]!;
  const count = Math.floor(elapsed / seconds);
  const phrase = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return diffSeconds < 0 ? `in ${phrase}` : `${phrase} ago`;
}

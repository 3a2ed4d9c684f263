import { DateTime, type DurationLikeObject } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../domain/format/relative-time';

const nowInLagos = DateTime.fromISO('2026-03-05T13:00:00', { zone: 'Africa/Lagos' });
const now = nowInLagos.toJSDate();
const before = (duration: DurationLikeObject) => nowInLagos.minus(duration).toJSDate();
const after = (duration: DurationLikeObject) => nowInLagos.plus(duration).toJSDate();

describe('formatRelativeTime', () => {
  it.each([null, undefined, '', 'not a date'])('says Never for %j', (value) => {
    expect(formatRelativeTime(value, now)).toBe('Never');
  });

  it('says Never for an invalid Date', () => {
    expect(formatRelativeTime(new Date(Number.NaN), now)).toBe('Never');
  });

  it.each<[DurationLikeObject, string]>([
    [{ seconds: 0 }, '0 seconds ago'],
    [{ seconds: 1 }, '1 second ago'],
    [{ seconds: 12 }, '12 seconds ago'],
    [{ seconds: 59, milliseconds: 999 }, '59 seconds ago'],
    [{ minutes: 1 }, '1 minute ago'],
    [{ minutes: 59 }, '59 minutes ago'],
    [{ hours: 1 }, '1 hour ago'],
    [{ hours: 3, minutes: 40 }, '3 hours ago'],
    [{ days: 1 }, '1 day ago'],
    [{ days: 2 }, '2 days ago'],
    [{ days: 6, hours: 23 }, '6 days ago'],
    [{ weeks: 1 }, '1 week ago'],
    [{ days: 20 }, '2 weeks ago'],
    [{ months: 1 }, '1 month ago'],
    [{ months: 5 }, '5 months ago'],
    [{ months: 11, days: 30 }, '11 months ago'],
    [{ years: 1 }, '1 year ago'],
    [{ years: 2 }, '2 years ago'],
    [{ years: 2, days: -1 }, '1 year ago'],
  ])('%j back reads %j', (duration, text) => {
    expect(formatRelativeTime(before(duration), now)).toBe(text);
  });

  it('counts calendar months, not 30-day blocks', () => {
    // 28 days back from 5 March is 5 February: a whole month in February's calendar.
    expect(formatRelativeTime(before({ days: 28 }), now)).toBe('1 month ago');
  });

  it('speaks of the future with "in"', () => {
    expect(formatRelativeTime(after({ days: 3 }), now)).toBe('in 3 days');
    expect(formatRelativeTime(after({ hours: 1 }), now)).toBe('in 1 hour');
    expect(formatRelativeTime(after({ years: 2 }), now)).toBe('in 2 years');
  });

  it('accepts ISO and SQL strings', () => {
    expect(formatRelativeTime('2026-03-05T11:57:00.000Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-05T11:00:00+00:00', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-02-26 12:00:00.000Z', now)).toBe('1 week ago');
  });

  it('uses the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000))).toBe('2 days ago');
  });
});

import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../domain/format/relative-time';

const now = new Date('2026-03-05T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([null, undefined, '', 'not a date'])('says Never for %j', (value) => {
    expect(formatRelativeTime(value, now)).toBe('Never');
  });

  it('says Never for an invalid Date', () => {
    expect(formatRelativeTime(new Date(Number.NaN), now)).toBe('Never');
  });

  it.each([
    [0, '0 seconds ago'],
    [1, '1 second ago'],
    [12, '12 seconds ago'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [7 * DAY, '1 week ago'],
    [20 * DAY, '2 weeks ago'],
    [30 * DAY, '1 month ago'],
    [5 * 30 * DAY, '5 months ago'],
    [365 * DAY, '1 year ago'],
    [2 * 365 * DAY, '2 years ago'],
  ])('%i seconds back reads %j', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('speaks of the future with "in"', () => {
    expect(formatRelativeTime(ago(-3 * DAY), now)).toBe('in 3 days');
    expect(formatRelativeTime(ago(-HOUR), now)).toBe('in 1 hour');
  });

  it('accepts ISO and SQL strings', () => {
    expect(formatRelativeTime('2026-03-05T11:57:00.000Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-05T11:00:00+00:00', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-02-26 12:00:00.000Z', now)).toBe('1 week ago');
  });

  it('uses the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * DAY * 1000))).toBe('2 days ago');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from '../../../domain/format/dates';

describe('formatDate', () => {
  it('writes yyyy-MM-dd in Lagos time', () => {
    expect(formatDate('2026-03-05T14:07:09+01:00')).toBe('2026-03-05');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('2026-03-06');
    expect(formatDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });

  it('keeps a bare date as that date', () => {
    expect(formatDate('2026-01-09')).toBe('2026-01-09');
  });

  it('throws on an invalid value', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });
});

describe('formatTimestamp', () => {
  it('writes dd/MM/yyyy, h:mm:ss a in Lagos time', () => {
    expect(formatTimestamp('2026-03-05T13:07:09Z')).toBe('05/03/2026, 2:07:09 PM');
    expect(formatTimestamp(new Date('2026-03-04T23:05:00Z'))).toBe('05/03/2026, 12:05:00 AM');
    expect(formatTimestamp('2026-11-20T09:30:15+01:00')).toBe('20/11/2026, 9:30:15 AM');
  });

  it('throws on an invalid value', () => {
    expect(() => formatTimestamp('')).toThrow(RangeError);
  });
});

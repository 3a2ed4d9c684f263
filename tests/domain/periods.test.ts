import { describe, expect, it } from 'vitest';
import {
  defaultPeriodName,
  isCurrentPeriod,
  PERIOD_END_BEFORE_START,
  PeriodPayload,
  periodMessages,
  periodNameOf,
  periodsOverlap,
} from '../../domain/periods';
import { todayInLagos } from '../../domain/today';
import { validatePayload } from '../../domain/validation';

const q1 = { period_start: '2027-01-01', period_end: '2027-03-31' };

describe('the current accounting period', () => {
  it('is current from its first day through its last day, and not a day outside', () => {
    expect(isCurrentPeriod(q1, '2026-12-31')).toBe(false);
    expect(isCurrentPeriod(q1, '2027-01-01')).toBe(true);
    expect(isCurrentPeriod(q1, '2027-02-15')).toBe(true);
    expect(isCurrentPeriod(q1, '2027-03-31')).toBe(true);
    expect(isCurrentPeriod(q1, '2027-04-01')).toBe(false);
  });

  it('takes today in Lagos, an hour ahead of UTC', () => {
    expect(todayInLagos(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(todayInLagos(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('overlapping periods', () => {
  it('overlap when they share even one day', () => {
    expect(periodsOverlap(q1, { period_start: '2027-03-31', period_end: '2027-06-30' })).toBe(true);
    expect(periodsOverlap(q1, { period_start: '2026-01-01', period_end: '2027-01-01' })).toBe(true);
    expect(periodsOverlap(q1, { period_start: '2027-02-01', period_end: '2027-02-01' })).toBe(true);
    expect(periodsOverlap(q1, { period_start: '2027-04-01', period_end: '2027-06-30' })).toBe(false);
    expect(periodsOverlap(q1, { period_start: '2026-10-01', period_end: '2026-12-31' })).toBe(false);
  });
});

describe('a new period', () => {
  it('is named from its dates when no name is given', () => {
    expect(defaultPeriodName('2027-01-01', '2027-12-31')).toBe('FY 2027');
    expect(defaultPeriodName('2027-09-01', '2027-09-30')).toBe('Sep 2027');
    expect(defaultPeriodName('2027-01-01', '2027-03-31')).toBe('Jan 2027–Mar 2027');
    expect(defaultPeriodName('2026-07-01', '2027-06-30')).toBe('Jul 2026–Jun 2027');
    expect(defaultPeriodName('2027-01-01', '2027-03-15')).toBe('1 Jan 2027–15 Mar 2027');
    expect(defaultPeriodName('2028-02-01', '2028-02-29')).toBe('Feb 2028');
    expect(periodNameOf({ name: '  Q1 2027 ', periodStart: '2027-01-01', periodEnd: '2027-03-31' })).toBe('Q1 2027');
    expect(periodNameOf({ name: '   ', periodStart: '2027-01-01', periodEnd: '2027-12-31' })).toBe('FY 2027');
  });

  it('needs valid dates, the last on or after the first', () => {
    expect(validatePayload(PeriodPayload, { periodStart: '2027-01-01', periodEnd: '2027-01-01' })).toEqual({
      ok: true,
      value: { periodStart: '2027-01-01', periodEnd: '2027-01-01' },
    });
    expect(validatePayload(PeriodPayload, { periodStart: '2027-01-02', periodEnd: '2027-01-01' })).toEqual({
      ok: false,
      errors: [{ field: 'periodEnd', message: PERIOD_END_BEFORE_START }],
    });
    expect(validatePayload(PeriodPayload, { periodStart: '2027-02-29', periodEnd: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'periodStart', message: 'Enter a valid date' },
        { field: 'periodEnd', message: 'This field is required' },
      ],
    });
  });

  it('says how many transactions wait before a close', () => {
    expect(periodMessages.pendingEntries(1)).toBe(
      '1 transaction dated in this period is waiting for approval; approve or reject it before closing',
    );
    expect(periodMessages.pendingEntries(3)).toBe(
      '3 transactions dated in this period are waiting for approval; approve or reject them before closing',
    );
  });
});

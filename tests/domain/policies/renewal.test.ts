import { describe, expect, it } from 'vitest';
import { ALREADY_RENEWED, isRenewable, NOT_RENEWABLE, renewalPeriod, renewalRefusal } from '../../../domain/policies';

describe('a policy’s renewal', () => {
  it('is proposed for an active or expired policy that nothing renews yet', () => {
    expect(isRenewable({ status: 'active', renewed_by: null })).toBe(true);
    expect(isRenewable({ status: 'expired', renewed_by: null })).toBe(true);
    expect(renewalRefusal({ status: 'expired', renewed_by: null })).toBeNull();
    for (const status of ['proposal', 'placed', 'renewed', 'lapsed', 'cancelled', 'unknown'])
      expect(renewalRefusal({ status, renewed_by: null })).toBe(`${NOT_RENEWABLE}; this one is ${status}`);
    expect(isRenewable({ status: 'active', renewed_by: 'p-2' })).toBe(false);
    expect(renewalRefusal({ status: 'active', renewed_by: 'p-2' }, 'POL/2026/000009')).toBe(ALREADY_RENEWED('POL/2026/000009'));
  });

  it('runs from the day after the old period, for as many days as it ran', () => {
    expect(renewalPeriod({ start_date: '2026-01-01', end_date: '2026-12-31' })).toEqual({
      start_date: '2027-01-01',
      end_date: '2027-12-31',
    });
    // 366 days across a leap day, then 366 days again.
    expect(renewalPeriod({ start_date: '2027-03-01', end_date: '2028-02-29' })).toEqual({
      start_date: '2028-03-01',
      end_date: '2029-03-01',
    });
    // A short period (90 days) renews as a short period.
    expect(renewalPeriod({ start_date: '2026-01-01', end_date: '2026-03-31' })).toEqual({
      start_date: '2026-04-01',
      end_date: '2026-06-29',
    });
  });
});

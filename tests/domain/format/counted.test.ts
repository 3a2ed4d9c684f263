import { describe, expect, it } from 'vitest';
import { counted } from '../../../domain/format/counted';
import { formatTenor } from '../../../domain/products';

describe('counted', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(counted(1, 'Years')).toBe('1 Year');
    expect(counted(2, 'Years')).toBe('2 Years');
    expect(counted(0, 'days')).toBe('0 days');
    expect(counted(1, 'days')).toBe('1 day');
  });

  it('groups the thousands of a large count', () => {
    expect(counted(1204, 'rows')).toBe('1,204 rows');
    expect(counted(1_000_000, 'records')).toBe('1,000,000 records');
  });
});

describe('formatTenor', () => {
  it('reads a product’s tenor with its unit agreeing, and a dash when there is none', () => {
    expect(formatTenor(1, 'Years')).toBe('1 Year');
    expect(formatTenor(6, 'Months')).toBe('6 Months');
    expect(formatTenor(1, 'Weeks')).toBe('1 Week');
    expect(formatTenor(30, null)).toBe('30');
    expect(formatTenor(null, 'Years')).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { completeDateText, isValidDateString, shapeDateText, validateDateInput } from '../../domain/date-input';

describe('isValidDateString', () => {
  it.each(['2026-03-05', '2024-02-29', '1999-12-31'])('accepts %j', (text) => {
    expect(isValidDateString(text)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-3-5', '05/03/2026', '2026-03-05T00:00', '', 'abcd-ef-gh'])(
    'rejects %j',
    (text) => {
      expect(isValidDateString(text)).toBe(false);
    },
  );
});

describe('validateDateInput', () => {
  it('requires a value only when asked to', () => {
    expect(validateDateInput('', { required: true })).toBe('This field is required');
    expect(validateDateInput('   ', { required: true })).toBe('This field is required');
    expect(validateDateInput('', {})).toBeNull();
  });

  it('rejects text that is not a real yyyy-mm-dd date', () => {
    expect(validateDateInput('2026-02-30', {})).toBe('Enter a valid date (yyyy-mm-dd)');
    expect(validateDateInput('5/3/2026', { required: true })).toBe('Enter a valid date (yyyy-mm-dd)');
  });

  it('keeps the date within min and max, bounds included', () => {
    const rules = { min: '2026-01-01', max: '2026-12-31' };
    expect(validateDateInput('2025-12-31', rules)).toBe('Date can not be before 2026-01-01');
    expect(validateDateInput('2027-01-01', rules)).toBe('Date can not be after 2026-12-31');
    expect(validateDateInput('2026-01-01', rules)).toBeNull();
    expect(validateDateInput('2026-12-31', rules)).toBeNull();
    expect(validateDateInput('2026-06-15', rules)).toBeNull();
  });
});

describe('shapeDateText', () => {
  it.each([
    ['2', '2'],
    ['2026', '2026'],
    ['2026-', '2026-'],
    ['20260', '2026-0'],
    ['202603', '2026-03'],
    ['2026-03-', '2026-03-'],
    ['20260305', '2026-03-05'],
    ['2026/03/05', '2026-03-05'],
    ['2026-3-', '2026-03-'],
    ['2026-3-5', '2026-03-5'],
    ['2026-03-051', '2026-03-05'],
    ['2026-0a3', '2026-03'],
    ['', ''],
  ])('shapes %j as %j', (typed, shaped) => {
    expect(shapeDateText(typed)).toBe(shaped);
  });
});

describe('completeDateText', () => {
  it('pads a one-digit day left at the end, and leaves anything else', () => {
    expect(completeDateText('2027-03-1')).toBe('2027-03-01');
    expect(completeDateText('2027-03-10')).toBe('2027-03-10');
    expect(completeDateText('2027-03-')).toBe('2027-03-');
    expect(completeDateText('')).toBe('');
  });
});

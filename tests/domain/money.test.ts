import { describe, expect, it } from 'vitest';
import {
  formatNaira,
  formatNairaText,
  groupMoneyText,
  isValidAmountText,
  koboToNaira,
  nairaTextToKobo,
  nairaToKobo,
  truncateMoneyText,
} from '../../domain/money';

describe('nairaToKobo', () => {
  it.each([
    ['1,234.56', 123456],
    ['₦1,234.5', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['.5', 50],
    ['  ₦ 12  ', 1200],
    ['1,000,000', 100000000],
    ['-1,234.50', -123450],
    ['-₦0.10', -10],
    ['0.29', 29],
    ['1.15', 115],
  ])('reads %j as %i kobo', (text, kobo) => {
    expect(nairaToKobo(text)).toBe(kobo);
  });

  it('reads numbers without floating-point drift', () => {
    expect(nairaToKobo(1234.5)).toBe(123450);
    expect(nairaToKobo(0.29)).toBe(29);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(-7)).toBe(-700);
  });

  it('never returns negative zero', () => {
    expect(Object.is(nairaToKobo('-0'), 0)).toBe(true);
  });

  it.each(['', 'abc', '1.234', '12,34', '1,2345', '₦', '-', '1-2', '12₦', '1.2.3', '--1', '+1', '1e3'])('rejects %j', (text) => {
    expect(() => nairaToKobo(text)).toThrow(RangeError);
  });

  it('rejects numbers with more than 2 decimals, non-finite numbers and unsafe amounts', () => {
    expect(() => nairaToKobo(0.1 + 0.2)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => nairaToKobo('99999999999999999')).toThrow(RangeError);
  });
});

describe('nairaTextToKobo', () => {
  it('reads naira amounts as kobo, refusing negatives and a third decimal', () => {
    expect(nairaTextToKobo('₦1,234,567.89')).toBe(123_456_789);
    expect(nairaTextToKobo('0.5')).toBe(50);
    expect(nairaTextToKobo('-5')).toBeNull();
    expect(nairaTextToKobo('1.234')).toBeNull();
    expect(nairaTextToKobo('ten')).toBeNull();
  });
});

describe('koboToNaira', () => {
  it.each([
    [123450, '1234.50'],
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [-123456, '-1234.56'],
    [-5, '-0.05'],
  ])('writes %i kobo as %j', (kobo, text) => {
    expect(koboToNaira(kobo)).toBe(text);
  });

  it('round-trips with nairaToKobo', () => {
    for (const kobo of [0, 1, 10, 999, 123456789, -42, Number.MAX_SAFE_INTEGER]) {
      expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
    }
  });

  it('refuses kobo that is not a safe integer', () => {
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
    expect(() => koboToNaira(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('formatNaira', () => {
  it('groups thousands with the naira sign and 2 decimals', () => {
    expect(formatNaira(123450)).toBe('₦1,234.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(7)).toBe('₦0.07');
    expect(formatNaira(100000000)).toBe('₦1,000,000.00');
    expect(formatNaira(12345678901)).toBe('₦123,456,789.01');
  });

  it('puts the minus before the sign', () => {
    expect(formatNaira(-123450)).toBe('-₦1,234.50');
  });

  it('leaves the sign out on request', () => {
    expect(formatNaira(123450, { symbol: false })).toBe('1,234.50');
    expect(formatNaira(-99999, { symbol: false })).toBe('-999.99');
  });
});

describe('formatNairaText', () => {
  it('shows the API’s decimal naira text as the screens do, and none as a dash', () => {
    expect(formatNairaText('1250000.00')).toBe('₦1,250,000.00');
    expect(formatNairaText('-546875.5')).toBe('-₦546,875.50');
    expect(formatNairaText('0.07')).toBe('₦0.07');
    expect(formatNairaText(null)).toBe('—');
    expect(formatNairaText(undefined)).toBe('—');
    expect(formatNairaText('')).toBe('—');
  });

  it('refuses text that is no amount rather than show a wrong figure', () => {
    expect(() => formatNairaText('12.345')).toThrow(RangeError);
    expect(() => formatNairaText('abc')).toThrow(RangeError);
  });
});

describe('truncateMoneyText', () => {
  it.each([
    ['1234567.899', '1,234,567.89'],
    ['1234', '1,234'],
    ['1,234', '1,234'],
    ['12,34', '1,234'],
    ['₦1000.5', '1,000.5'],
    ['1000.', '1,000.'],
    ['0.999', '0.99'],
    ['007', '7'],
    ['abc', ''],
    ['', ''],
    ['1.2.3', '1.23'],
    ['-50', '50'],
    ['.5', '.5'],
  ])('turns %j into %j', (typed, shown) => {
    expect(truncateMoneyText(typed)).toBe(shown);
  });

  it('truncates instead of rounding', () => {
    expect(truncateMoneyText('9.999')).toBe('9.99');
  });
});

describe('isValidAmountText', () => {
  it.each(['1', '1,234.56', '1.5', '1,000'])('accepts %j', (text) => {
    expect(isValidAmountText(text)).toBe(true);
  });

  it.each(['', ',', '.', ',.', '₦100', '-1', '1 000', '12a'])('rejects %j', (text) => {
    expect(isValidAmountText(text)).toBe(false);
  });
});

describe('groupMoneyText', () => {
  it('groups an amount given as plain decimal text, as a money input shows it', () => {
    expect(groupMoneyText('425000.00')).toBe('425,000.00');
    expect(groupMoneyText('1,234567.5')).toBe('1,234,567.5');
    expect(groupMoneyText('999')).toBe('999');
  });

  it('leaves text that is no amount as it is, for its rule to refuse', () => {
    expect(groupMoneyText('')).toBe('');
    expect(groupMoneyText('abc')).toBe('abc');
    expect(groupMoneyText('12.345')).toBe('12.345');
  });
});

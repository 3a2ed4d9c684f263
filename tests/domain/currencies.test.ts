import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODE_RULE,
  CurrencyPayload,
  currencyMessages,
  formatRate,
  KNOWN_CURRENCIES,
  knownCurrency,
  rateDateProblem,
  RatePayload,
} from '../../domain/currencies';
import { RATE_RULE } from '../../domain/journal';
import { validatePayload } from '../../domain/validation';

describe('a currency to add', () => {
  it('takes a three-letter code in any case and a rate of up to 6 decimals, as text or a number', () => {
    expect(validatePayload(CurrencyPayload, { code: ' usd ', rate: '1530.123456' })).toEqual({
      ok: true,
      value: { code: 'USD', rate: '1530.123456' },
    });
    expect(validatePayload(CurrencyPayload, { code: 'GBP', rate: 1900.5, rateDate: '2027-01-05', name: 'Pound', symbol: '£' })).toEqual({
      ok: true,
      value: { code: 'GBP', rate: '1900.5', rateDate: '2027-01-05', name: 'Pound', symbol: '£' },
    });
  });

  it('refuses other codes, rates of 0 or with more decimals, bad dates and long symbols', () => {
    const errors = (input: unknown) => {
      const result = validatePayload(CurrencyPayload, input);
      return result.ok ? [] : result.errors;
    };
    expect(errors({ code: 'US$', rate: '0' })).toEqual([
      { field: 'code', message: CURRENCY_CODE_RULE },
      { field: 'rate', message: RATE_RULE },
    ]);
    expect(errors({ code: 'EURO', rate: '1.0000001' })).toEqual([
      { field: 'code', message: CURRENCY_CODE_RULE },
      { field: 'rate', message: RATE_RULE },
    ]);
    expect(errors({ code: 'EUR', rate: '-5', rateDate: '2027-13-01', symbol: 'EURO€€' })).toEqual([
      { field: 'symbol', message: 'Must be at most 5 characters' },
      { field: 'rate', message: RATE_RULE },
      { field: 'rateDate', message: 'Enter a valid date' },
    ]);
    expect(errors({})).toEqual([
      { field: 'code', message: 'This field is required' },
      { field: 'rate', message: 'This field is required' },
    ]);
  });

  it('knows the usual currencies, the naira among them', () => {
    expect(knownCurrency('USD')).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
    expect(knownCurrency('XYZ')).toBeUndefined();
    expect(KNOWN_CURRENCIES[0]!.code).toBe('NGN');
  });
});

describe('a new rate', () => {
  it('needs a rate and takes an optional date', () => {
    expect(validatePayload(RatePayload, { rate: '1600' })).toEqual({ ok: true, value: { rate: '1600' } });
    expect(validatePayload(RatePayload, { rate: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'rate', message: 'This field is required' }],
    });
    expect(validatePayload(RatePayload, { rate: '1,600' })).toEqual({ ok: false, errors: [{ field: 'rate', message: RATE_RULE }] });
  });

  it('is dated no later than today and no earlier than the current rate', () => {
    expect(rateDateProblem('2027-03-02', '2027-03-01', null)).toBe(currencyMessages.futureRate);
    expect(rateDateProblem('2027-02-27', '2027-03-01', '2027-02-28')).toBe(currencyMessages.olderThanCurrent('2027-02-28'));
    expect(rateDateProblem('2027-02-28', '2027-03-01', '2027-02-28')).toBeNull();
    expect(rateDateProblem('2027-03-01', '2027-03-01', '2027-02-28')).toBeNull();
  });
});

describe('a rate shown', () => {
  it('is in naira with grouped thousands and its own decimals, at least two', () => {
    expect(formatRate('1')).toBe('₦1.00');
    expect(formatRate('1530.25')).toBe('₦1,530.25');
    expect(formatRate('1234567.123456')).toBe('₦1,234,567.123456');
    expect(formatRate('0.0012')).toBe('₦0.0012');
    expect(formatRate('1900.500000')).toBe('₦1,900.50');
  });
});

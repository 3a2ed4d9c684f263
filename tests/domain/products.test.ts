import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/messages';
import {
  CHOOSE_COMMISSION_TYPE,
  COVER_LISTED_TWICE,
  exactDecimal,
  FLAT_COMMISSION_RULE,
  MAX_DAYS_BEFORE_MIN,
  normaliseCommissionRate,
  PERCENTAGE_RULE,
  ProductPayload,
  ProductUpdatePayload,
  RATE_RULE,
  TENOR_RULE,
  trimRate,
} from '../../domain/products';
import { validatePayload } from '../../domain/validation';
import type { Struct } from 'superstruct';

const valid = {
  insuranceProviderId: '7',
  insuranceCategoryId: 1,
  coverageType: '3',
  productName: 'Private Motor',
  tenor: '12',
  tenorUnit: 'Months',
  commissionType: 'Percentage',
  commissionRate: '12.5',
};

const errorsOf = <T, S>(struct: Struct<T, S>, input: unknown) => {
  const result = validatePayload(struct, input);
  return result.ok ? [] : result.errors;
};

describe('exact decimals', () => {
  it('reads text to a fixed number of places without floats, within a maximum', () => {
    expect(exactDecimal('12.5', 2, 100)).toBe('12.50');
    expect(exactDecimal(' 0 ', 2, 100)).toBe('0.00');
    expect(exactDecimal('100', 2, 100)).toBe('100.00');
    expect(exactDecimal('100.01', 2, 100)).toBeNull();
    expect(exactDecimal('3.1251', 4, 100)).toBe('3.1251');
    expect(exactDecimal('3.12515', 4, 100)).toBeNull();
    expect(exactDecimal('-1', 2, 100)).toBeNull();
    expect(exactDecimal('1e2', 2, 1000)).toBeNull();
    expect(exactDecimal('', 2, 100)).toBeNull();
  });

  it('trims the zeros a numeric column pads a rate with', () => {
    expect(trimRate('2.5000')).toBe('2.5');
    expect(trimRate('3.0000')).toBe('3');
    expect(trimRate('0.1250')).toBe('0.125');
    expect(trimRate('10')).toBe('10');
  });

  it('keeps a commission rate as two decimals: a percentage up to 100, or an amount in naira', () => {
    expect(normaliseCommissionRate('Percentage', '7.5')).toBe('7.50');
    expect(normaliseCommissionRate('Percentage', '150')).toBeNull();
    expect(normaliseCommissionRate('Flat', '150,000')).toBe('150000.00');
    expect(normaliseCommissionRate('Flat', '12.345')).toBeNull();
  });
});

describe('the product payload', () => {
  it('coerces what a form sends: ids and tenor as text, rules and exceptions as plain strings, covers as ids', () => {
    const result = validatePayload(ProductPayload, {
      ...valid,
      remark: '  ',
      productRules: ['Inspect first'],
      productPolicyExceptions: [{ exception: 'Racing' }],
      productLimits: [{ description: 'Towing', amount: '' }],
      covers: ['12', { coverId: 13, rate: '' }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        insuranceProviderId: 7,
        coverageType: 3,
        tenor: 12,
        remark: null,
        productRules: [{ rule: 'Inspect first' }],
        productPolicyExceptions: [{ exception: 'Racing' }],
        productLimits: [{ description: 'Towing', amount: null }],
        covers: [{ coverId: 12 }, { coverId: 13, rate: null }],
      },
    });
  });

  it('names the field of every problem, nested ones by their path', () => {
    expect(
      errorsOf(ProductPayload, {
        ...valid,
        tenor: '0',
        commissionType: 'Tiered',
        premiumRates: [{ description: 'Saloon', rate: '2.12345' }],
        covers: [4, 4],
        insuranceTravelProducts: [{ planName: 'Basic', destination: 'UK', minDays: 10, maxDays: 3, premium: '1000' }],
      }),
    ).toEqual([
      { field: 'tenor', message: TENOR_RULE },
      { field: 'commissionType', message: CHOOSE_COMMISSION_TYPE },
      { field: 'premiumRates.0.rate', message: RATE_RULE },
      { field: 'covers.1.coverId', message: COVER_LISTED_TWICE },
      { field: 'insuranceTravelProducts.0.maxDays', message: MAX_DAYS_BEFORE_MIN },
    ]);
  });

  it('checks the commission rate against the commission type', () => {
    expect(errorsOf(ProductPayload, { ...valid, commissionRate: '101' })).toEqual([{ field: 'commissionRate', message: PERCENTAGE_RULE }]);
    expect(errorsOf(ProductPayload, { ...valid, commissionType: 'Flat', commissionRate: '1.001' })).toEqual([
      { field: 'commissionRate', message: FLAT_COMMISSION_RULE },
    ]);
    expect(errorsOf(ProductPayload, { ...valid, commissionRate: ' ' })).toEqual([{ field: 'commissionRate', message: FIELD_REQUIRED }]);
    expect(errorsOf(ProductPayload, { ...valid, commissionType: 'Flat', commissionRate: 25000 })).toEqual([]);
  });

  it('lets an update leave out any field or part, but checks what it carries', () => {
    expect(errorsOf(ProductUpdatePayload, {})).toEqual([]);
    expect(errorsOf(ProductUpdatePayload, { productRules: [] })).toEqual([]);
    expect(errorsOf(ProductUpdatePayload, { productName: '' })).toEqual([{ field: 'productName', message: FIELD_REQUIRED }]);
    expect(errorsOf(ProductUpdatePayload, { commissionType: 'Percentage', commissionRate: '100.5' })).toEqual([
      { field: 'commissionRate', message: PERCENTAGE_RULE },
    ]);
  });
});

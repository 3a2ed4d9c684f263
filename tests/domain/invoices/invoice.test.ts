import { describe, expect, it } from 'vitest';
import { clientNameOf, Invoice, InvoiceListResponse, InvoicePayload, invoiceTerms } from '../../../domain/invoices';
import {
  END_DATE_BEFORE_START_DATE,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_COMMISSION_RATE,
  LISTED_TWICE,
} from '../../../domain/messages';
import { PERCENTAGE_RULE } from '../../../domain/products';
import { validatePayload } from '../../../domain/validation';
import { PAID_INVOICE, PENDING_INVOICE } from '../../../stories/invoices/fixtures';

const valid = {
  clientType: 'corporate',
  clientId: '7c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  productId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  issueDate: '2026-03-02',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  sumInsured: '45,000,000',
  premiumAmount: '1250000',
  insured: 'Dangote Cement Plc — fleet of 12 trucks',
  transactionType: 'new policy',
};

const errorsOf = (changes: Record<string, unknown>) => {
  const checked = validatePayload(InvoicePayload, { ...valid, ...changes });
  return checked.ok ? {} : Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));
};

describe('the invoice answer', () => {
  it('holds the spec’s snake_case fields and related records', () => {
    expect(Invoice.is(PENDING_INVOICE)).toBe(true);
    expect(
      InvoiceListResponse.is({
        success: true,
        data: { invoices: [PENDING_INVOICE, PAID_INVOICE] },
        meta: { page: 1, limit: 10, total: 2, pages: 1 },
      }),
    ).toBe(true);
    expect(clientNameOf(PENDING_INVOICE)).toBe('Dangote Cement Plc');
    expect(clientNameOf({ CorporateClient: null, Client: { firstname: 'Ngozi', lastname: 'Eze', ClientAddress: null } })).toBe('Ngozi Eze');
  });
});

describe('the invoice create payload', () => {
  it('takes a complete invoice, spelling choices as the lists do', () => {
    const checked = validatePayload(InvoicePayload, valid);
    expect(checked.ok && checked.value).toMatchObject({
      clientType: 'CORPORATE',
      transactionType: 'NEW POLICY',
      sumInsured: '45000000.00',
      premiumAmount: '1250000.00',
    });
    expect(errorsOf({ transactionType: 'policy_edorsement_remittance' })).toEqual({});
  });

  it('needs the client, product, dates, amounts, insured and transaction type', () => {
    const checked = validatePayload(InvoicePayload, {});
    expect(checked.ok).toBe(false);
    expect(Object.fromEntries(checked.ok ? [] : checked.errors.map((e) => [e.field, e.message]))).toEqual({
      clientType: FIELD_REQUIRED,
      clientId: FIELD_REQUIRED,
      productId: FIELD_REQUIRED,
      issueDate: FIELD_REQUIRED,
      startDate: FIELD_REQUIRED,
      endDate: FIELD_REQUIRED,
      sumInsured: INVALID_AMOUNT,
      premiumAmount: INVALID_AMOUNT,
      insured: FIELD_REQUIRED,
      transactionType: 'Choose NEW POLICY, RENEWAL, POLICY_EDORSEMENT or POLICY_EDORSEMENT_REMITTANCE',
    });
  });

  it('refuses a period that ends before it starts', () => {
    expect(errorsOf({ endDate: '2026-02-28' })).toEqual({ endDate: END_DATE_BEFORE_START_DATE });
    expect(errorsOf({ endDate: '2026-03-01' })).toEqual({});
  });

  it('checks a commission rate against its type, leaving both out for the product’s', () => {
    expect(errorsOf({ commissionType: 'Percentage', commissionRate: '100.01' })).toEqual({ commissionRate: INVALID_COMMISSION_RATE });
    expect(errorsOf({ commissionType: 'percentage', commissionRate: '12.5' })).toEqual({});
    expect(errorsOf({ commissionType: 'Flat', commissionRate: '25,000' })).toEqual({});
    expect(errorsOf({ commissionType: 'Share' })).toEqual({ commissionType: 'Choose Flat or Percentage' });
    const product = { commission_type: 'Percentage', commission_rate: '12.50' };
    expect(invoiceTerms({}, product)).toEqual({ commissionType: 'Percentage', commissionRate: '12.50' });
    expect(invoiceTerms({ commissionType: 'Flat', commissionRate: '25000' }, product)).toEqual({
      commissionType: 'Flat',
      commissionRate: '25000.00',
    });
    expect(invoiceTerms({ commissionRate: '120' }, product)).toBeNull();
  });

  it('lets co-brokers and co-insurers share at most 100 % of the premium each', () => {
    const brokers = (...shares: string[]) =>
      shares.map((percentageOfPremium, index) => ({ coBrokerId: `cb-${index}`, percentageOfPremium }));
    expect(errorsOf({ coBrokers: brokers('60', '40') })).toEqual({});
    expect(errorsOf({ coBrokers: brokers('60', '40.01') })).toEqual({
      coBrokers: "The co-brokers' percentages of premium can not add up to more than 100",
    });
    expect(
      errorsOf({
        coInsurers: [
          { insurerId: '3', percentageOfPremium: 50 },
          { insurerId: 4, percentageOfPremium: '50.00' },
        ],
      }),
    ).toEqual({});
    expect(
      errorsOf({
        coInsurers: [
          { insurerId: 3, percentageOfPremium: '50' },
          { insurerId: 4, percentageOfPremium: '50.01' },
        ],
      }),
    ).toEqual({
      coInsurers: "The co-insurers' percentages of premium can not add up to more than 100",
    });
    expect(errorsOf({ coBrokers: brokers('12.345') })).toEqual({ 'coBrokers.0.percentageOfPremium': PERCENTAGE_RULE });
    expect(
      errorsOf({
        coBrokers: [
          { coBrokerId: 'cb-1', percentageOfPremium: '10' },
          { coBrokerId: 'cb-1', percentageOfPremium: '10' },
        ],
      }),
    ).toEqual({ 'coBrokers.1.coBrokerId': LISTED_TWICE });
  });
});

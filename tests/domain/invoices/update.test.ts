import { describe, expect, it } from 'vitest';
import {
  commissionTypeOptions,
  invoiceUpdateErrors,
  InvoiceUpdatePayload,
  updateFormFor,
  type InvoiceUpdateForm,
} from '../../../domain/invoices';
import {
  END_DATE_BEFORE_START_DATE,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_COMMISSION_RATE,
  STATUS_NOT_EDITABLE,
} from '../../../domain/messages';
import { validatePayload } from '../../../domain/validation';
import { PAID_INVOICE, PARTLY_PAID_INVOICE, PENDING_INVOICE } from '../../../stories/invoices/fixtures';

const form = (changes: Partial<InvoiceUpdateForm> = {}) => ({ ...updateFormFor(PENDING_INVOICE), ...changes });
const errorsOf = (changes: Partial<InvoiceUpdateForm>, invoice = PENDING_INVOICE) =>
  Object.fromEntries(invoiceUpdateErrors(form(changes), invoice).map((e) => [e.field, e.message]));

describe('update invoice', () => {
  it('starts from the invoice and passes unchanged', () => {
    expect(form()).toMatchObject({ amount: '1250000.00', sumInsured: '45000000.00', commissionRate: '12.5', commissionType: 'Percentage' });
    expect(errorsOf({})).toEqual({});
  });

  it('needs every field, with the spec’s messages', () => {
    expect(
      errorsOf({ narration: '', amount: '', sumInsured: '', commissionRate: '', commissionType: '', startDate: '', endDate: '' }),
    ).toEqual({
      narration: FIELD_REQUIRED,
      amount: INVALID_AMOUNT,
      sumInsured: INVALID_AMOUNT,
      commissionRate: INVALID_COMMISSION_RATE,
      commissionType: 'Choose Flat or Percentage',
      startDate: FIELD_REQUIRED,
      endDate: FIELD_REQUIRED,
    });
  });

  it('takes a sum insured with a naira sign, commas and dots', () => {
    const checked = validatePayload(InvoiceUpdatePayload, form({ sumInsured: '₦45,000,000.00' }));
    expect(checked.ok && checked.value.sumInsured).toBe('45000000.00');
    expect(errorsOf({ sumInsured: '45m' }).sumInsured).toBe(INVALID_AMOUNT);
  });

  it('refuses an end date before the start date', () => {
    expect(errorsOf({ endDate: '2026-02-28' })).toEqual({ endDate: END_DATE_BEFORE_START_DATE });
  });

  it('checks the rate against the type, in either case', () => {
    expect(errorsOf({ commissionType: 'percentage', commissionRate: '100.5' })).toEqual({ commissionRate: INVALID_COMMISSION_RATE });
    expect(errorsOf({ commissionType: 'flat', commissionRate: '25,000.00' })).toEqual({});
    expect(commissionTypeOptions('percentage')).toEqual(['flat', 'percentage']);
    expect(commissionTypeOptions('Percentage')).toEqual(['Flat', 'Percentage']);
  });

  it('is not offered on paid or endorsement invoices, nor below what is paid', () => {
    expect(errorsOf({}, PAID_INVOICE)).toEqual({ body: 'Update Invoice is not available for this invoice' });
    expect(errorsOf({}, { ...PENDING_INVOICE, transaction_type: 'POLICY_EDORSEMENT' })).toEqual({
      body: 'Update Invoice is not available for this invoice',
    });
    expect(errorsOf({ amount: '499999.99' }, PARTLY_PAID_INVOICE)).toEqual({
      amount: 'Amount can not be less than the ₦500,000.00 already paid',
    });
    expect(errorsOf({ amount: '500000.00' }, PARTLY_PAID_INVOICE)).toEqual({});
  });

  it('never changes the status', () => {
    expect(invoiceUpdateErrors({ ...form(), status: 'paid' } as InvoiceUpdateForm, PENDING_INVOICE)).toEqual([
      { field: 'status', message: STATUS_NOT_EDITABLE },
    ]);
    expect(invoiceUpdateErrors({ ...form(), status: 'PAYMENT PENDING' } as InvoiceUpdateForm, PENDING_INVOICE)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  displayVatStatus,
  isDeactivated,
  isPaid,
  isPartialPayment,
  isPaymentPending,
  isPendingDeletion,
  normaliseStatus,
  vatStatusOf,
} from '../../../domain/invoices';
import { PAID_INVOICE, PENDING_INVOICE } from '../../../stories/invoices/fixtures';

describe('invoice status', () => {
  it.each([
    ['payment pending', 'payment pending'],
    ['PAYMENT PENDING', 'payment pending'],
    ['  Payment   Pending ', 'payment pending'],
    ['payment_pending', 'payment pending'],
    ['Partial Payment', 'partial payment'],
    ['PAID', 'paid'],
    ['Pending Deletion', 'pending deletion'],
    ['DEACTIVATED', 'deactivated'],
  ])('reads %j as %s, whatever the case', (text, status) => {
    expect(normaliseStatus(text)).toBe(status);
  });

  it('names no status for other text', () => {
    expect(normaliseStatus('paid in part')).toBeNull();
    expect(normaliseStatus('')).toBeNull();
    expect(normaliseStatus(null)).toBeNull();
  });

  it('answers each status question case-insensitively', () => {
    expect(isPaymentPending({ status: 'PAYMENT PENDING' })).toBe(true);
    expect(isPartialPayment({ status: 'partial PAYMENT' })).toBe(true);
    expect(isPaid({ status: 'Paid' })).toBe(true);
    expect(isPaid({ status: 'partial payment' })).toBe(false);
    expect(isPendingDeletion({ status: 'PENDING DELETION' })).toBe(true);
    expect(isDeactivated({ status: 'Deactivated' })).toBe(true);
  });
});

describe('displayed status', () => {
  it('upper-cases the status and shows a deactivated invoice as DELETED', () => {
    expect(displayStatus({ ...PENDING_INVOICE, status: 'payment pending' })).toBe('PAYMENT PENDING');
    expect(displayStatus({ ...PENDING_INVOICE, status: 'Partial Payment' })).toBe('PARTIAL PAYMENT');
    expect(displayStatus({ ...PENDING_INVOICE, status: 'pending deletion' })).toBe('PENDING DELETION');
    expect(displayStatus({ ...PENDING_INVOICE, status: 'deactivated' })).toBe('DELETED');
  });

  it('adds Unremitted to a paid invoice while remitted is 0, otherwise its remitted_status', () => {
    expect(displayStatus({ ...PAID_INVOICE, remitted: '0.00', remitted_status: 'Partial Remittance' })).toBe('PAID - Unremitted');
    expect(displayStatus({ ...PAID_INVOICE, remitted: '0', remitted_status: null })).toBe('PAID - Unremitted');
    expect(displayStatus({ ...PAID_INVOICE, remitted: '0.01', remitted_status: 'Partial Remittance' })).toBe('PAID - Partial Remittance');
    expect(displayStatus({ ...PAID_INVOICE, remitted: '1093750.00', remitted_status: 'Fully Remitted' })).toBe('PAID - Fully Remitted');
  });
});

describe('VAT status', () => {
  it('is Fully Remitted when remitted equals paid and is above zero', () => {
    expect(vatStatusOf({ vat_paid: '11718.75', vat_remitted: '11718.75' })).toBe('Fully Remitted');
  });
  it('is Partial Remittance when remitted is above zero otherwise', () => {
    expect(vatStatusOf({ vat_paid: '11718.75', vat_remitted: '0.01' })).toBe('Partial Remittance');
    expect(vatStatusOf({ vat_paid: '11718.75', vat_remitted: '11718.74' })).toBe('Partial Remittance');
  });
  it('is Unremitted otherwise, nothing paid and nothing remitted included', () => {
    expect(vatStatusOf({ vat_paid: '11718.75', vat_remitted: '0.00' })).toBe('Unremitted');
    expect(vatStatusOf({ vat_paid: '0.00', vat_remitted: '0.00' })).toBe('Unremitted');
  });
  it('is shown only on paid invoices', () => {
    expect(displayVatStatus(PAID_INVOICE)).toBe('Unremitted');
    expect(displayVatStatus({ ...PAID_INVOICE, status: 'partial payment' })).toBeNull();
  });
});

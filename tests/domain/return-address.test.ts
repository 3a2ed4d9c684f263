import { describe, expect, it } from 'vitest';
import { returnAddressAfterExpiry, safeReturnAddress } from '../../domain/return-address';

describe('returnAddressAfterExpiry', () => {
  it('marks the invoice details page with redirectToInvoiceDetails=true', () => {
    expect(returnAddressAfterExpiry('/account/invoice/7')).toBe('/account/invoice/7?redirectToInvoiceDetails=true');
    expect(returnAddressAfterExpiry('/account/invoice/INV-2026-0007/')).toBe(
      '/account/invoice/INV-2026-0007/?redirectToInvoiceDetails=true',
    );
  });

  it('keeps the other query parameters of the invoice details page', () => {
    expect(returnAddressAfterExpiry('/account/invoice/7', '?tab=payments&page=2')).toBe(
      '/account/invoice/7?tab=payments&page=2&redirectToInvoiceDetails=true',
    );
    expect(returnAddressAfterExpiry('/account/invoice/7', '?redirectToInvoiceDetails=false')).toBe(
      '/account/invoice/7?redirectToInvoiceDetails=true',
    );
  });

  it('returns any other page as it was', () => {
    expect(returnAddressAfterExpiry('/account/invoices', '?page=3')).toBe('/account/invoices?page=3');
    expect(returnAddressAfterExpiry('/account/invoice/7/payments')).toBe('/account/invoice/7/payments');
    expect(returnAddressAfterExpiry('/quotes')).toBe('/quotes');
  });

  it('has nothing to return to from the sign-in pages', () => {
    expect(returnAddressAfterExpiry('/login')).toBeNull();
    expect(returnAddressAfterExpiry('/')).toBeNull();
    expect(returnAddressAfterExpiry('quotes')).toBeNull();
  });
});

describe('safeReturnAddress', () => {
  it('accepts paths inside the app', () => {
    expect(safeReturnAddress('/account/invoice/7?redirectToInvoiceDetails=true')).toBe('/account/invoice/7?redirectToInvoiceDetails=true');
  });

  it('refuses other sites and anything that is not a path', () => {
    expect(safeReturnAddress('//evil.com')).toBeNull();
    expect(safeReturnAddress('//evil.com/account/invoices')).toBeNull();
    expect(safeReturnAddress('https://x')).toBeNull();
    expect(safeReturnAddress('javascript:alert(1)')).toBeNull();
    expect(safeReturnAddress('')).toBeNull();
    expect(safeReturnAddress(null)).toBeNull();
    expect(safeReturnAddress(undefined)).toBeNull();
  });
});

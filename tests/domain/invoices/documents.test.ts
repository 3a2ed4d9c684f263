import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_NOT_YET,
  documentPath,
  documentRefusal,
  forceHttps,
  isDocumentKind,
  RECEIPT_NOT_YET,
} from '../../../domain/invoices/documents';

describe('invoice documents', () => {
  it('forces https on absolute http links and leaves everything else as it is', () => {
    expect(forceHttps('http://office.example.ng/api/v1/invoice/debitNote/1')).toBe('https://office.example.ng/api/v1/invoice/debitNote/1');
    expect(forceHttps('HTTP://office.example.ng/x.pdf')).toBe('https://office.example.ng/x.pdf');
    expect(forceHttps('https://office.example.ng/x.pdf')).toBe('https://office.example.ng/x.pdf');
    expect(forceHttps('/api/v1/invoice/debitNote/1')).toBe('/api/v1/invoice/debitNote/1');
    // Only the scheme at the start: a link that merely mentions http:// further on keeps it.
    expect(forceHttps('/redirect?to=http://x')).toBe('/redirect?to=http://x');
  });

  it('issues the debit note and debit invoice at once, the credit note when paid, the receipt after the first payment', () => {
    const pending = { status: 'payment pending', amount_paid: '0.00' };
    const partly = { status: 'PARTIAL PAYMENT', amount_paid: '0.01' };
    const paid = { status: 'Paid', amount_paid: '150000.00' };
    const deleted = { status: 'deactivated', amount_paid: '0.00' };
    for (const invoice of [pending, partly, paid, deleted]) {
      expect(documentRefusal('debitNote', invoice)).toBeNull();
      expect(documentRefusal('debitInvoice', invoice)).toBeNull();
    }
    expect(documentRefusal('creditNote', pending)).toBe(CREDIT_NOTE_NOT_YET);
    expect(documentRefusal('creditNote', partly)).toBe(CREDIT_NOTE_NOT_YET);
    expect(documentRefusal('creditNote', paid)).toBeNull();
    expect(documentRefusal('receiptNote', pending)).toBe(RECEIPT_NOT_YET);
    expect(documentRefusal('receiptNote', deleted)).toBe(RECEIPT_NOT_YET);
    expect(documentRefusal('receiptNote', partly)).toBeNull();
    expect(documentRefusal('receiptNote', paid)).toBeNull();
  });

  it('knows the four kinds and where the API serves each', () => {
    expect(['debitNote', 'creditNote', 'receiptNote', 'debitInvoice'].every(isDocumentKind)).toBe(true);
    expect(isDocumentKind('invoice')).toBe(false);
    expect(isDocumentKind(undefined)).toBe(false);
    expect(documentPath('receiptNote', 'a b')).toBe('/invoice/receiptNote/a%20b');
  });
});

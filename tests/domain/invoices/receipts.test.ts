import { describe, expect, it } from 'vitest';
import { premiumReceiptErrors, receiptFileProblem, receiptNumberProblem, vatReceiptErrors } from '../../../domain/invoices';
import {
  FIELD_REQUIRED,
  RECEIPT_FILE_INVALID,
  RECEIPT_NUMBER_REQUIRED,
  RECEIPT_NUMBER_TOO_LONG,
  RECEIPT_NUMBER_TOO_SHORT,
} from '../../../domain/messages';
import { MAX_UPLOAD_BYTES } from '../../../domain/upload';

const pdf = (name = 'Leadway receipt 0142.pdf', size = 120_000) => ({ name, size, type: 'application/pdf' });

describe('receipt numbers', () => {
  it('have 6 to 20 characters', () => {
    expect(receiptNumberProblem('')).toBe(RECEIPT_NUMBER_REQUIRED);
    expect(receiptNumberProblem('   ')).toBe(RECEIPT_NUMBER_REQUIRED);
    expect(RECEIPT_NUMBER_REQUIRED).toBe('Receipt number is required');
    expect(receiptNumberProblem('LW-01')).toBe(RECEIPT_NUMBER_TOO_SHORT);
    expect(receiptNumberProblem('LW-012')).toBeNull();
    expect(receiptNumberProblem('R'.repeat(20))).toBeNull();
    expect(receiptNumberProblem('R'.repeat(21))).toBe(RECEIPT_NUMBER_TOO_LONG);
  });
});

describe('receipt files', () => {
  it('take pdf, jpeg, jpg and png of at most 2 MB', () => {
    expect(receiptFileProblem(pdf())).toBeNull();
    expect(receiptFileProblem({ name: 'receipt.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(receiptFileProblem({ name: 'receipt.jpeg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(receiptFileProblem({ name: 'receipt.png', size: 10, type: 'image/png' })).toBeNull();
    expect(receiptFileProblem(pdf('receipt.pdf', MAX_UPLOAD_BYTES))).toBeNull();
    expect(receiptFileProblem({ name: 'receipt.docx', size: 10, type: '' })).toBe('Choose a PDF, PNG or JPEG file');
  });

  it('show the one combined message for size or name problems', () => {
    expect(RECEIPT_FILE_INVALID).toBe(
      'Check file! File size not more than 2MB, file name should not contain special character and not more than 60 characters',
    );
    expect(receiptFileProblem(pdf('receipt.pdf', MAX_UPLOAD_BYTES + 1))).toBe(RECEIPT_FILE_INVALID);
    expect(receiptFileProblem(pdf(`${'r'.repeat(56)}.pdf`))).toBeNull();
    expect(receiptFileProblem(pdf(`${'r'.repeat(57)}.pdf`))).toBe(RECEIPT_FILE_INVALID);
    expect(receiptFileProblem(pdf('receipt#1.pdf'))).toBe(RECEIPT_FILE_INVALID);
    expect(receiptFileProblem(pdf('receipt--1.pdf'))).toBe(RECEIPT_FILE_INVALID);
  });

  it('need a file', () => {
    expect(receiptFileProblem(null)).toBe(FIELD_REQUIRED);
  });
});

describe('receipt uploads', () => {
  it('need the remittance, the receipt number and the file', () => {
    expect(premiumReceiptErrors({ remittanceId: '', underwriterReceiptNumber: '' }, null)).toEqual([
      { field: 'remittanceId', message: FIELD_REQUIRED },
      { field: 'underwriterReceiptNumber', message: RECEIPT_NUMBER_REQUIRED },
      { field: 'file', message: FIELD_REQUIRED },
    ]);
    expect(premiumReceiptErrors({ remittanceId: 'rl-1', underwriterReceiptNumber: 'LW-2026-0142' }, pdf())).toEqual([]);
    expect(vatReceiptErrors({ vatRemitId: 'vl-1', vatReceiptNumber: 'FIRS1' }, pdf())).toEqual([
      { field: 'vatReceiptNumber', message: RECEIPT_NUMBER_TOO_SHORT },
    ]);
    expect(vatReceiptErrors({ vatRemitId: 'vl-1', vatReceiptNumber: 'FIRS-000981' }, pdf())).toEqual([]);
  });
});

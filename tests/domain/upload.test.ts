import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkChosenFile,
  checkUpload,
  chooseKindMessage,
  claimedKind,
  DOCUMENT_KINDS,
  IMAGE_KINDS,
  MAX_FILE_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  previewKind,
  uploadPercent,
  uploadRules,
} from '../../domain/upload';

const file = (name: string, size = 1000) => ({ name, size });

describe('checkUpload', () => {
  it('has the limits of the spec', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2097152);
    expect(MAX_FILE_NAME_LENGTH).toBe(60);
  });

  it('accepts nothing selected', () => {
    expect(checkUpload([])).toBeNull();
  });

  it.each(['receipt-2026_01.pdf', 'My receipt.png', 'scan.v2.jpeg', 'README', 'Résumé.pdf'])('accepts %j', (name) => {
    expect(checkUpload([file(name)])).toBeNull();
  });

  it('accepts exactly 2 MB and exactly 60 characters', () => {
    expect(checkUpload([file('a.pdf', MAX_UPLOAD_BYTES)])).toBeNull();
    expect(checkUpload([file(`${'a'.repeat(56)}.pdf`)])).toBeNull();
  });

  it('rejects a file over 2 MB', () => {
    expect(checkUpload([file('a.pdf', MAX_UPLOAD_BYTES + 1)])).toBe('Check file! File size can not be more than 2MB');
  });

  it('rejects a name over 60 characters', () => {
    expect(checkUpload([file(`${'a'.repeat(57)}.pdf`)])).toBe('file name should not be more than 60 characters');
  });

  it.each(['inv#1.pdf', 'a..pdf', 'bad--name.pdf', 'x$.png', '.pdf', 'name .pdf', 'a.p-f', 'a b  c.pdf', '-a.pdf'])(
    'rejects special characters in %j',
    (name) => {
      expect(checkUpload([file(name)])).toBe('file name should not contain special characters');
    },
  );

  it('reports size before name problems', () => {
    expect(checkUpload([file('inv#1.pdf', MAX_UPLOAD_BYTES + 1)])).toBe('Check file! File size can not be more than 2MB');
  });

  it('checks only the first file', () => {
    expect(checkUpload([file('ok.pdf'), file('bad#.pdf', MAX_UPLOAD_BYTES * 2)])).toBeNull();
    expect(checkUpload({ length: 1, 0: file('x$.png') })).toBe('file name should not contain special characters');
  });
});

describe('previewKind', () => {
  it.each([
    ['policy.pdf', 'pdf'],
    ['POLICY.PDF', 'pdf'],
    ['application/pdf', 'pdf'],
    ['https://files.example.com/a/receipt.pdf?token=1', 'pdf'],
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
    ['scan.png', 'image'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['animation.gif', 'other'],
    ['image/gif', 'other'],
    ['sheet.xlsx', 'other'],
    ['README', 'other'],
    ['pdf', 'other'],
  ])('%j is %j', (value, kind) => {
    expect(previewKind(value)).toBe(kind);
  });
});

describe('the kinds a screen takes', () => {
  it.each([
    ['receipt.pdf', 'application/pdf', 'pdf'],
    ['logo.PNG', 'image/png', 'png'],
    ['scan.jpg', 'image/jpeg', 'jpeg'],
    ['scan.jpeg', 'image/jpg', 'jpeg'],
    // Some browsers give no type for a file they do not know; the extension then decides.
    ['scan.jpg', '', 'jpeg'],
    ['logo.png', 'image/jpeg', null],
    ['receipt.pdf', 'image/png', null],
    ['animation.gif', 'image/gif', null],
    ['README', '', null],
  ])('%j sent as %j claims to be %j', (name, type, kind) => {
    expect(claimedKind({ name, type })).toBe(kind);
  });

  it('refuses with the spec’s messages first, then names the kinds the screen takes', () => {
    const png = (name: string, size = 1000) => ({ name, size, type: 'image/png' });
    expect(checkChosenFile(png('logo.png'), IMAGE_KINDS)).toBeNull();
    expect(checkChosenFile(png('logo.gif', MAX_UPLOAD_BYTES + 1), IMAGE_KINDS)).toBe('Check file! File size can not be more than 2MB');
    expect(checkChosenFile(png('a&b.gif'), IMAGE_KINDS)).toBe('file name should not contain special characters');
    expect(checkChosenFile({ name: 'receipt.pdf', size: 10, type: 'application/pdf' }, IMAGE_KINDS)).toBe('Choose a PNG or JPEG file');
    expect(checkChosenFile({ name: 'receipt.pdf', size: 10, type: 'application/pdf' }, DOCUMENT_KINDS)).toBeNull();
    expect(checkChosenFile({ name: 'sheet.xlsx', size: 10, type: '' }, DOCUMENT_KINDS)).toBe('Choose a PDF, PNG or JPEG file');
    expect(chooseKindMessage(['pdf'])).toBe('Choose a PDF file');
  });

  it('offers the kinds to the file dialog by extension and MIME type, and tells the rules', () => {
    expect(acceptAttribute(IMAGE_KINDS)).toBe('.png,image/png,.jpg,.jpeg,image/jpeg,image/jpg,image/pjpeg');
    expect(uploadRules(DOCUMENT_KINDS)).toBe('PDF, PNG or JPEG, at most 2MB; a name of at most 60 characters without special characters.');
  });
});

describe('uploadPercent', () => {
  it.each([
    [{ sent: 0, total: 2048 }, 0],
    [{ sent: 1023, total: 2048 }, 49],
    [{ sent: 2048, total: 2048 }, 100],
    [{ sent: 3000, total: 2048 }, 100],
    [{ sent: 10, total: null }, null],
    [{ sent: 0, total: 0 }, null],
  ])('%j is %j per cent', (progress, percent) => {
    expect(uploadPercent(progress)).toBe(percent);
  });
});

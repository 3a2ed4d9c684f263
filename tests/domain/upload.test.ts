import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, checkUpload, previewKind } from '../../domain/upload';

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
    expect(checkUpload([file('inv#1.pdf', MAX_UPLOAD_BYTES + 1)])).toBe(
      'Check file! File size can not be more than 2MB',
    );
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

import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../domain/format/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 Kb'],
    [1536, '1.5 Kb'],
    [1234, '1.21 Kb'],
    [2 * 1024 * 1024, '2 Mb'],
    [1.25 * 1024 ** 3, '1.25 Gb'],
    [3 * 1024 ** 4, '3 Tb'],
  ])('shows %i bytes as %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('treats negative and non-finite sizes as empty', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

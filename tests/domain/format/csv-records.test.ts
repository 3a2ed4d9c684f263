import { describe, expect, it } from 'vitest';
import { countCsvRecords, csvRecordsIn, NO_CSV_RECORDS } from '../../../domain/format/csv-records';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Reads the text in the chunks given, as a stream would hand them over. */
const recordsIn = (...chunks: string[]) => chunks.reduce((count, chunk) => countCsvRecords(count, bytes(chunk)), NO_CSV_RECORDS);

describe('counting CSV records', () => {
  it('counts one record per line end', () => {
    expect(recordsIn('Invoice,Amount\nDN-1,100.00\nDN-2,250.50\n').records).toBe(3);
  });

  it('takes CRLF as one line end', () => {
    const count = recordsIn('Invoice,Amount\r\nDN-1,100.00\r\nDN-2,250.50\r\n');
    expect(count.records).toBe(3);
    expect(csvRecordsIn(count)).toBe(3);
  });

  it('keeps line ends inside a quoted cell in the cell', () => {
    const count = recordsIn('Client,Address\n"Dangote Ltd","12 Marina\r\nLagos\nNigeria"\nAde,Ibadan\n');
    expect(count.records).toBe(3);
    expect(count.quoted).toBe(false);
  });

  it('reads doubled quotes as one quote inside the cell', () => {
    expect(recordsIn('Note\n"He said ""pay\nnow"""\n"""",x\n').records).toBe(3);
  });

  it('follows a quoted cell across a chunk boundary, even between doubled quotes', () => {
    const count = recordsIn('Client,Address\n"12 Marina', '\nLagos ""H', 'Q""', '",x\n', 'Ade,Ibadan\n');
    expect(count.records).toBe(3);
    expect(recordsIn('a\n"x"', '"\ny"\n').records).toBe(2);
  });

  it('counts a last record without a line end only when the file is whole', () => {
    const count = recordsIn('Invoice\nDN-1\nDN-2');
    expect(count.records).toBe(2);
    expect(csvRecordsIn(count)).toBe(3);
    expect(csvRecordsIn(recordsIn(''))).toBe(0);
  });

  it('counts multi-byte names without decoding them', () => {
    expect(recordsIn('Name\nAdébáyọ̀ Ọlá\n"Ìbàdàn\n₦"\n').records).toBe(3);
  });
});

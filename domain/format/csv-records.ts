const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** How far a CSV file has been read: whole records so far, and whether the reading stands inside a quoted cell or a record. */
export interface CsvRecordCount {
  records: number;
  quoted: boolean;
  midRecord: boolean;
}

export const NO_CSV_RECORDS: CsvRecordCount = { records: 0, quoted: false, midRecord: false };

/**
 * Counts the records ended in one more chunk of a CSV file's bytes. A line end inside a quoted
 * cell is part of the cell; a doubled quote opens and closes at once, so it changes nothing.
 * Quotes and line ends are single bytes that UTF-8 never uses inside a character, so the bytes
 * need no decoding and a chunk may end anywhere.
 */
export function countCsvRecords(count: CsvRecordCount, chunk: Uint8Array): CsvRecordCount {
  let { records, quoted, midRecord } = count;
  for (const byte of chunk) {
    if (byte === QUOTE) quoted = !quoted;
    if (byte === LF && !quoted) {
      records += 1;
      midRecord = false;
    } else if (byte !== CR) midRecord = true;
  }
  return { records, quoted, midRecord };
}

/** The records of the whole file, the last one counted even without a line end after it. */
export const csvRecordsIn = (count: CsvRecordCount): number => count.records + (count.midRecord ? 1 : 0);

import ExcelJS from 'exceljs';

// Reading downloaded files back as a person's spreadsheet would: CSV records and a workbook's cells.

/** The records of an RFC 4180 text (CRLF or LF, quoted cells with doubled quotes), the BOM dropped. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let at = 0; at < body.length; at++) {
    const char = body[at]!;
    if (quoted && char === '"' && body[at + 1] === '"') {
      cell += '"';
      at++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else {
      if (char === '\r' && body[at + 1] === '\n') at++;
      records.push([...record, cell]);
      record = [];
      cell = '';
    }
  }
  if (cell !== '' || record.length) records.push([...record, cell]);
  return records;
}

export interface SheetRead {
  name: string;
  /** Each row's values from the first column, as the workbook holds them (numbers stay numbers). */
  rows: ExcelJS.CellValue[][];
  headerBold: boolean;
}

/** The first sheet of a workbook's bytes. */
export async function firstSheet(bytes: Buffer): Promise<SheetRead> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => values[index + 1] ?? null));
  });
  return { name: sheet.name, rows, headerBold: sheet.getRow(1).font?.bold === true };
}

import type { DocumentTable } from '../pdf/document';

// Tables as CSV (RFC 4180): amounts as plain decimals, text cells made safe to open in a spreadsheet.

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Opens a file so that Excel reads it as UTF-8 (naira signs, accented names) rather than its local code page. */
export const UTF8_BOM = '\uFEFF';

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Text that a spreadsheet would run is prefixed with a quote; amounts are numbers and stay as they are. */
export const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell of a CSV row: text made safe, a number (an amount, a count) as it is, nothing as an empty cell. */
export type CsvCell = { text: string } | { number: string } | null;

/** One CSV record, ended by CRLF. */
export const csvLine = (cells: readonly CsvCell[]): string =>
  cells.map((cell) => (!cell ? '' : quoted('number' in cell ? cell.number : safeText(cell.text)))).join(',') + '\r\n';

export function csvOfTable(table: DocumentTable): string {
  const header = csvLine(table.columns.map((column) => ({ text: column.header })));
  const rows = table.rows.map((row) =>
    csvLine(
      table.columns.map((_, index) => {
        const cell = row.cells[index] ?? null;
        if (!cell) return null;
        return 'amount' in cell ? { number: cell.amount } : { text: cell.text };
      }),
    ),
  );
  return header + rows.join('');
}

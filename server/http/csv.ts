import type { DocumentTable } from '../pdf/document';

// Tables as CSV (RFC 4180): amounts as plain decimals, text cells made safe to open in a spreadsheet.

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Text that a spreadsheet would run is prefixed with a quote; amounts are numbers and stay as they are. */
export const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvOfTable(table: DocumentTable): string {
  const header = table.columns.map((column) => quoted(safeText(column.header)));
  const rows = table.rows.map((row) =>
    table.columns.map((_, index) => {
      const cell = row.cells[index] ?? null;
      if (!cell) return '';
      return quoted('amount' in cell ? cell.amount : safeText(cell.text));
    }),
  );
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

import { formatNaira, nairaToKobo } from '../../domain/money';
import type { StatementCheck } from '../../domain/financial-statements';
import type { ReportCell, ReportColumn, ReportRow, ReportTable } from '../../domain/reports/report';
import type { DocumentCell, DocumentRow, DocumentTable } from '../pdf/document';

// A report's tables as the printable tables the CSV and PDF writers share.

function documentCell(column: ReportColumn, value: ReportCell | undefined): DocumentCell {
  if (value === null || value === undefined) return null;
  if (column.kind === 'amount') return { amount: String(value) };
  return { text: String(value) };
}

const lineOf = (columns: ReportColumn[], row: ReportRow['cells'], kind?: DocumentRow['kind']): DocumentRow => ({
  cells: columns.map((column) => documentCell(column, row[column.key])),
  ...(kind ? { kind } : {}),
});

/** The totals line: 'Total' in the first cell when the totals leave it empty, as text whatever that column holds. */
function totalsLine(table: ReportTable, totals: NonNullable<ReportTable['totals']>): DocumentRow {
  const line = lineOf(table.columns, totals, 'total');
  if (line.cells[0] === null) line.cells[0] = { text: 'Total' };
  return line;
}

export function documentTableOf(table: ReportTable): DocumentTable {
  const rows = table.rows.map((row) => lineOf(table.columns, row.cells));
  const totals = table.totals ? [totalsLine(table, table.totals)] : [];
  return {
    columns: table.columns.map((column) => ({
      header: column.kind === 'amount' ? `${column.header} (NGN)` : column.header,
      amount: column.kind === 'amount',
      narrow: column.kind === 'date' || column.kind === 'count',
    })),
    rows: [...rows, ...totals],
  };
}

const figure = (value: string) => formatNaira(nairaToKobo(value), { symbol: false });

/** A check as one sentence: its name, both sides and whether it holds. */
export const checkSentence = (check: StatementCheck) =>
  `Check: ${check.name} (${figure(check.left)} = ${figure(check.right)}): ${check.holds ? 'holds' : 'DOES NOT HOLD'}`;

import { koboToNaira } from '../../domain/money';
import type { ReportCell, ReportColumn, ReportTable } from '../../domain/reports/report';

/** One line of a table: its cells, amounts in kobo (null where there is none), and the record behind it. */
export interface KoboLine {
  cells: Record<string, string | number | null>;
  link?: string;
}

/** A report table from lines whose amounts are kobo: shown in naira, every amount column totalled. */
export function koboTable(title: string, columns: ReportColumn[], lines: KoboLine[]): ReportTable {
  const amounts = columns.filter((column) => column.kind === 'amount').map((column) => column.key);
  const inNaira = (cells: KoboLine['cells']): Record<string, ReportCell> =>
    Object.fromEntries(
      Object.entries(cells).map(([key, value]) => [key, amounts.includes(key) && value !== null ? koboToNaira(Number(value)) : value]),
    );
  const totals = Object.fromEntries(
    amounts.map((key) => [key, koboToNaira(lines.reduce((sum, line) => sum + Number(line.cells[key] ?? 0), 0))]),
  );
  return {
    title,
    columns,
    rows: lines.map((line) => ({ cells: inNaira(line.cells), ...(line.link ? { link: line.link } : {}) })),
    totals,
  };
}

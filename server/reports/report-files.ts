import ExcelJS from 'exceljs';
import { REPORT_CONTENT_TYPES, reportFileName, type Report, type ReportFileFormat, type ReportTable } from '../../domain/reports/report';
import { todayInLagos } from '../../domain/today';
import { fromTo, longDate } from '../accounting/statements/sheets';
import { csvOfTable, safeText } from '../http/csv';
import { renderPdf, type Letterhead } from '../pdf/document';
import { checkSentence, documentTableOf } from './report-sheet';

// A report as the file a user downloads: CSV (every table one after another), an Excel workbook
// (a sheet per table, amounts as numbers formatted in naira) or a PDF on the brokerage's letterhead.

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

function csvOf(report: Report): string {
  const parts = report.tables.map((table) => {
    const csv = csvOfTable(documentTableOf(table));
    return report.tables.length > 1 && table.title ? `${safeText(table.title)}\r\n${csv}` : csv;
  });
  const checks = report.checks.map((check) => `${safeText(checkSentence(check))}\r\n`);
  return [...parts, ...(checks.length ? [checks.join('')] : [])].join('\r\n');
}

/** Naira with grouped thousands and two decimals, negatives in red: how every workbook shows an amount. */
export const NAIRA_FORMAT = '#,##0.00;[Red]-#,##0.00';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (table: ReportTable, index: number, taken: Set<string>) => {
  const base = (table.title ?? `Table ${index + 1}`).replace(/[:\\/?*[\]]/g, ' ').slice(0, 28);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
};

async function xlsxOf(report: Report): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  book.title = report.title;
  const taken = new Set<string>();
  report.tables.forEach((table, index) => {
    const sheet = book.addWorksheet(sheetName(table, index, taken));
    sheet.columns = table.columns.map((column) => ({
      header: column.kind === 'amount' ? `${column.header} (NGN)` : column.header,
      key: column.key,
      width: Math.max(12, Math.min(40, column.header.length + 4)),
      style: column.kind === 'amount' ? { numFmt: NAIRA_FORMAT } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    const value = (kind: string, cell: string | number | null | undefined) => {
      if (cell === null || cell === undefined) return null;
      // An amount is exact naira text; a spreadsheet's number holds it exactly to the kobo up to 2^53 kobo.
      if (kind === 'amount' || kind === 'count') return Number(cell);
      return typeof cell === 'string' ? safeText(cell) : cell;
    };
    for (const row of table.rows)
      sheet.addRow(Object.fromEntries(table.columns.map((column) => [column.key, value(column.kind, row.cells[column.key])])));
    if (table.totals) {
      const totals = sheet.addRow(
        Object.fromEntries(
          table.columns.map((column, at) => [
            column.key,
            at === 0 && table.totals![column.key] == null ? 'Total' : value(column.kind, table.totals![column.key]),
          ]),
        ),
      );
      totals.font = { bold: true };
    }
  });
  if (report.checks.length) {
    const sheet = book.addWorksheet(sheetName({ title: 'Checks', columns: [], rows: [], totals: null }, 0, taken));
    sheet.columns = [{ header: 'Check', key: 'check', width: 100 }];
    for (const check of report.checks) sheet.addRow({ check: checkSentence(check) });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function pdfOf(report: Report, letterhead: Letterhead): Promise<Buffer> {
  const tables = report.tables.map((table) => {
    const printed = documentTableOf(table);
    if (!table.title || report.tables.length === 1) return printed;
    const heading = printed.columns.map((_, at) => (at === 0 ? { text: table.title! } : null));
    return { ...printed, rows: [{ cells: heading, kind: 'heading' as const }, ...printed.rows] };
  });
  return renderPdf(
    {
      letterhead,
      title: report.title,
      period: fromTo(report.start_date, report.end_date),
      tables,
      notes: [...report.checks.map(checkSentence), ...report.notes],
      landscape: report.tables.some((table) => table.columns.length > 6),
    },
    longDate(todayInLagos()),
  );
}

export async function reportFile(report: Report, format: ReportFileFormat, letterhead: () => Promise<Letterhead>): Promise<ReportFile> {
  const fileName = reportFileName(report.kind, report, format);
  const contentType = REPORT_CONTENT_TYPES[format];
  if (format === 'csv') return { fileName, contentType, body: csvOf(report) };
  if (format === 'xlsx') return { fileName, contentType, body: await xlsxOf(report) };
  return { fileName, contentType, body: await pdfOf(report, await letterhead()) };
}

import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { todayInLagos } from '../../domain/today';
import { csvLine, UTF8_BOM, type CsvCell } from '../http/csv';
import { NAIRA_FORMAT } from '../reports/report-files';
import type { ExportFormat } from '../../domain/list-export';
import type { ReportColumnKind as ColumnKind } from '../../domain/reports/report';
import type { Writable } from 'node:stream';

// A list as a file, written row by row while the list is read a batch at a time: the file is never
// whole in memory, and a reader that stops reading (a closed download) stops the list's reading too.

export interface ExportColumn<Row> {
  header: string;
  /** The reports' kinds: text as written (made safe in CSV); amount: naira text `1234.50`, a number in Excel; count; date: yyyy-mm-dd. */
  kind: ColumnKind;
  value: (row: Row) => string | number | null | undefined;
}

/** One batch of the list's rows, the list's total as its first page gave it, and how to read the next batch (null after the last). */
export interface Batch<Row> {
  rows: readonly Row[];
  total: number;
  totalIsEstimate: boolean;
  next: (() => Promise<Batch<Row>>) | null;
}

export interface ExportSheet<Row> {
  /** The workbook's one sheet. */
  title: string;
  columns: readonly ExportColumn<Row>[];
}

/** The file stopped being read (the download was closed or failed): the rest of the list is not read. */
export class ExportStopped extends Error {}
const stopped = () => new ExportStopped('The export was closed before it was written');

/** A date or a moment as its day in Lagos. */
const dayOf = (value: string) => (/^\d{4}-\d\d-\d\d$/.test(value) ? value : todayInLagos(new Date(value)));

function csvCell(kind: ColumnKind, value: string | number | null | undefined): CsvCell {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'amount' || kind === 'count') return { number: String(value) };
  return { text: kind === 'date' ? dayOf(String(value)) : String(value) };
}

function sheetCell(kind: ColumnKind, value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  // Naira text is exact to the kobo; a spreadsheet's number holds it exactly up to 2^53 kobo.
  if (kind === 'amount' || kind === 'count') return Number(value);
  return kind === 'date' ? dayOf(String(value)) : String(value);
}

/** Resolves when the writable takes more, rejects when it was closed before: back-pressure that also notices a hang-up. */
async function room(out: Writable): Promise<void> {
  if (out.destroyed) throw stopped();
  if (!out.writableNeedDrain) return;
  const waiting = new AbortController();
  try {
    const drained = once(out, 'drain', { signal: waiting.signal });
    const closed = once(out, 'close', { signal: waiting.signal }).then(() => Promise.reject(stopped()));
    await Promise.race([drained, closed]);
  } finally {
    waiting.abort();
  }
}

async function* rowsOf<Row>(first: Batch<Row>, out: Writable): AsyncGenerator<Row> {
  for (let batch: Batch<Row> | null = first; batch;) {
    for (const row of batch.rows) yield row;
    if (!batch.next) return;
    if (out.destroyed) throw stopped();
    batch = await batch.next();
  }
}

async function writeCsv<Row>(sheet: ExportSheet<Row>, first: Batch<Row>, out: Writable): Promise<void> {
  out.write(UTF8_BOM + csvLine(sheet.columns.map((column) => ({ text: column.header }))));
  for await (const row of rowsOf(first, out)) {
    await room(out);
    out.write(csvLine(sheet.columns.map((column) => csvCell(column.kind, column.value(row)))));
  }
  out.end();
  await finished(out, { readable: false });
}

async function writeXlsx<Row>(sheet: ExportSheet<Row>, first: Batch<Row>, out: Writable): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = book.addWorksheet(sheet.title);
  worksheet.columns = sheet.columns.map((column, index) => ({
    key: String(index),
    width: Math.max(12, Math.min(40, column.header.length + 4)),
    style: column.kind === 'amount' ? { numFmt: NAIRA_FORMAT } : {},
  }));
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of rowsOf(first, out)) {
    await room(out);
    worksheet.addRow(sheet.columns.map((column) => sheetCell(column.kind, column.value(row)))).commit();
  }
  worksheet.commit();
  // The workbook's zip ends the writable once its last entry is written; a closed writable ends the wait.
  await Promise.all([book.commit(), finished(out, { readable: false })]);
}

/**
 * Writes the list, from its first batch on, as a CSV (UTF-8 with a BOM, CRLF) or an Excel workbook
 * into `out`, and ends it. On a failure part way `out` is destroyed with the error, and the error
 * is thrown: a download must break rather than end looking complete.
 */
export async function streamExport<Row>(sheet: ExportSheet<Row>, first: Batch<Row>, format: ExportFormat, out: Writable): Promise<void> {
  try {
    await (format === 'csv' ? writeCsv(sheet, first, out) : writeXlsx(sheet, first, out));
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
}

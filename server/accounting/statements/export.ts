import { statementFileName, type StatementKind } from '../../../domain/financial-statements';
import { todayInLagos } from '../../../domain/today';
import { csvOfTable } from '../../http/csv';
import { renderPdf, type Letterhead } from '../../pdf/document';
import { longDate, type Sheet } from './sheets';

export interface Download {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** A statement as a CSV or PDF download, named by the statement and its dates. */
export async function downloadOf(
  sheet: Sheet,
  letterhead: Letterhead,
  target: { kind: StatementKind; dates: { asOf?: string; startDate?: string; endDate?: string }; format: 'csv' | 'pdf' },
): Promise<Download> {
  const fileName = statementFileName(target.kind, target.dates, target.format);
  if (target.format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: csvOfTable(sheet.table) };
  const body = await renderPdf(
    { letterhead, title: sheet.title, period: sheet.period, tables: [sheet.table], notes: sheet.notes, landscape: sheet.landscape },
    longDate(todayInLagos()),
  );
  return { fileName, contentType: 'application/pdf', body };
}

import { countCsvRecords, csvRecordsIn, NO_CSV_RECORDS } from '../../domain/format/csv-records';
import { REPORT_CONTENT_TYPES } from '../../domain/reports/formats';
import { todayInLagos } from '../../domain/today';
import type { ExportedFile, ExportFormat, ExportList, ExportProgress } from '../../domain/list-export';
import type { ApiClient } from './client';

/**
 * The query the list's own GET sends (its api module's `…ListQuery`), with its `sort` and
 * `direction`: its paging is left out (the file holds every page), and so are empty values.
 */
export type ListExportQuery = object;

export interface ExportTransfer {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

const PAGING = new Set(['page', 'limit', 'cursor']);

/** The list's query without its paging and its empty values. */
export function exportQuery(listQuery: ListExportQuery): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(listQuery)) {
    if (PAGING.has(name) || !(typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value))) continue;
    query[name] = value;
  }
  return query;
}

/** The name the server gives in `content-disposition`, else `<list>-<today>.<ext>`. */
export function exportFileName(disposition: string | null, list: ExportList, format: ExportFormat): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="([^"]+)"/i)?.[1];
  try {
    if (encoded) return decodeURIComponent(encoded);
  } catch {
    // A badly encoded name: the plain one, or ours.
  }
  return plain ?? `${list}-${todayInLagos()}.${format}`;
}

const countHeader = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * GET /exports/{list}: the list's rows on every page as a file, read as it streams in and kept as
 * chunks (never one string), progress told after each chunk. Aborting the signal stops the reading.
 */
export async function exportList(
  api: ApiClient,
  list: ExportList,
  format: ExportFormat,
  listQuery: ListExportQuery,
  { signal, onProgress }: ExportTransfer = {},
): Promise<ExportedFile> {
  const response = await api.stream(`/exports/${list}`, { query: { ...exportQuery(listQuery), format }, signal });
  signal?.throwIfAborted();
  const expectedRows = countHeader(response.headers.get('x-export-rows'));
  const estimated = response.headers.get('x-export-rows-estimated') === 'true';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let records = NO_CSV_RECORDS;
  // Data rows: the first record of a CSV is its header.
  const rows = (counted: number) => (format === 'csv' ? Math.max(0, counted - 1) : null);
  onProgress?.({ bytes, rows: rows(0), expectedRows, estimated });
  const reader = response.body?.getReader();
  const cancel = () => void reader?.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      signal?.throwIfAborted();
      chunks.push(read.value);
      bytes += read.value.byteLength;
      if (format === 'csv') records = countCsvRecords(records, read.value);
      onProgress?.({ bytes, rows: rows(records.records), expectedRows, estimated });
    }
    signal?.throwIfAborted();
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  const type = response.headers.get('content-type') ?? REPORT_CONTENT_TYPES[format];
  return {
    file: new Blob(chunks as BlobPart[], { type }),
    fileName: exportFileName(response.headers.get('content-disposition'), list, format),
    rows: format === 'csv' ? rows(csvRecordsIn(records)) : estimated ? null : expectedRows,
  };
}

import { instance, string, union } from 'superstruct';
import { REPORT_CONTENT_TYPES, reportFileName, ReportResponse, type Report, type ReportFileFormat } from '../../domain/reports/report';
import type { ApiClient } from './client';

/** A report's period; left out, the server answers the report's default period up to today. */
export interface ReportPeriod {
  startDate?: string;
  endDate?: string;
}

/** What a report is asked beyond its period (whose report it is). */
export type ReportSubject = Record<string, string>;

/** GET a report of /reports (e.g. `/reports/regulatory/crr-premium`) for a period. */
export async function fetchReport(
  api: ApiClient,
  path: string,
  query: ReportPeriod & ReportSubject,
  signal?: AbortSignal,
): Promise<Report> {
  return (await api.request(path, { query: { ...query }, signal, response: ReportResponse })).data;
}

/**
 * A report as a CSV, Excel or PDF file, fetched with the session like any call (so a link cannot
 * open it), named as the server names it: the report's kind is the last part of its path. The
 * client reads text/csv as text, so text is wrapped.
 */
export async function downloadReport(
  api: ApiClient,
  path: string,
  query: Required<ReportPeriod> & ReportSubject,
  format: ReportFileFormat,
  signal?: AbortSignal,
): Promise<{ file: Blob; fileName: string }> {
  const answer = await api.request(path, { query: { ...query, format }, signal, response: union([instance(Blob), string()]) });
  const file = typeof answer === 'string' ? new Blob([answer], { type: REPORT_CONTENT_TYPES[format] }) : answer;
  const kind = path.split('/').at(-1) ?? 'report';
  return { file, fileName: reportFileName(kind, { start_date: query.startDate, end_date: query.endDate }, format) };
}

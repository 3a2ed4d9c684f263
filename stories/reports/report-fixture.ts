import type { ReportColumn, ReportColumnKind } from '../../domain/reports/report';
import type { RequestOptions } from '../../src/api/client';

// What the reports' fixtures share: columns written as one line each, and the period a story asks for.

export type AskedQuery = Pick<RequestOptions<unknown>, 'query'>;

export const columnsOf = (...columns: [key: string, header: string, kind: ReportColumnKind][]): ReportColumn[] =>
  columns.map(([key, header, kind]) => ({ key, header, kind }));

/** The period the screen asked for, or the fixture's own when it asked for none. */
export function askedPeriod(options: AskedQuery | undefined, fallback: { startDate: string; endDate: string }) {
  const query = (options?.query ?? {}) as { startDate?: string; endDate?: string };
  return { start_date: query.startDate ?? fallback.startDate, end_date: query.endDate ?? fallback.endDate };
}

export const ok = <T>(data: T) => ({ success: true as const, data });

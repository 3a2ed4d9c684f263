import { REPORT_PAGE_SIZE } from '../../domain/reports/report-page';
import { pageMeta, type Paging } from '../http/paging';
import type { ListMeta } from '../../domain/api/envelope';
import type { ReportQuery } from '../../domain/reports/report';

/** The page of a report's long tables its JSON answer shows; null for a file (CSV, Excel, PDF), which holds every line. */
export function reportPaging(query: ReportQuery): Paging | null {
  return (query.format ?? 'json') === 'json' ? screenPage(query) : null;
}

/** The page asked for, of REPORT_PAGE_SIZE lines unless the caller asks for another `limit`. */
export function screenPage(query: { page?: number; limit?: number }): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? REPORT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** Where a paged table stands; nothing for a table shown whole. */
export const tablePage = (paging: Paging | null, total: number): { page?: ListMeta } => (paging ? { page: pageMeta(paging, total) } : {});

/** A table built whole in memory, cut to the page on screen (files keep every row) with where it stands. */
export function pagedRows<T>(rows: T[], paging: Paging | null): { rows: T[]; page?: ListMeta } {
  return paging ? { rows: rows.slice(paging.offset, paging.offset + paging.limit), ...tablePage(paging, rows.length) } : { rows };
}

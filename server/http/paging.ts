export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function pageMeta(paging: Paging, total: number) {
  return { page: paging.page, limit: paging.limit, total, pages: Math.max(1, Math.ceil(total / paging.limit)) };
}

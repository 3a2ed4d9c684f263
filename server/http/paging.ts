import { invalidInput } from './errors';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

function positiveInteger(field: string, text: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidInput([{ field, message: `${field} must be a whole number from 1 to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max}` }]);
  }
  return value;
}

/** `page` counts from 1, as the API conventions say. */
export function parsePaging(query: unknown): Paging {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = positiveInteger('page', q.page, 1);
  const limit = positiveInteger('limit', q.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
}

export function pageMeta(paging: Paging, total: number) {
  return { page: paging.page, limit: paging.limit, total, pages: Math.max(1, Math.ceil(total / paging.limit)) };
}

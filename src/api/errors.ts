import { ERROR_CODES } from '../../domain/api';
import { NETWORK_ERROR, GENERIC_ERROR } from '../../domain/common-messages';

/** A failed call, as every view sees it: one message, and a message per field when there are any. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

type ErrorEntry = string | { field?: unknown; message?: unknown; msg?: unknown };

/** Server errors come as `{ field, message }` entries; plain strings or `{ message }` entries are accepted too. */
export function normaliseError(status: number | undefined, body: unknown): ApiFailure {
  if (status === undefined) return new ApiFailure(NETWORK_ERROR, undefined, ERROR_CODES.network);
  const data = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const fieldErrors: Record<string, string> = {};
  const loose: string[] = [];
  const entries: ErrorEntry[] = Array.isArray(data.errors) ? data.errors : [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      loose.push(entry);
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const text = typeof entry.message === 'string' ? entry.message : typeof entry.msg === 'string' ? entry.msg : null;
    if (!text) continue;
    if (typeof entry.field === 'string' && entry.field && !(entry.field in fieldErrors)) fieldErrors[entry.field] = text;
    else loose.push(text);
  }
  const message = typeof data.message === 'string' && data.message ? data.message : loose.join('. ') || GENERIC_ERROR;
  return new ApiFailure(message, status, typeof data.code === 'string' ? data.code : undefined, fieldErrors);
}

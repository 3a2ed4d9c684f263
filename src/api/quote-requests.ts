import {
  QuoteRequestListResponse,
  QuoteRequestResponse,
  QuoteRequestSavedResponse,
  type QuoteRequest,
  type QuoteRequestDetails,
  type QuoteRequestPayload,
} from '../../domain/quotes/request';
import { listPageOf, type ListPage } from './list-page';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

// The quote request calls: asking for cover (POST /quote/request), the lists (GET /quotes/requested,
// /quotes/requested/search), one request with its documents and quotes, and one more document for it.

const request = (quoteId: string) => `/quotes/requested/${encodeURIComponent(quoteId)}`;

export interface QuoteRequestFilter {
  search?: string;
  page: number;
  limit: number;
}

/** GET /quotes/requested, or /quotes/requested/search when there are words (trimmed; empty parts omitted). */
export async function fetchQuoteRequests(
  api: ApiClient,
  filter: QuoteRequestFilter,
  signal?: AbortSignal,
): Promise<ListPage<QuoteRequest>> {
  const searchQuery = filter.search?.trim() || undefined;
  const query = { page: filter.page, limit: filter.limit, searchQuery };
  const path = searchQuery ? '/quotes/requested/search' : '/quotes/requested';
  const answer = await api.request(path, { query, signal, response: QuoteRequestListResponse });
  return listPageOf(answer);
}

/** GET /quotes/requested/{quoteId}: the request, its documents and the quotes that answer it; 404 for another's. */
export async function fetchQuoteRequest(api: ApiClient, quoteId: string, signal?: AbortSignal): Promise<QuoteRequestDetails> {
  return (await api.request(request(quoteId), { signal, response: QuoteRequestResponse })).data;
}

/** POST /quotes/requested/{quoteId}/documents: one more document (multipart, under `file`); answers the request as it now is. */
export async function attachRequestDocument(
  api: ApiClient,
  quoteId: string,
  file: File,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<QuoteRequestDetails> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api.upload(`${request(quoteId)}/documents`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...transfer,
    response: QuoteRequestSavedResponse,
  });
  return answer.data;
}

/** The payload's fields that say something: a blank field (null) or a list not chosen is left out. */
const filledFields = (payload: QuoteRequestPayload): [string, string | number][] =>
  Object.entries(payload).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined);

/**
 * POST /quote/request: JSON without a document; with one, the same fields as multipart form data
 * beside it (under `file`) in one request, with upload progress. The Idempotency-Key lets a retry
 * of the same request be answered once. Answers the request as stored (201, QUOTE_REQUEST_SUBMITTED).
 */
export async function requestQuote(
  api: ApiClient,
  payload: QuoteRequestPayload,
  file: File | null,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<QuoteRequestDetails> {
  const fields = filledFields(payload);
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (!file) {
    const body = Object.fromEntries(fields);
    const answer = await api.request('/quote/request', {
      method: 'POST',
      body,
      headers,
      signal: transfer.signal,
      response: QuoteRequestSavedResponse,
    });
    return answer.data;
  }
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, String(value));
  body.append('file', file);
  const answer = await api.upload('/quote/request', { method: 'POST', body, headers, ...transfer, response: QuoteRequestSavedResponse });
  return answer.data;
}

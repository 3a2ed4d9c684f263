import {
  QuoteComparisonResponse,
  QuoteListResponse,
  QuoteResponse,
  type Quote,
  type QuoteDetails,
  type QuoteKind,
  type QuotePayload,
  type QuoteStatus,
} from '../../domain/quotes';
import { listPageOf, searchedListQuery, type ListPage } from './list-page';
import type { SortFields } from '../../domain/list-sort';
import type { ApiClient } from './client';

// The quote calls of a quote's page: drafting and editing, approval by a second person, the slip
// sent to the client, the client's answer, the invoice, and the comparison with other insurers.

const quote = (quoteId: string) => `/quote/${encodeURIComponent(quoteId)}`;

/** PATCH /quote/{id}/approve: a rejection says why. */
export interface QuoteDecision {
  decision: 'approve' | 'reject';
  reason?: string;
}

/** PATCH /quote/{id}/response: the client's answer, as the broker records it. */
export interface ClientResponse {
  decision: 'accept' | 'decline';
  reason?: string;
}

export interface QuoteFilter extends SortFields {
  status?: QuoteStatus | '';
  search?: string;
  page: number;
  limit: number;
}

/**
 * The quote list's query from the page's filters (its export sends the same). "Quote search terms
 * are trimmed and URL-encoded; empty optional query parts are omitted."
 */
export const quoteListQuery = (filter: QuoteFilter) => searchedListQuery(filter);

/** GET /quotes, or /quotes/search when there are words: newest first. */
export async function fetchQuotes(api: ApiClient, filter: QuoteFilter, signal?: AbortSignal): Promise<ListPage<Quote>> {
  const query = quoteListQuery(filter);
  const answer = await api.request(query.searchQuery ? '/quotes/search' : '/quotes', { query, signal, response: QuoteListResponse });
  return listPageOf(answer);
}

const details = async (answer: Promise<{ data: QuoteDetails }>) => (await answer).data;

/** POST /quotes/{type}: a new draft priced from its product; with `revisionOf`, a revision of that quote. */
export function draftQuote(
  api: ApiClient,
  kind: QuoteKind,
  payload: QuotePayload,
  signal?: AbortSignal,
  revisionOf?: string,
): Promise<QuoteDetails> {
  const path = `/quotes/${encodeURIComponent(kind)}`;
  return details(
    api.request(path, { method: 'POST', query: { quoteId: revisionOf }, body: { ...payload }, signal, response: QuoteResponse }),
  );
}

/** POST /quotes/{type}?quoteId=: a new draft of the quote's terms as quoted, under a new number. */
export function copyQuote(api: ApiClient, kind: QuoteKind, quoteId: string, signal?: AbortSignal): Promise<QuoteDetails> {
  const path = `/quotes/${encodeURIComponent(kind)}`;
  return details(api.request(path, { method: 'POST', query: { quoteId }, signal, response: QuoteResponse }));
}

/** GET /quote/{id}: the quote, its premium lines and who did what to it. */
export function fetchQuote(api: ApiClient, quoteId: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(quote(quoteId), { signal, response: QuoteResponse }));
}

/** PUT /quote/{id}: new terms for a draft or a rejected quote (which becomes a draft again), priced again. */
export function updateQuote(api: ApiClient, quoteId: string, payload: QuotePayload, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(quote(quoteId), { method: 'PUT', body: { ...payload }, signal, response: QuoteResponse }));
}

/** PUT /quote/{id}/save: submitted for approval ('pending approval'); those who may approve it are told. */
export function submitQuote(api: ApiClient, quoteId: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/save`, { method: 'PUT', signal, response: QuoteResponse }));
}

/** PATCH /quote/{id}/approve: another person approves or rejects it, once; the maker is told. */
export function decideQuote(api: ApiClient, quoteId: string, decision: QuoteDecision, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/approve`, { method: 'PATCH', body: { ...decision }, signal, response: QuoteResponse }));
}

/** GET /quote/{id}/notify?startDate=yyyy-MM-dd: the quote slip goes to the client ('sent'). */
export function sendQuote(api: ApiClient, quoteId: string, startDate: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/notify`, { query: { startDate }, signal, response: QuoteResponse }));
}

/** PATCH /quote/{id}/response: the client accepted or declined it. */
export function respondToQuote(api: ApiClient, quoteId: string, response: ClientResponse, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/response`, { method: 'PATCH', body: { ...response }, signal, response: QuoteResponse }));
}

/** POST /quote/{id}/invoice: an accepted quote becomes an invoice, once ('converted', with its invoice_id). */
export function convertQuote(api: ApiClient, quoteId: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/invoice`, { method: 'POST', signal, response: QuoteResponse }));
}

/** POST /quote/{id}/compare: the same risk priced with other insurers' products; the original comes first. */
export async function compareQuote(api: ApiClient, quoteId: string, productIds: string[], signal?: AbortSignal): Promise<QuoteDetails[]> {
  const answer = await api.request(`${quote(quoteId)}/compare`, {
    method: 'POST',
    body: { productIds },
    signal,
    response: QuoteComparisonResponse,
  });
  return answer.data.quotes;
}

/** PATCH /quote/{id}/choose: this quote of its comparison is kept; the others become 'not taken'. */
export function chooseQuote(api: ApiClient, quoteId: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return details(api.request(`${quote(quoteId)}/choose`, { method: 'PATCH', signal, response: QuoteResponse }));
}

/** GET /quotes/?clientType&client: one client's quotes, newest first (the invoice form shows them). */
export async function fetchClientQuotes(
  api: ApiClient,
  client: { clientType: string; clientId: string },
  signal?: AbortSignal,
): Promise<ListPage<Quote>> {
  const query = { clientType: client.clientType, client: client.clientId, page: 1, limit: 20 };
  return listPageOf(await api.request('/quotes/', { query, signal, response: QuoteListResponse }));
}

import { Done } from '../../domain/api';
import {
  ClientsResponse,
  CorporateClientResponse,
  CorporateClientSavedResponse,
  DirectorSavedResponse,
  IndividualClientResponse,
  IndividualClientSavedResponse,
} from '../../domain/api/clients';
import { sortParams, type SortFields } from '../../domain/list-sort';
import type { CorporateClient, Director, IndividualClient } from '../../domain/client-records';
import type {
  ClientKind,
  ClientStatus,
  ClientType,
  CorporateClientPayload,
  DirectorPayload,
  IndividualClientPayload,
  NewCorporateClientPayload,
} from '../../domain/clients';
import type { ApiClient } from './client';

export interface ClientListFilter extends SortFields {
  page: number;
  limit: number;
  status?: ClientStatus | '';
  clientType?: ClientType | '';
  searchQuery?: string;
}

/**
 * GET /client/allClients, or GET /client/search when a term or a kind narrows the list. The term
 * is trimmed; empty parts are left out of the query (the client encodes what is left).
 */
export async function fetchClients(api: ApiClient, filter: ClientListFilter, signal?: AbortSignal) {
  const query = clientListQuery(filter);
  const narrowed = query.searchQuery !== undefined || query.clientType !== undefined;
  return api.request(narrowed ? '/client/search' : '/client/allClients', { query, signal, response: ClientsResponse });
}

/** The client list's query from the page's filters: the term trimmed, empty parts left out (its export sends the same). */
export function clientListQuery(filter: ClientListFilter) {
  return {
    page: filter.page,
    limit: filter.limit,
    status: filter.status || undefined,
    ...sortParams(filter),
    searchQuery: filter.searchQuery?.trim() || undefined,
    clientType: filter.clientType || undefined,
  };
}

/** POST /client/search {clientType, searchQuery}: the lookup quotes and invoices use. */
export async function searchClients(api: ApiClient, body: { clientType?: ClientType; searchQuery: string }, signal?: AbortSignal) {
  const payload = { searchQuery: body.searchQuery.trim(), ...(body.clientType ? { clientType: body.clientType } : {}) };
  return (await api.request('/client/search', { method: 'POST', body: payload, signal, response: ClientsResponse })).data;
}

const path = (id: string) => encodeURIComponent(id);

export async function fetchIndividualClient(api: ApiClient, id: string, signal?: AbortSignal): Promise<IndividualClient> {
  return (await api.request(`/client/${path(id)}`, { signal, response: IndividualClientResponse })).data;
}

export async function fetchCorporateClient(api: ApiClient, id: string, signal?: AbortSignal): Promise<CorporateClient> {
  return (await api.request(`/client/corporate/${path(id)}`, { signal, response: CorporateClientResponse })).data;
}

export async function createIndividualClient(
  api: ApiClient,
  payload: IndividualClientPayload,
  signal?: AbortSignal,
): Promise<IndividualClient> {
  return (await api.request('/client', { method: 'POST', body: { ...payload }, signal, response: IndividualClientSavedResponse })).data;
}

export async function updateIndividualClient(
  api: ApiClient,
  id: string,
  payload: IndividualClientPayload,
  signal?: AbortSignal,
): Promise<IndividualClient> {
  return (
    await api.request(`/client/${path(id)}`, { method: 'PUT', body: { ...payload }, signal, response: IndividualClientSavedResponse })
  ).data;
}

/** POST /client/corporate: the company and its directors in one call. */
export async function createCorporateClient(
  api: ApiClient,
  payload: NewCorporateClientPayload,
  signal?: AbortSignal,
): Promise<CorporateClient> {
  return (await api.request('/client/corporate', { method: 'POST', body: { ...payload }, signal, response: CorporateClientSavedResponse }))
    .data;
}

export async function updateCorporateClient(
  api: ApiClient,
  id: string,
  payload: CorporateClientPayload,
  signal?: AbortSignal,
): Promise<CorporateClient> {
  return (
    await api.request(`/client/corporate/${path(id)}`, {
      method: 'PUT',
      body: { ...payload },
      signal,
      response: CorporateClientSavedResponse,
    })
  ).data;
}

export async function addDirector(
  api: ApiClient,
  corporateClientId: string,
  payload: DirectorPayload,
  signal?: AbortSignal,
): Promise<Director> {
  return (
    await api.request(`/client/corporate/${path(corporateClientId)}/director`, {
      method: 'POST',
      body: { ...payload },
      signal,
      response: DirectorSavedResponse,
    })
  ).data;
}

/** PATCH /client/{kind}/{id}/status?status: answers the server's message. */
export async function changeClientStatus(
  api: ApiClient,
  kind: ClientKind,
  id: string,
  status: ClientStatus,
  signal?: AbortSignal,
): Promise<string> {
  return (await api.request(`/client/${kind}/${path(id)}/status`, { method: 'PATCH', query: { status }, signal, response: Done })).message;
}

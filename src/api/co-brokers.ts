import {
  CoBrokerDeleted,
  CoBrokerMatchesResponse,
  CoBrokerSaved,
  CoBrokersResponse,
  type CoBroker,
  type CoBrokerChanges,
  type CoBrokerPayload,
} from '../../domain/co-brokers';
import type { ApiClient } from './client';

/** GET /cobrokers: the whole list (a brokerage shares placements with a few dozen at most), active ones first. */
export async function fetchCoBrokers(api: ApiClient, signal?: AbortSignal): Promise<CoBroker[]> {
  return (await api.request('/cobrokers', { signal, response: CoBrokersResponse })).data;
}

/** POST /quote/coBroker/search {searchQuery}: active co-brokers matching the words typed (trimmed). */
export async function searchCoBrokers(api: ApiClient, searchQuery: string, signal?: AbortSignal): Promise<CoBroker[]> {
  const body = { searchQuery: searchQuery.trim() };
  return (await api.request('/quote/coBroker/search', { method: 'POST', body, signal, response: CoBrokerMatchesResponse })).data;
}

export async function addCoBroker(api: ApiClient, payload: CoBrokerPayload, signal?: AbortSignal): Promise<CoBroker> {
  return (await api.request('/cobrokers', { method: 'POST', body: { ...payload }, signal, response: CoBrokerSaved })).data;
}

export async function updateCoBroker(api: ApiClient, id: string, changes: CoBrokerChanges, signal?: AbortSignal): Promise<CoBroker> {
  return (
    await api.request(`/cobrokers/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...changes }, signal, response: CoBrokerSaved })
  ).data;
}

/** Answers the server's confirmation. */
export async function deleteCoBroker(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/cobrokers/${encodeURIComponent(id)}`, { method: 'DELETE', signal, response: CoBrokerDeleted })).message;
}

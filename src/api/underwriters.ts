import {
  UnderwriterDeleted,
  UnderwriterSaved,
  UnderwritersResponse,
  type Underwriter,
  type UnderwriterChanges,
  type UnderwriterPayload,
} from '../../domain/underwriters';
import type { ApiClient } from './client';

/** GET /providers/{id}/underwriters: the brokerage's underwriters at one insurer, with their contacts. */
export async function fetchUnderwriters(api: ApiClient, providerId: number | string, signal?: AbortSignal): Promise<Underwriter[]> {
  return (
    await api.request(`/providers/${encodeURIComponent(String(providerId))}/underwriters`, { signal, response: UnderwritersResponse })
  ).data;
}

export async function addUnderwriter(
  api: ApiClient,
  providerId: number,
  payload: UnderwriterPayload,
  signal?: AbortSignal,
): Promise<Underwriter> {
  return (
    await api.request(`/providers/${providerId}/underwriters`, { method: 'POST', body: { ...payload }, signal, response: UnderwriterSaved })
  ).data;
}

/** PUT /underwriters/{id}: the contacts sent replace the underwriter's contacts. */
export async function updateUnderwriter(
  api: ApiClient,
  underwriterId: string,
  changes: UnderwriterChanges,
  signal?: AbortSignal,
): Promise<Underwriter> {
  const path = `/underwriters/${encodeURIComponent(underwriterId)}`;
  return (await api.request(path, { method: 'PUT', body: { ...changes }, signal, response: UnderwriterSaved })).data;
}

/** Answers the server's confirmation. */
export async function deleteUnderwriter(api: ApiClient, underwriterId: string, signal?: AbortSignal): Promise<string> {
  return (
    await api.request(`/underwriters/${encodeURIComponent(underwriterId)}`, { method: 'DELETE', signal, response: UnderwriterDeleted })
  ).message;
}

import {
  InsurerMatchesResponse,
  InsurerRemoved,
  UserInsurerChanged,
  UserInsurersChanged,
  UserInsurersResponse,
  type InsurerMatch,
  type UserInsurer,
} from '../../domain/insurers';
import type { ApiClient } from './client';

/** A user deals with a few dozen insurers at most: one page of the largest size holds them all. */
const ALL = 100;

export async function fetchMyInsurers(api: ApiClient, signal?: AbortSignal): Promise<UserInsurer[]> {
  return (await api.request('/user/insurance_provider', { query: { limit: ALL }, signal, response: UserInsurersResponse })).data;
}

/** Active insurers matching the words typed; the words are trimmed and left out when empty. */
export async function searchInsurers(api: ApiClient, searchQuery: string, signal?: AbortSignal): Promise<InsurerMatch[]> {
  const query = { searchQuery: searchQuery.trim() || undefined, limit: ALL };
  return (await api.request('/user/insurance_provider/search', { query, signal, response: InsurerMatchesResponse })).data;
}

export async function addInsurer(api: ApiClient, providerId: number, signal?: AbortSignal): Promise<UserInsurer[]> {
  return (await api.request('/user/insurance_provider', { method: 'POST', body: { providerId }, signal, response: UserInsurersChanged }))
    .data;
}

/** Answers the id of the insurer removed. */
export async function removeInsurer(api: ApiClient, providerId: number, signal?: AbortSignal): Promise<number> {
  return (await api.request('/user/insurance_provider', { method: 'DELETE', body: { providerId }, signal, response: InsurerRemoved })).data
    .provider_id;
}

export async function setRelationshipManager(
  api: ApiClient,
  providerId: number,
  relationshipManagerEmail: string,
  signal?: AbortSignal,
): Promise<UserInsurer> {
  const body = { providerId, relationshipManagerEmail };
  return (await api.request('/user/insurance_provider/relationship_manager', { method: 'PUT', body, signal, response: UserInsurerChanged }))
    .data;
}

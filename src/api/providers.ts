import {
  InsurerResponse,
  InsurerSaved,
  InsurersResponse,
  type Insurer,
  type InsurerChanges,
  type NewInsurerPayload,
} from '../../domain/underwriters';
import type { LicenceClass } from '../../domain/insurers';
import type { ApiClient } from './client';

export interface InsurersPage {
  insurers: Insurer[];
  page: number;
  pages: number;
  total: number;
}

export interface InsurersFilter {
  search?: string;
  licenceClass?: LicenceClass | '';
  /** 1 (the spec's "active providers are fetched with status 1") or 0 for the retired ones. */
  status?: number;
  page?: number;
  limit?: number;
}

/** GET /insurance-providers/active?status=1&search: the NAICOM list and the brokerage's own insurers; empty parts are left out. */
export async function fetchInsurers(api: ApiClient, filter: InsurersFilter = {}, signal?: AbortSignal): Promise<InsurersPage> {
  const query = {
    status: filter.status ?? 1,
    search: filter.search?.trim() || undefined,
    licenceClass: filter.licenceClass || undefined,
    page: filter.page,
    limit: filter.limit,
  };
  const answer = await api.request('/insurance-providers/active', { query, signal, response: InsurersResponse });
  return { insurers: answer.data, page: answer.meta.page, pages: answer.meta.pages, total: answer.meta.total };
}

export async function fetchInsurer(api: ApiClient, providerId: number | string, signal?: AbortSignal): Promise<Insurer> {
  return (await api.request(`/insurance-providers/${encodeURIComponent(String(providerId))}`, { signal, response: InsurerResponse })).data;
}

export async function addInsurer(api: ApiClient, payload: NewInsurerPayload, signal?: AbortSignal): Promise<Insurer> {
  return (await api.request('/insurance-providers', { method: 'POST', body: { ...payload }, signal, response: InsurerSaved })).data;
}

export async function updateInsurer(api: ApiClient, providerId: number, changes: InsurerChanges, signal?: AbortSignal): Promise<Insurer> {
  return (await api.request(`/insurance-providers/${providerId}`, { method: 'PUT', body: { ...changes }, signal, response: InsurerSaved }))
    .data;
}

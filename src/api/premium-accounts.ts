import { Done } from '../../domain/api';
import { PremiumAccountResponse, PremiumAccountsResponse } from '../../domain/api/brokerage';
import type { PremiumAccount, PremiumAccountPayload } from '../../domain/banks';
import type { ApiClient } from './client';

export async function fetchPremiumAccounts(api: ApiClient, signal?: AbortSignal): Promise<PremiumAccount[]> {
  return (await api.request('/broker/premium-account', { query: { limit: 100 }, signal, response: PremiumAccountsResponse })).data;
}

export async function addPremiumAccount(api: ApiClient, payload: PremiumAccountPayload, signal?: AbortSignal): Promise<PremiumAccount> {
  return (await api.request('/broker/premium-account', { method: 'POST', body: { ...payload }, signal, response: PremiumAccountResponse }))
    .data;
}

export async function updatePremiumAccount(
  api: ApiClient,
  id: string,
  payload: PremiumAccountPayload,
  signal?: AbortSignal,
): Promise<PremiumAccount> {
  return (
    await api.request(`/broker/premium-account/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { ...payload },
      signal,
      response: PremiumAccountResponse,
    })
  ).data;
}

/** Answers the server's confirmation. */
export async function deletePremiumAccount(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/premium-account/${encodeURIComponent(id)}`, { method: 'DELETE', signal, response: Done })).message;
}

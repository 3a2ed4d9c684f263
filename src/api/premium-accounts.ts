import { array, literal, number, string, type } from 'superstruct';
import { PremiumAccount, type PremiumAccountPayload } from '../../domain/banks';
import type { ApiClient } from './client';

const AccountList = type({
  success: literal(true),
  data: array(PremiumAccount),
  meta: type({ page: number(), limit: number(), total: number(), pages: number() }),
});
const AccountAnswer = type({ success: literal(true), data: PremiumAccount });
const Done = type({ success: literal(true), message: string() });

export async function fetchPremiumAccounts(api: ApiClient, signal?: AbortSignal): Promise<PremiumAccount[]> {
  return (await api.request('/broker/premium-account', { query: { limit: 100 }, signal, response: AccountList })).data;
}

export async function addPremiumAccount(api: ApiClient, payload: PremiumAccountPayload, signal?: AbortSignal): Promise<PremiumAccount> {
  return (await api.request('/broker/premium-account', { method: 'POST', body: { ...payload }, signal, response: AccountAnswer })).data;
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
      response: AccountAnswer,
    })
  ).data;
}

/** Answers the server's confirmation. */
export async function deletePremiumAccount(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/premium-account/${encodeURIComponent(id)}`, { method: 'DELETE', signal, response: Done })).message;
}

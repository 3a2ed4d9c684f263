import { BanksResponse } from '../../domain/api/reference';
import type { Bank } from '../../domain/banks';
import type { ApiClient } from './client';

/** GET /banks: the Nigerian banks with their CBN/NIBSS codes, by name. */
export async function fetchBanks(api: ApiClient, signal?: AbortSignal): Promise<Bank[]> {
  return (await api.request('/banks', { signal, response: BanksResponse })).data;
}

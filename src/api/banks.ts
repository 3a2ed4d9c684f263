import { array, literal, type } from 'superstruct';
import { Bank } from '../../domain/banks';
import type { ApiClient } from './client';

const BankList = type({ success: literal(true), data: array(Bank) });

/** GET /banks: the Nigerian banks with their CBN/NIBSS codes, by name. */
export async function fetchBanks(api: ApiClient, signal?: AbortSignal): Promise<Bank[]> {
  return (await api.request('/banks', { signal, response: BankList })).data;
}

import {
  AccountDeleted,
  AccountLedgerResponse,
  AccountSaved,
  AccountsResponse,
  type AccountChanges,
  type AccountPayload,
  type ClientAccountPayload,
  type LedgerAccount,
} from '../../domain/chart';
import type { AccountClass } from '../../domain/accounting';
import type { ApiClient } from './client';

const path = (id: string) => encodeURIComponent(id);

export interface AccountFilter {
  search?: string;
  accountClass?: AccountClass | '';
  accountType?: string;
  postable?: boolean;
  includeInactive?: boolean;
}

/** GET /accounting/accounts: the whole chart (or what the filter keeps), ordered by code, each main account before its sub-accounts. */
export async function fetchAccounts(api: ApiClient, filter: AccountFilter = {}, signal?: AbortSignal): Promise<LedgerAccount[]> {
  const query = {
    search: filter.search?.trim() || undefined,
    accountClass: filter.accountClass || undefined,
    accountType: filter.accountType || undefined,
    postable: filter.postable ? 'true' : undefined,
    includeInactive: filter.includeInactive ? 'true' : undefined,
  };
  return (await api.request('/accounting/accounts', { query, signal, response: AccountsResponse })).data;
}

export async function createAccount(api: ApiClient, payload: AccountPayload, signal?: AbortSignal): Promise<LedgerAccount> {
  return (await api.request('/accounting/accounts', { method: 'POST', body: { ...payload }, signal, response: AccountSaved })).data;
}

export async function updateAccount(api: ApiClient, id: string, changes: AccountChanges, signal?: AbortSignal): Promise<LedgerAccount> {
  return (await api.request(`/accounting/accounts/${path(id)}`, { method: 'PUT', body: { ...changes }, signal, response: AccountSaved }))
    .data;
}

/** Answers the server's confirmation. */
export async function deleteAccount(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/accounting/accounts/${path(id)}`, { method: 'DELETE', signal, response: AccountDeleted })).message;
}

/** POST /accounting/accounts/client: opens the client's receivable account; answers it with the server's confirmation. */
export async function openClientAccount(api: ApiClient, payload: ClientAccountPayload, signal?: AbortSignal) {
  const answer = await api.request('/accounting/accounts/client', { method: 'POST', body: { ...payload }, signal, response: AccountSaved });
  return { account: answer.data, message: answer.message };
}

export interface LedgerFilter {
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

/** GET /accounting/accounts/{id}/ledger: a page of lines with running balances, and the range's opening and closing balances. */
export async function fetchAccountLedger(api: ApiClient, id: string, filter: LedgerFilter, signal?: AbortSignal) {
  const query = { startDate: filter.startDate || undefined, endDate: filter.endDate || undefined, page: filter.page, limit: filter.limit };
  return api.request(`/accounting/accounts/${path(id)}/ledger`, { query, signal, response: AccountLedgerResponse });
}

import { sortParams, type SortFields } from '../../domain/list-sort';
import {
  AccountTransactionsResponse,
  TransactionResponse,
  TransactionsResponse,
  type AccountTransaction,
  type TransactionAccount,
  type TransactionDetails,
  type TransactionSummary,
} from '../../domain/transactions';
import type { EntryStatus } from '../../domain/accounting';
import type { TransactionPayload } from '../../domain/journal';
import type { ApiClient } from './client';

const base = '/accounting/transactions';
const ref = (refNo: string) => `${base}/${encodeURIComponent(refNo)}`;

export interface TransactionFilter {
  status?: EntryStatus | '';
  startDate?: string;
  endDate?: string;
  search?: string;
  page?: number;
  limit?: number;
  sort?: SortFields['sort'];
  direction?: SortFields['direction'];
}

export interface TransactionPage<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
  totalIsEstimate?: boolean;
}

/** GET /accounting/transactions's query from the page's filters (its export sends the same). */
export const transactionListQuery = (filter: TransactionFilter) => ({
  status: filter.status || undefined,
  startDate: filter.startDate || undefined,
  endDate: filter.endDate || undefined,
  search: filter.search?.trim() || undefined,
  page: filter.page,
  limit: filter.limit,
  ...sortParams(filter),
});

/** GET /accounting/transactions: newest first, filtered and paged. */
export async function fetchTransactions(
  api: ApiClient,
  filter: TransactionFilter,
  signal?: AbortSignal,
): Promise<TransactionPage<TransactionSummary>> {
  const answer = await api.request(base, { query: transactionListQuery(filter), signal, response: TransactionsResponse });
  return {
    rows: answer.data,
    page: answer.meta.page,
    pages: answer.meta.pages,
    total: answer.meta.total,
    totalIsEstimate: answer.meta.totalIsEstimate === true,
  };
}

/** GET /accounting/transactions/{refNo}: the transaction with its lines. */
export async function fetchTransaction(api: ApiClient, refNo: string, signal?: AbortSignal): Promise<TransactionDetails> {
  return (await api.request(ref(refNo), { signal, response: TransactionResponse })).data;
}

/** GET /accounting/accounts/{id}/transactions: the entries touching an account (a main account's with its subs'). */
export async function fetchAccountTransactions(
  api: ApiClient,
  accountId: string,
  filter: TransactionFilter,
  signal?: AbortSignal,
): Promise<TransactionPage<AccountTransaction> & { account: TransactionAccount }> {
  const path = `/accounting/accounts/${encodeURIComponent(accountId)}/transactions`;
  const answer = await api.request(path, { query: transactionListQuery(filter), signal, response: AccountTransactionsResponse });
  return { account: answer.account, rows: answer.data, page: answer.meta.page, pages: answer.meta.pages, total: answer.meta.total };
}

/** POST /accounting/transactions: recorded as pending; another user must approve it. */
export async function createTransaction(api: ApiClient, payload: TransactionPayload, signal?: AbortSignal): Promise<TransactionDetails> {
  return (await api.request(base, { method: 'POST', body: { ...payload }, signal, response: TransactionResponse })).data;
}

export async function approveTransaction(api: ApiClient, refNo: string, signal?: AbortSignal): Promise<TransactionDetails> {
  return (await api.request(`${ref(refNo)}/approve`, { method: 'PUT', signal, response: TransactionResponse })).data;
}

export async function rejectTransaction(api: ApiClient, refNo: string, reason: string, signal?: AbortSignal): Promise<TransactionDetails> {
  return (await api.request(`${ref(refNo)}/reject`, { method: 'PUT', body: { reason }, signal, response: TransactionResponse })).data;
}

/** POST /accounting/transactions/{refNo}/reverse: answers the reversal, itself waiting for approval. */
export async function reverseTransaction(
  api: ApiClient,
  refNo: string,
  request: { transactionDate?: string; description?: string },
  signal?: AbortSignal,
): Promise<TransactionDetails> {
  return (await api.request(`${ref(refNo)}/reverse`, { method: 'POST', body: { ...request }, signal, response: TransactionResponse })).data;
}

import {
  CurrenciesResponse,
  CurrencyDeleted,
  CurrencySaved,
  ExchangeRateHistoryResponse,
  type Currency,
  type CurrencyPayload,
  type ExchangeRateHistoryItem,
  type RatePayload,
} from '../../domain/currencies';
import type { ApiClient } from './client';

/** GET /accounting/currencies: the naira first, then the others by code. */
export async function fetchCurrencies(api: ApiClient, signal?: AbortSignal): Promise<Currency[]> {
  return (await api.request('/accounting/currencies', { signal, response: CurrenciesResponse })).data;
}

export async function addCurrency(api: ApiClient, payload: CurrencyPayload, signal?: AbortSignal): Promise<Currency> {
  return (await api.request('/accounting/currencies', { method: 'POST', body: { ...payload }, signal, response: CurrencySaved })).data;
}

export async function updateExchangeRate(
  api: ApiClient,
  currencyId: string,
  payload: RatePayload,
  signal?: AbortSignal,
): Promise<Currency> {
  const path = `/accounting/currencies/${encodeURIComponent(currencyId)}/rate`;
  return (await api.request(path, { method: 'PUT', body: { ...payload }, signal, response: CurrencySaved })).data;
}

/** Answers the server's confirmation. */
export async function deleteCurrency(api: ApiClient, currencyId: string, signal?: AbortSignal): Promise<string> {
  return (
    await api.request(`/accounting/currencies/${encodeURIComponent(currencyId)}`, { method: 'DELETE', signal, response: CurrencyDeleted })
  ).message;
}

export interface RateHistoryPage {
  currency: Currency;
  history: ExchangeRateHistoryItem[];
  page: number;
  pages: number;
  total: number;
}

/** GET /accounting/exchange-rates/{exchangeRateId}/history: a currency's rates, the newest first. */
export async function fetchRateHistory(
  api: ApiClient,
  exchangeRateId: string,
  paging: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<RateHistoryPage> {
  const path = `/accounting/exchange-rates/${encodeURIComponent(exchangeRateId)}/history`;
  const answer = await api.request(path, { query: paging, signal, response: ExchangeRateHistoryResponse });
  return { ...answer.data, page: answer.meta.page, pages: answer.meta.pages, total: answer.meta.total };
}

import {
  AllRemittedResponse,
  PaidPremiumResponse,
  RemittanceScheduleCreated,
  type PaidPremiumInvoice,
  type RemittanceSchedulePayload,
  type RemittedRow,
} from '../../domain/invoices/schedule';
import { sortParams, type SortFields } from '../../domain/list-sort';
import { fetchInsurers } from './providers';
import type { RemittanceLog } from '../../domain/invoices';
import type { Insurer } from '../../domain/underwriters';
import type { ApiClient } from './client';

/** The schedule pages' filters: the insurer and a date range (payment date awaiting remittance, remittance date once remitted). */
export interface ScheduleFilter {
  insuranceProvider?: number | '';
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
  sort?: SortFields['sort'];
  direction?: SortFields['direction'];
}

export interface SchedulePage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
  /** Naira over every page that matches, not only this one. */
  totalAmount: string;
}

/** The schedule lists' query from the page's filters (the remittances' export sends the same). */
export const scheduleListQuery = (filter: ScheduleFilter) => ({
  insuranceProvider: filter.insuranceProvider || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
  page: filter.page,
  limit: filter.limit,
  ...sortParams(filter),
});

/** GET /paidpremium: paid invoices with premium still to remit. */
export async function fetchPaidPremium(
  api: ApiClient,
  filter: ScheduleFilter,
  signal?: AbortSignal,
): Promise<SchedulePage<PaidPremiumInvoice>> {
  const answer = await api.request('/paidpremium', { query: scheduleListQuery(filter), signal, response: PaidPremiumResponse });
  return {
    rows: answer.data.invoices,
    page: answer.meta.page,
    pages: answer.meta.pages,
    total: answer.meta.total,
    totalAmount: answer.totals.amount_unremitted,
  };
}

/** GET /all-remitted: every premium remittance made, with its invoice, client and insurer. */
export async function fetchRemitted(api: ApiClient, filter: ScheduleFilter, signal?: AbortSignal): Promise<SchedulePage<RemittedRow>> {
  const answer = await api.request('/all-remitted', { query: scheduleListQuery(filter), signal, response: AllRemittedResponse });
  return {
    rows: answer.data,
    page: answer.meta.page,
    pages: answer.meta.pages,
    total: answer.meta.total,
    totalAmount: answer.totals.amount,
  };
}

/**
 * POST /remittance-schedules: all the invoices or none. `idempotencyKey` is the opened form's own, so
 * a retry of the same schedule (a double click, a lost answer) is answered once.
 */
export async function createRemittanceSchedule(
  api: ApiClient,
  payload: RemittanceSchedulePayload,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<{ message: string; refNo: string; remittances: RemittanceLog[] }> {
  const answer = await api.request('/remittance-schedules', {
    method: 'POST',
    body: { ...payload },
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
    response: RemittanceScheduleCreated,
  });
  return { message: answer.message, refNo: answer.data.ref_no, remittances: answer.data.remittances };
}

/** Every active insurer, page after page: the NAICOM list and the brokerage's own, for the insurer filter. */
export async function fetchInsurerChoices(api: ApiClient, signal?: AbortSignal): Promise<Insurer[]> {
  const first = await fetchInsurers(api, { limit: 100, page: 1 }, signal);
  const rest: Insurer[] = [];
  for (let page = 2; page <= first.pages; page += 1) rest.push(...(await fetchInsurers(api, { limit: 100, page }, signal)).insurers);
  return [...first.insurers, ...rest];
}

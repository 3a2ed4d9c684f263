import { RefundListResponse, RefundSavedResponse, type Refund, type RefundPaymentPayload, type RefundTotals } from '../../domain/policies';
import { listPageOf, type ListPage } from './list-page';
import type { ApiClient } from './client';

// Returned premium (seed document 1, section 7): GET /policies/allRefund and its search, with
// totals over every page; the client is paid once the insurer's share is back.

export interface RefundFilter {
  search?: string;
  /** One policy's refunds. */
  policyId?: string;
  page: number;
  limit: number;
}

export interface RefundPage extends ListPage<Refund> {
  totals: RefundTotals;
}

/** GET /policies/allRefund, or /policies/allRefund/search when there are words: newest first. */
export async function fetchRefunds(api: ApiClient, filter: RefundFilter, signal?: AbortSignal): Promise<RefundPage> {
  const searchQuery = filter.search?.trim() || undefined;
  const query = { page: filter.page, limit: filter.limit, policyId: filter.policyId, searchQuery };
  const answer = await api.request(searchQuery ? '/policies/allRefund/search' : '/policies/allRefund', {
    query,
    signal,
    response: RefundListResponse,
  });
  return { ...listPageOf(answer), totals: answer.totals };
}

/**
 * POST /policies/allRefund/{id}/payment: the client is paid the returned premium from a cash or bank
 * account. One key per payment the user means to make: a retry of it is answered, not paid twice.
 */
export async function payRefund(
  api: ApiClient,
  refundId: string,
  payment: RefundPaymentPayload,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Refund> {
  const path = `/policies/allRefund/${encodeURIComponent(refundId)}/payment`;
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await api.request(path, { method: 'POST', body: { ...payment }, headers, signal, response: RefundSavedResponse })).data;
}

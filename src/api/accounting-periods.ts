import { AccountingPeriodSaved, AccountingPeriodsResponse, type AccountingPeriod, type PeriodPayload } from '../../domain/periods';
import type { ApiClient } from './client';

/** GET /accounting/periods: every period, the latest first, the current one marked. */
export async function fetchAccountingPeriods(api: ApiClient, signal?: AbortSignal): Promise<AccountingPeriod[]> {
  return (await api.request('/accounting/periods', { signal, response: AccountingPeriodsResponse })).data;
}

export async function createAccountingPeriod(api: ApiClient, payload: PeriodPayload, signal?: AbortSignal): Promise<AccountingPeriod> {
  return (await api.request('/accounting/periods', { method: 'POST', body: { ...payload }, signal, response: AccountingPeriodSaved })).data;
}

/** PUT /accounting/periods/{id}/close: final; nothing posts into the period afterwards. */
export async function closeAccountingPeriod(api: ApiClient, periodId: string, signal?: AbortSignal): Promise<AccountingPeriod> {
  return (
    await api.request(`/accounting/periods/${encodeURIComponent(periodId)}/close`, {
      method: 'PUT',
      signal,
      response: AccountingPeriodSaved,
    })
  ).data;
}

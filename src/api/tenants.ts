import { CurrentBrokerageResponse } from '../../domain/api/brokerage';
import type { PublicBrokerage } from '../../domain/broker-host';
import type { ApiClient } from './client';

/**
 * The brokerage whose address this page was opened at, or null on the app's own host.
 * A brokerage-like address that no brokerage uses fails with NOT_FOUND.
 */
export async function fetchCurrentBrokerage(api: ApiClient, signal?: AbortSignal): Promise<PublicBrokerage | null> {
  const answer = await api.request('/tenants/current', { signal, response: CurrentBrokerageResponse });
  return answer.data;
}

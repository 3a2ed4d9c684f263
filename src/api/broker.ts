import { BrokerLogoResponse, BrokerProfileResponse } from '../../domain/api/brokerage';
import type { BrokerProfile, BrokerProfilePayload } from '../../domain/brokerage';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

/** GET /broker: the brokerage's profile, as every user sees it. */
export async function fetchBrokerProfile(api: ApiClient, signal?: AbortSignal): Promise<BrokerProfile> {
  return (await api.request('/broker', { signal, response: BrokerProfileResponse })).data;
}

/** PUT /broker: needs 'Update Broker Profile' or 'Create Broker Profile'. */
export async function saveBrokerProfile(api: ApiClient, payload: BrokerProfilePayload, signal?: AbortSignal): Promise<BrokerProfile> {
  return (await api.request('/broker', { method: 'PUT', body: { ...payload }, signal, response: BrokerProfileResponse })).data;
}

/** PUT /broker/logo: a PNG or JPEG as multipart form data under `file`; the server checks it again, by its content. */
export async function uploadBrokerLogo(api: ApiClient, file: File, transfer: UploadTransfer = {}) {
  const body = new FormData();
  body.append('file', file);
  return (await api.upload('/broker/logo', { method: 'PUT', body, ...transfer, response: BrokerLogoResponse })).data;
}

import { literal, string, type } from 'superstruct';
import { BrokerProfile, type BrokerProfilePayload } from '../../domain/brokerage';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

const ProfileAnswer = type({ success: literal(true), data: BrokerProfile });
const LogoAnswer = type({ success: literal(true), data: type({ logo_file: string(), logo_url: string() }) });

/** GET /broker: the brokerage's profile, as every user sees it. */
export async function fetchBrokerProfile(api: ApiClient, signal?: AbortSignal): Promise<BrokerProfile> {
  return (await api.request('/broker', { signal, response: ProfileAnswer })).data;
}

/** PUT /broker: needs 'Update Broker Profile' or 'Create Broker Profile'. */
export async function saveBrokerProfile(api: ApiClient, payload: BrokerProfilePayload, signal?: AbortSignal): Promise<BrokerProfile> {
  return (await api.request('/broker', { method: 'PUT', body: { ...payload }, signal, response: ProfileAnswer })).data;
}

/** PUT /broker/logo: a PNG or JPEG as multipart form data under `file`; the server checks it again, by its content. */
export async function uploadBrokerLogo(api: ApiClient, file: File, transfer: UploadTransfer = {}) {
  const body = new FormData();
  body.append('file', file);
  return (await api.upload('/broker/logo', { method: 'PUT', body, ...transfer, response: LogoAnswer })).data;
}

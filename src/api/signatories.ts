import { Done } from '../../domain/api';
import { SignatoriesResponse, SignatoryResponse } from '../../domain/api/brokerage';
import type { Signatory, SignatoryChanges, SignatoryPayload } from '../../domain/brokerage';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

/** With a signature image the fields travel as multipart form data beside it, in one request. */
function withSignature(fields: Record<string, unknown>, signature: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  form.append('file', signature);
  return form;
}

/** Sends JSON, or multipart form data with upload progress when there is a signature image. */
async function save(
  api: ApiClient,
  path: string,
  method: 'POST' | 'PATCH',
  fields: Record<string, unknown>,
  signature: File | null,
  transfer: UploadTransfer,
) {
  const answer = signature
    ? await api.upload(path, { method, body: withSignature(fields, signature), ...transfer, response: SignatoryResponse })
    : await api.request(path, { method, body: fields, signal: transfer.signal, response: SignatoryResponse });
  return answer.data;
}

export async function fetchSignatories(api: ApiClient, signal?: AbortSignal): Promise<Signatory[]> {
  return (await api.request('/broker/signatories', { query: { limit: 100 }, signal, response: SignatoriesResponse })).data;
}

export async function addSignatory(
  api: ApiClient,
  payload: SignatoryPayload,
  signature: File | null,
  transfer: UploadTransfer = {},
): Promise<Signatory> {
  return save(api, '/broker/signatories', 'POST', { ...payload }, signature, transfer);
}

export async function updateSignatory(
  api: ApiClient,
  id: string,
  changes: SignatoryChanges,
  signature: File | null,
  transfer: UploadTransfer = {},
): Promise<Signatory> {
  return save(api, `/broker/signatories/${encodeURIComponent(id)}`, 'PATCH', { ...changes }, signature, transfer);
}

/** Answers the server's confirmation. */
export async function deleteSignatory(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/signatories/${encodeURIComponent(id)}`, { method: 'DELETE', signal, response: Done })).message;
}

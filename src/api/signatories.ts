import { array, literal, number, string, type } from 'superstruct';
import { Signatory, type SignatoryChanges, type SignatoryPayload } from '../../domain/brokerage';
import type { ApiClient } from './client';

const SignatoryList = type({
  success: literal(true),
  data: array(Signatory),
  meta: type({ page: number(), limit: number(), total: number(), pages: number() }),
});
const SignatoryAnswer = type({ success: literal(true), data: Signatory });
const Done = type({ success: literal(true), message: string() });

/** With a signature image the fields travel as multipart form data beside it, in one request. */
function body(fields: Record<string, unknown>, signature: File | null): Record<string, unknown> | FormData {
  if (!signature) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  form.append('file', signature);
  return form;
}

export async function fetchSignatories(api: ApiClient, signal?: AbortSignal): Promise<Signatory[]> {
  return (await api.request('/broker/signatories', { query: { limit: 100 }, signal, response: SignatoryList })).data;
}

export async function addSignatory(api: ApiClient, payload: SignatoryPayload, signature: File | null, signal?: AbortSignal): Promise<Signatory> {
  return (await api.request('/broker/signatories', { method: 'POST', body: body({ ...payload }, signature), signal, response: SignatoryAnswer })).data;
}

export async function updateSignatory(api: ApiClient, id: string, changes: SignatoryChanges, signature: File | null, signal?: AbortSignal): Promise<Signatory> {
  const path = `/broker/signatories/${encodeURIComponent(id)}`;
  return (await api.request(path, { method: 'PATCH', body: body({ ...changes }, signature), signal, response: SignatoryAnswer })).data;
}

/** Answers the server's confirmation. */
export async function deleteSignatory(api: ApiClient, id: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/signatories/${encodeURIComponent(id)}`, { method: 'DELETE', signal, response: Done })).message;
}

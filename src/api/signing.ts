import { instance } from 'superstruct';
import {
  PublicSigningRequestResponse,
  SignatureSenderResponse,
  SignatureSettingsResponse,
  SignatureVerificationResponse,
  SigningRequestListResponse,
  SigningRequestResponse,
} from '../../domain/api/signing';
import type {
  PublicSigningRequest,
  SignatureSender,
  SignatureSettings,
  SignatureSettingsPayload,
  SignatureVerification,
  SigningRequest,
  SigningRequestPayload,
  SigningRequestQuery,
  SignPayload,
} from '../../domain/signing';
import type { ApiClient } from './client';

/** GET /signature-settings: who may send, link lifetime, reminders, the mail's words; needs 'Manage Mail Settings'. */
export async function fetchSignatureSettings(api: ApiClient, signal?: AbortSignal): Promise<SignatureSettings> {
  return (await api.request('/signature-settings', { signal, response: SignatureSettingsResponse })).data;
}

/** PUT /signature-settings. */
export async function saveSignatureSettings(
  api: ApiClient,
  payload: SignatureSettingsPayload,
  signal?: AbortSignal,
): Promise<SignatureSettings> {
  return (await api.request('/signature-settings', { method: 'PUT', body: { ...payload }, signal, response: SignatureSettingsResponse }))
    .data;
}

/** GET /signature-settings/sender: the permission the brokerage chose for sending documents for signature. */
export async function fetchSignatureSender(api: ApiClient, signal?: AbortSignal): Promise<SignatureSender> {
  return (await api.request('/signature-settings/sender', { signal, response: SignatureSenderResponse })).data;
}

/** POST /signing-requests: the client is mailed a single-use link. */
export async function sendSigningRequest(api: ApiClient, payload: SigningRequestPayload, signal?: AbortSignal): Promise<SigningRequest> {
  return (await api.request('/signing-requests', { method: 'POST', body: { ...payload }, signal, response: SigningRequestResponse })).data;
}

/** GET /signing-requests: the newest requests, all or one document's. */
export async function fetchSigningRequests(api: ApiClient, query: SigningRequestQuery, signal?: AbortSignal): Promise<SigningRequest[]> {
  return (await api.request('/signing-requests', { query: { ...query }, signal, response: SigningRequestListResponse })).data;
}

/** GET /signing-requests/:id/signed-document: the signed PDF, stamped and with its audit trail. */
export function downloadSignedDocument(api: ApiClient, id: string, signal?: AbortSignal): Promise<Blob> {
  return api.request(`/signing-requests/${encodeURIComponent(id)}/signed-document`, { signal, response: instance(Blob) });
}

/** POST /signing-requests/:id/cancel. */
export async function cancelSigningRequest(api: ApiClient, id: string, signal?: AbortSignal): Promise<SigningRequest> {
  return (
    await api.request(`/signing-requests/${encodeURIComponent(id)}/cancel`, { method: 'POST', signal, response: SigningRequestResponse })
  ).data;
}

/** POST /signing-requests/:id/resend: a new link; the earlier one stops working. */
export async function resendSigningRequest(api: ApiClient, id: string, signal?: AbortSignal): Promise<SigningRequest> {
  return (
    await api.request(`/signing-requests/${encodeURIComponent(id)}/resend`, { method: 'POST', signal, response: SigningRequestResponse })
  ).data;
}

/** GET /signing/:key: the public page's view of what is to be signed (marks it opened). */
export async function fetchSigningPage(api: ApiClient, key: string, signal?: AbortSignal): Promise<PublicSigningRequest> {
  return (await api.request(`/signing/${encodeURIComponent(key)}`, { signal, response: PublicSigningRequestResponse })).data;
}

/** POST /signing/:key/sign. */
export async function signWithKey(api: ApiClient, key: string, payload: SignPayload, signal?: AbortSignal): Promise<PublicSigningRequest> {
  return (
    await api.request(`/signing/${encodeURIComponent(key)}/sign`, {
      method: 'POST',
      body: { ...payload },
      signal,
      response: PublicSigningRequestResponse,
    })
  ).data;
}

/** POST /signatures/verify: whether a file is, byte for byte, a document signed here. */
export async function verifySignedFile(api: ApiClient, file: File, signal?: AbortSignal): Promise<SignatureVerification> {
  const form = new FormData();
  form.append('file', file);
  return (await api.request('/signatures/verify', { method: 'POST', body: form, signal, response: SignatureVerificationResponse })).data;
}

/** GET /signing/:key/document as a file the page shows in a frame (the API's answers may not be framed themselves). */
export function fetchDocumentToSign(api: ApiClient, key: string, signal?: AbortSignal): Promise<Blob> {
  return api.request(`/signing/${encodeURIComponent(key)}/document`, { signal, response: instance(Blob) });
}

/** Where the signed copy downloads from: the key is the credential, so a plain link works. */
export const signedDocumentUrl = (key: string) => `/api/v1/signing/${encodeURIComponent(key)}/signed-document`;

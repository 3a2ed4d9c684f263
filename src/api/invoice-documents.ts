import { instance } from 'superstruct';
import {
  DocumentPathsResponse,
  DocumentSentResponse,
  forceHttps,
  type DocumentKind,
  type DocumentPaths,
  type SendTarget,
} from '../../domain/invoices/documents';
import type { ApiClient } from './client';

const API_BASE = '/api/v1';

/** GET /invoice/generate/{invoiceId}/pdfs: where the debit note, credit note and receipt are read (null while one does not exist yet). */
export async function fetchDocumentPaths(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<DocumentPaths> {
  return (await api.request(`/invoice/generate/${encodeURIComponent(invoiceId)}/pdfs`, { signal, response: DocumentPathsResponse })).data;
}

/**
 * The call a document link names, forced to https as the spec asks; a path under the API's base is
 * taken relative to the client's own base, so the session travels with it.
 */
export function documentCall(link: string): string {
  const secured = forceHttps(link);
  return secured.startsWith(`${API_BASE}/`) ? secured.slice(API_BASE.length) : secured;
}

/**
 * A document's PDF (GET /invoice/{debitNote|creditNote|receiptNote|debitInvoice}/{id}, or a link
 * the server gave), fetched with the session.
 */
export function fetchDocument(api: ApiClient, link: string, signal?: AbortSignal): Promise<Blob> {
  return api.request(documentCall(link), { signal, response: instance(Blob) });
}

/**
 * Mails the document to the client or the insurer's underwriters; answers the server's confirmation.
 * The debit note goes to the client through the spec's own call, GET /invoice/send/debitNote/{id}.
 */
export async function sendDocument(
  api: ApiClient,
  invoiceId: string,
  kind: DocumentKind,
  target: SendTarget,
  signal?: AbortSignal,
): Promise<string> {
  const id = encodeURIComponent(invoiceId);
  const answer =
    kind === 'debitNote' && target === 'client'
      ? await api.request(`/invoice/send/debitNote/${id}`, { signal, response: DocumentSentResponse })
      : await api.request(`/invoice/send/${target}/${id}`, { query: { document: kind }, signal, response: DocumentSentResponse });
  return answer.message;
}

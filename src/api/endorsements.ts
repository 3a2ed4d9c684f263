import { instance } from 'superstruct';
import {
  EndorsementListResponse,
  EndorsementResponse,
  EndorsementSavedResponse,
  PolicySavedResponse,
  type DecidedStatus,
  type Endorsement,
  type EndorsementDetails,
  type EndorsementPayload,
  type EndorsementStatus,
  type PolicyDetails,
} from '../../domain/policies';
import { listPageOf, type ListPage } from './list-page';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

// The endorsement calls (seed document 1, section 7): a mid-term change registered on a policy on
// cover, approved or rejected, its premium billed or returned, then applied to the policy.

const endorsement = (endorsementId: string) => `/policies/endorsement/${encodeURIComponent(endorsementId)}`;
const details = async (answer: Promise<{ data: EndorsementDetails }>) => (await answer).data;

export interface EndorsementFilter {
  status?: EndorsementStatus | '';
  /** One policy's endorsements. */
  policyId?: string;
  search?: string;
  page: number;
  limit: number;
}

/** GET /policies/endorsements/, or /policies/endorsements/search when there are words: newest first. */
export async function fetchEndorsements(api: ApiClient, filter: EndorsementFilter, signal?: AbortSignal): Promise<ListPage<Endorsement>> {
  const searchQuery = filter.search?.trim() || undefined;
  const query = { page: filter.page, limit: filter.limit, status: filter.status || undefined, policyId: filter.policyId, searchQuery };
  const path = searchQuery ? '/policies/endorsements/search' : '/policies/endorsements/';
  return listPageOf(await api.request(path, { query, signal, response: EndorsementListResponse }));
}

/** GET /policies/endorsement/{id}: the endorsement, its documents and who did what to it. */
export function fetchEndorsement(api: ApiClient, endorsementId: string, signal?: AbortSignal): Promise<EndorsementDetails> {
  return details(api.request(endorsement(endorsementId), { signal, response: EndorsementResponse }));
}

/** POST /policies/endorsement?notify: registers the change (pending); `notify` mails the client its document. */
export function registerEndorsement(
  api: ApiClient,
  payload: EndorsementPayload,
  notify: boolean,
  signal?: AbortSignal,
): Promise<EndorsementDetails> {
  return details(
    api.request('/policies/endorsement', {
      method: 'POST',
      query: { notify: notify || undefined },
      body: { ...payload },
      signal,
      response: EndorsementSavedResponse,
    }),
  );
}

/** PATCH /policies/endorsement/{id}: approve (its invoice is raised), or reject saying why. */
export function decideEndorsement(
  api: ApiClient,
  endorsementId: string,
  decision: { status: DecidedStatus; reason?: string },
  signal?: AbortSignal,
): Promise<EndorsementDetails> {
  return details(
    api.request(endorsement(endorsementId), { method: 'PATCH', body: { ...decision }, signal, response: EndorsementSavedResponse }),
  );
}

/** PUT /policies/{id} with the endorsementId: the approved change is applied to the policy. */
export async function applyEndorsement(
  api: ApiClient,
  policyId: string,
  endorsementId: string,
  signal?: AbortSignal,
): Promise<PolicyDetails> {
  const path = `/policies/${encodeURIComponent(policyId)}`;
  return (await api.request(path, { method: 'PUT', body: { endorsementId }, signal, response: PolicySavedResponse })).data;
}

/** POST /policies/endorsement/{id}/uploads: one document (multipart, under `file`, named by `documentName`). */
export async function uploadEndorsementDocument(
  api: ApiClient,
  endorsementId: string,
  file: File,
  documentName: string,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<EndorsementDetails> {
  const body = new FormData();
  body.append('documentName', documentName);
  body.append('file', file);
  const answer = await api.upload(`${endorsement(endorsementId)}/uploads`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...transfer,
    response: EndorsementSavedResponse,
  });
  return answer.data;
}

/** GET /policies/endorsement/{id}/endorsementDocument: the endorsement as a PDF. */
export const endorsementDocumentPath = (endorsementId: string) => `${endorsement(endorsementId)}/endorsementDocument`;

export function fetchEndorsementDocument(api: ApiClient, endorsementId: string, signal?: AbortSignal): Promise<Blob> {
  return api.request(endorsementDocumentPath(endorsementId), { signal, response: instance(Blob) });
}

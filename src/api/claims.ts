import {
  ClaimChecklistsResponse,
  ClaimCommentResponse,
  ClaimListResponse,
  ClaimNotificationResponse,
  ClaimResponse,
  ClaimSavedResponse,
  ClaimSettingsResponse,
  type Claim,
  type ClaimChecklist,
  type ClaimComment,
  type ClaimDetails,
  type ClaimMailEvent,
  type ClaimPatchPayload,
  type ClaimPayload,
  type ClaimSettings,
  type ClaimStatus,
} from '../../domain/claims';
import { listPageOf, searchedListQuery, type ListPage } from './list-page';
import type { SortFields } from '../../domain/list-sort';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

// The claim calls (seed document 2, claims): a loss registered on a policy, its documents gathered,
// progressed through the insurer's offer to the settlement, discussed in comments.

const claim = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;
const details = async (answer: Promise<{ data: ClaimDetails }>) => (await answer).data;

export interface ClaimFilter extends SortFields {
  status?: ClaimStatus | '';
  /** One policy's claims. */
  policyId?: string;
  search?: string;
  page: number;
  limit: number;
}

/** The claim list's query from the page's filters: the words trimmed, as `searchQuery` (its export sends the same). */
export const claimListQuery = (filter: ClaimFilter) => ({ ...searchedListQuery(filter), policyId: filter.policyId });

/** GET /claims, or /claims/search when there are words: newest first, each with its age. */
export async function fetchClaims(api: ApiClient, filter: ClaimFilter, signal?: AbortSignal): Promise<ListPage<Claim>> {
  const query = claimListQuery(filter);
  return listPageOf(await api.request(query.searchQuery ? '/claims/search' : '/claims', { query, signal, response: ClaimListResponse }));
}

/** GET /claims/{id}: the claim with its checklist, documents, comments, history and settlement. */
export function fetchClaim(api: ApiClient, claimId: string, signal?: AbortSignal): Promise<ClaimDetails> {
  return details(api.request(claim(claimId), { signal, response: ClaimResponse }));
}

/** POST /claims: registers the loss; the client and the insurer are mailed. */
export function registerClaim(api: ApiClient, payload: ClaimPayload, signal?: AbortSignal): Promise<ClaimDetails> {
  return details(api.request('/claims', { method: 'POST', body: { ...payload }, signal, response: ClaimSavedResponse }));
}

/** PATCH /claims/{id}: corrects the facts, or moves the claim to a status with what it needs. */
export function patchClaim(
  api: ApiClient,
  claimId: string,
  patch: ClaimPatchPayload,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ClaimDetails> {
  return details(
    api.request(claim(claimId), {
      method: 'PATCH',
      body: { ...patch },
      headers: { 'Idempotency-Key': idempotencyKey },
      signal,
      response: ClaimSavedResponse,
    }),
  );
}

/** POST /claims/{id}/uploads: one document (multipart, under `file`, named by `documentName`). */
export async function uploadClaimDocument(
  api: ApiClient,
  claimId: string,
  file: File,
  documentName: string,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<ClaimDetails> {
  const body = new FormData();
  body.append('documentName', documentName);
  body.append('file', file);
  const answer = await api.upload(`${claim(claimId)}/uploads`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...transfer,
    response: ClaimSavedResponse,
  });
  return answer.data;
}

/** POST /claims/{id}/comment: adds to the claim's conversation. */
export async function commentOnClaim(api: ApiClient, claimId: string, comment: string, signal?: AbortSignal): Promise<ClaimComment> {
  return (await api.request(`${claim(claimId)}/comment`, { method: 'POST', body: { comment }, signal, response: ClaimCommentResponse }))
    .data;
}

/** POST /claims/{id}/notifications: mails the client or the insurer about an event (left out, the claim's current one). */
export async function sendClaimNotification(
  api: ApiClient,
  claimId: string,
  event: ClaimMailEvent | undefined,
  signal?: AbortSignal,
): Promise<{ sent_to: string[]; event: string; message: string }> {
  const answer = await api.request(`${claim(claimId)}/notifications`, {
    method: 'POST',
    body: event ? { event } : {},
    signal,
    response: ClaimNotificationResponse,
  });
  return { ...answer.data, message: answer.message };
}

/** GET /claims/checklists: each class of business's documents, the brokerage's own or the defaults. */
export async function fetchClaimChecklists(api: ApiClient, signal?: AbortSignal): Promise<ClaimChecklist[]> {
  return (await api.request('/claims/checklists', { signal, response: ClaimChecklistsResponse })).data;
}

/** PUT /claims/checklists/{categoryCode}: the brokerage's own list for the class. */
export async function saveClaimChecklist(api: ApiClient, categoryCode: string, documents: string[], signal?: AbortSignal) {
  const path = `/claims/checklists/${encodeURIComponent(categoryCode)}`;
  return (await api.request(path, { method: 'PUT', body: { documents }, signal, response: ClaimChecklistsResponse })).data;
}

/** DELETE /claims/checklists/{categoryCode}: back to the product's default list. */
export async function resetClaimChecklist(api: ApiClient, categoryCode: string, signal?: AbortSignal) {
  const path = `/claims/checklists/${encodeURIComponent(categoryCode)}`;
  return (await api.request(path, { method: 'DELETE', signal, response: ClaimChecklistsResponse })).data;
}

/** GET /claims/settings and PUT: the days a claim may take. */
export async function fetchClaimSettings(api: ApiClient, signal?: AbortSignal): Promise<ClaimSettings> {
  return (await api.request('/claims/settings', { signal, response: ClaimSettingsResponse })).data;
}

export async function saveClaimSettings(api: ApiClient, ageLimitDays: number, signal?: AbortSignal): Promise<ClaimSettings> {
  const body = { ageLimitDays: String(ageLimitDays) };
  return (await api.request('/claims/settings', { method: 'PUT', body, signal, response: ClaimSettingsResponse })).data;
}

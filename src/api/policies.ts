import { instance } from 'superstruct';
import { sortParams, type SortFields } from '../../domain/list-sort';
import {
  ExpiringPolicyListResponse,
  PolicyListResponse,
  PolicyProposalResponse,
  PolicyResponse,
  PolicySavedResponse,
  type ExpiringPolicy,
  type PatchedStatus,
  type Policy,
  type PolicyDetails,
  type PolicyPayload,
  type PolicyProposal,
  type PolicyStatus,
} from '../../domain/policies';
import { listPageOf, searchedListQuery, type ListPage } from './list-page';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

// The policy calls (seed document 1, section 7): proposals from a quote, an invoice or nothing,
// placement with the insurer, cover once the premium is in, the credit note, documents and lists.

const policy = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;
const details = async (answer: Promise<{ data: PolicyDetails }>) => (await answer).data;

export interface PolicyFilter extends SortFields {
  status?: PolicyStatus | '';
  search?: string;
  page: number;
  limit: number;
}

/** The policy list's query from the page's filters: the words trimmed, as `searchQuery` (its export sends the same). */
export const policyListQuery = (filter: PolicyFilter) => searchedListQuery(filter);

/** GET /policies, or /policies/search when there are words: newest first. */
export async function fetchPolicies(api: ApiClient, filter: PolicyFilter, signal?: AbortSignal): Promise<ListPage<Policy>> {
  const query = policyListQuery(filter);
  const answer = await api.request(query.searchQuery ? '/policies/search' : '/policies', { query, signal, response: PolicyListResponse });
  return listPageOf(answer);
}

/** GET /policies/{id}: the policy, its documents and who did what to it. */
export function fetchPolicy(api: ApiClient, policyId: string, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request(policy(policyId), { signal, response: PolicyResponse }));
}

/** GET /policies/policyProposal/{id}: the proposal as the client signs it. */
export async function fetchProposal(api: ApiClient, policyId: string, signal?: AbortSignal): Promise<PolicyProposal> {
  return (await api.request(`/policies/policyProposal/${encodeURIComponent(policyId)}`, { signal, response: PolicyProposalResponse })).data;
}

/** POST /policies: a new proposal, from a quote, an invoice, a policy it renews, or from scratch. */
export function proposePolicy(api: ApiClient, payload: PolicyPayload, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request('/policies', { method: 'POST', body: { ...payload }, signal, response: PolicySavedResponse }));
}

/** PUT /policies/{id}: new terms for a proposal or a placed policy, before cover starts. */
export function updatePolicy(api: ApiClient, policyId: string, payload: PolicyPayload, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request(policy(policyId), { method: 'PUT', body: { ...payload }, signal, response: PolicySavedResponse }));
}

/** PATCH /policies/{id}: a new status (a lapse or a cancellation says why) and/or the insurer's policy number. */
export interface PolicyPatch {
  status?: PatchedStatus;
  insurerPolicyNumber?: string;
  reason?: string;
}

export function patchPolicy(api: ApiClient, policyId: string, patch: PolicyPatch, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request(policy(policyId), { method: 'PATCH', body: { ...patch }, signal, response: PolicySavedResponse }));
}

/**
 * GET /policy/{id}/sendPlacementSlip: the slip goes to the insurer's underwriters ('placed');
 * `confirmed` records that the insurer accepted.
 */
export function sendPlacementSlip(api: ApiClient, policyId: string, confirmed: boolean, signal?: AbortSignal): Promise<PolicyDetails> {
  const path = `/policy/${encodeURIComponent(policyId)}/sendPlacementSlip`;
  return details(api.request(path, { query: { confirmed: confirmed || undefined }, signal, response: PolicySavedResponse }));
}

/** GET /policies/{id}/creditNote: the broker's credit note goes to the insurer, within 48 hours of the premium. */
export function sendCreditNote(api: ApiClient, policyId: string, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request(`${policy(policyId)}/creditNote`, { signal, response: PolicySavedResponse }));
}

type ExpiringFilter = { daysToExpire: number; page: number; limit: number } & SortFields;

/** The expiring policies' query (its export sends the same). */
export const expiringPolicyListQuery = (filter: ExpiringFilter) => ({
  daysToExpire: filter.daysToExpire,
  page: filter.page,
  limit: filter.limit,
  ...sortParams(filter),
});

/** GET /policies/expiringPolicy?daysToExpire: the policies on cover ending within the days asked, soonest first. */
export async function fetchExpiringPolicies(
  api: ApiClient,
  filter: ExpiringFilter,
  signal?: AbortSignal,
): Promise<ListPage<ExpiringPolicy>> {
  const query = expiringPolicyListQuery(filter);
  return listPageOf(await api.request('/policies/expiringPolicy', { query, signal, response: ExpiringPolicyListResponse }));
}

/** GET /policies/expiringPolicy/{id}/notify: the client is mailed a renewal notice. */
export function sendRenewalNotice(api: ApiClient, policyId: string, signal?: AbortSignal): Promise<PolicyDetails> {
  const path = `/policies/expiringPolicy/${encodeURIComponent(policyId)}/notify`;
  return details(api.request(path, { signal, response: PolicySavedResponse }));
}

/** POST /policies/{id}/invoice: a proposal not yet billed raises its invoice (NEW POLICY or RENEWAL), once. */
export function billPolicy(api: ApiClient, policyId: string, signal?: AbortSignal): Promise<PolicyDetails> {
  return details(api.request(`${policy(policyId)}/invoice`, { method: 'POST', signal, response: PolicySavedResponse }));
}

/** POST /policies/{id}/uploads: one document (multipart, under `file`, named by `documentName`). */
export async function uploadPolicyDocument(
  api: ApiClient,
  policyId: string,
  file: File,
  documentName: string,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<PolicyDetails> {
  const body = new FormData();
  body.append('documentName', documentName);
  body.append('file', file);
  const answer = await api.upload(`${policy(policyId)}/uploads`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...transfer,
    response: PolicySavedResponse,
  });
  return answer.data;
}

/** The policy's printable documents, each a PDF fetched with the session. */
export const POLICY_PRINTS = {
  schedule: (policyId: string) => `${policy(policyId)}/policyDocument`,
  proposalForm: (policyId: string) => `/policies/policyProposal/${encodeURIComponent(policyId)}/form`,
  placementSlip: (policyId: string) => `/policy/${encodeURIComponent(policyId)}/placementSlip`,
} as const;
export type PolicyPrint = keyof typeof POLICY_PRINTS;

export function fetchPolicyPrint(api: ApiClient, policyId: string, print: PolicyPrint, signal?: AbortSignal): Promise<Blob> {
  return api.request(POLICY_PRINTS[print](policyId), { signal, response: instance(Blob) });
}

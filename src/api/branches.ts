import { Done } from '../../domain/api';
import { BranchesResponse, BranchResponse, UserBranchesResponse } from '../../domain/api/brokerage';
import { type Branch, type AssignBranchesPayload, type BranchPayload, type BranchUpdatePayload } from '../../domain/brokerage';
import type { ApiClient } from './client';

/** GET /broker/branch: every branch (a brokerage has far fewer than a page of 100), head office first. */
export async function fetchBranches(api: ApiClient, signal?: AbortSignal): Promise<Branch[]> {
  return (await api.request('/broker/branch', { query: { limit: 100 }, signal, response: BranchesResponse })).data;
}

export async function addBranch(api: ApiClient, payload: BranchPayload, signal?: AbortSignal): Promise<Branch> {
  return (await api.request('/broker/branch', { method: 'POST', body: { ...payload }, signal, response: BranchResponse })).data;
}

export async function updateBranch(api: ApiClient, payload: BranchUpdatePayload, signal?: AbortSignal): Promise<Branch> {
  return (await api.request('/broker/branch', { method: 'PUT', body: { ...payload }, signal, response: BranchResponse })).data;
}

/** Answers the server's confirmation. */
export async function deleteBranch(api: ApiClient, branchId: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/branch/${encodeURIComponent(branchId)}`, { method: 'DELETE', signal, response: Done })).message;
}

/** GET /broker/list/branch/{userId}: a user's branches (one's own, or anyone's with 'View Users'). */
export async function fetchUserBranches(api: ApiClient, userId: string, signal?: AbortSignal): Promise<Branch[]> {
  return (await api.request(`/broker/list/branch/${encodeURIComponent(userId)}`, { signal, response: UserBranchesResponse })).data;
}

/** POST /broker/branch/assign/{userId}: the user's branches become exactly these ('Assign Branches'). */
export async function assignBranches(
  api: ApiClient,
  userId: string,
  payload: AssignBranchesPayload,
  signal?: AbortSignal,
): Promise<Branch[]> {
  return (
    await api.request(`/broker/branch/assign/${encodeURIComponent(userId)}`, {
      method: 'POST',
      body: { ...payload },
      signal,
      response: UserBranchesResponse,
    })
  ).data;
}

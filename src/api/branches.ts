import { array, literal, number, string, type } from 'superstruct';
import { Branch, type AssignBranchesPayload, type BranchPayload, type BranchUpdatePayload } from '../../domain/brokerage';
import type { ApiClient } from './client';

const BranchList = type({
  success: literal(true),
  data: array(Branch),
  meta: type({ page: number(), limit: number(), total: number(), pages: number() }),
});
const BranchAnswer = type({ success: literal(true), data: Branch });
const Done = type({ success: literal(true), message: string() });
const UserBranches = type({ success: literal(true), data: array(Branch) });

/** GET /broker/branch: every branch (a brokerage has far fewer than a page of 100), head office first. */
export async function fetchBranches(api: ApiClient, signal?: AbortSignal): Promise<Branch[]> {
  return (await api.request('/broker/branch', { query: { limit: 100 }, signal, response: BranchList })).data;
}

export async function addBranch(api: ApiClient, payload: BranchPayload, signal?: AbortSignal): Promise<Branch> {
  return (await api.request('/broker/branch', { method: 'POST', body: { ...payload }, signal, response: BranchAnswer })).data;
}

export async function updateBranch(api: ApiClient, payload: BranchUpdatePayload, signal?: AbortSignal): Promise<Branch> {
  return (await api.request('/broker/branch', { method: 'PUT', body: { ...payload }, signal, response: BranchAnswer })).data;
}

/** Answers the server's confirmation. */
export async function deleteBranch(api: ApiClient, branchId: string, signal?: AbortSignal): Promise<string> {
  return (await api.request(`/broker/branch/${encodeURIComponent(branchId)}`, { method: 'DELETE', signal, response: Done })).message;
}

/** GET /broker/list/branch/{userId}: a user's branches (one's own, or anyone's with 'View Users'). */
export async function fetchUserBranches(api: ApiClient, userId: string, signal?: AbortSignal): Promise<Branch[]> {
  return (await api.request(`/broker/list/branch/${encodeURIComponent(userId)}`, { signal, response: UserBranches })).data;
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
      response: UserBranches,
    })
  ).data;
}

import { Done } from '../../domain/api';
import { UserGroupsResponse, UserPermissionsResponse, UserResponse, UserRolesResponse, UsersResponse } from '../../domain/api/access';
import { sortParams, type SortFields } from '../../domain/list-sort';
import type { InviteUserPayload, UserStatus } from '../../domain/access';
import type { ApiClient } from './client';

export interface UserQuery extends SortFields {
  search?: string;
  status?: UserStatus | '';
  page?: number;
  limit?: number;
}

/** GET /user's query from the page's filters, the words trimmed (its export sends the same). */
export const userListQuery = (query: UserQuery) => ({ ...query, search: query.search?.trim(), ...sortParams(query) });

export function fetchUsers(api: ApiClient, query: UserQuery, signal?: AbortSignal) {
  return api.request('/user', { query: userListQuery(query), signal, response: UsersResponse });
}

export async function fetchUser(api: ApiClient, userId: string, signal?: AbortSignal) {
  return (await api.request(`/user/${encodeURIComponent(userId)}`, { signal, response: UserResponse })).data;
}

export function inviteUser(api: ApiClient, payload: InviteUserPayload, signal?: AbortSignal) {
  return api.request('/user', { method: 'POST', body: { ...payload }, signal, response: UserResponse });
}

export function deleteUser(api: ApiClient, userId: string) {
  return api.request(`/user/${encodeURIComponent(userId)}`, { method: 'DELETE', response: Done });
}

export function setSuspended(api: ApiClient, userId: string, suspended: boolean) {
  return api.request(`/auth/user/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { suspended }, response: Done });
}

/** Sends the invitation again (with a fresh temporary password for an invitee who never signed in). */
export function resendInvitation(api: ApiClient, user: { user_id: string; email: string }) {
  return api.request(`/auth/${encodeURIComponent(user.user_id)}/mail`, {
    method: 'POST',
    body: { email: user.email, userId: user.user_id },
    response: Done,
  });
}

export async function fetchUserRoles(api: ApiClient, userId: string, signal?: AbortSignal) {
  return (await api.request(`/user/role/${encodeURIComponent(userId)}`, { signal, response: UserRolesResponse })).data;
}

export async function fetchUserGroups(api: ApiClient, userId: string, signal?: AbortSignal) {
  return (await api.request(`/user/group/${encodeURIComponent(userId)}`, { signal, response: UserGroupsResponse })).data;
}

/** What a user may do, with where each permission comes from; `admin` when they hold the admin role. */
export async function fetchUserPermissions(api: ApiClient, userId: string, signal?: AbortSignal) {
  const answer = await api.request(`/user/permission/${encodeURIComponent(userId)}`, { signal, response: UserPermissionsResponse });
  return { admin: answer.meta.admin, permissions: answer.data };
}

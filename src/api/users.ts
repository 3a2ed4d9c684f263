import { array, boolean, literal, number, optional, string, type } from 'superstruct';
import { AccessUser, EffectivePermission, type InviteUserPayload, type UserStatus } from '../../domain/access';
import type { ApiClient } from './client';

const Done = type({ success: literal(true), message: string() });
const UserList = type({
  success: literal(true),
  data: array(AccessUser),
  meta: type({ page: number(), limit: number(), total: number(), pages: number() }),
});
const OneUser = type({ success: literal(true), data: AccessUser, message: optional(string()) });
const UserRoles = type({ success: literal(true), data: array(type({ role_id: string(), name: string(), description: string() })) });
const UserGroups = type({ success: literal(true), data: array(type({ group_id: string(), name: string(), description: string() })) });
const UserPermissions = type({ success: literal(true), data: array(EffectivePermission), meta: type({ admin: boolean() }) });

export interface UserQuery {
  search?: string;
  status?: UserStatus | '';
  page?: number;
  limit?: number;
}

export function fetchUsers(api: ApiClient, query: UserQuery, signal?: AbortSignal) {
  return api.request('/user', { query: { ...query, search: query.search?.trim() }, signal, response: UserList });
}

export async function fetchUser(api: ApiClient, userId: string, signal?: AbortSignal) {
  return (await api.request(`/user/${encodeURIComponent(userId)}`, { signal, response: OneUser })).data;
}

export function inviteUser(api: ApiClient, payload: InviteUserPayload, signal?: AbortSignal) {
  return api.request('/user', { method: 'POST', body: { ...payload }, signal, response: OneUser });
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
  return (await api.request(`/user/role/${encodeURIComponent(userId)}`, { signal, response: UserRoles })).data;
}

export async function fetchUserGroups(api: ApiClient, userId: string, signal?: AbortSignal) {
  return (await api.request(`/user/group/${encodeURIComponent(userId)}`, { signal, response: UserGroups })).data;
}

/** What a user may do, with where each permission comes from; `admin` when they hold the admin role. */
export async function fetchUserPermissions(api: ApiClient, userId: string, signal?: AbortSignal) {
  const answer = await api.request(`/user/permission/${encodeURIComponent(userId)}`, { signal, response: UserPermissions });
  return { admin: answer.meta.admin, permissions: answer.data };
}

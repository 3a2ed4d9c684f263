import { array, literal, optional, string, type } from 'superstruct';
import { Group, Member, Permission, type GroupPayload } from '../../domain/access';
import type { ApiClient } from './client';

const Done = type({ success: literal(true), message: string() });
const Saved = type({ success: literal(true), message: string(), data: Group });
const id = encodeURIComponent;

export async function fetchGroups(api: ApiClient, signal?: AbortSignal) {
  return (await api.request('/groups', { signal, response: type({ success: literal(true), data: array(Group) }) })).data;
}

export async function fetchGroup(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (
    await api.request(`/groups/${id(groupId)}`, {
      signal,
      response: type({ success: literal(true), data: Group, message: optional(string()) }),
    })
  ).data;
}

export async function fetchGroupUsers(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (await api.request(`/groups/${id(groupId)}/users`, { signal, response: type({ success: literal(true), data: array(Member) }) }))
    .data;
}

export async function fetchGroupPermissions(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (
    await api.request(`/groups/${id(groupId)}/permissions`, { signal, response: type({ success: literal(true), data: array(Permission) }) })
  ).data;
}

export function createGroup(api: ApiClient, payload: GroupPayload) {
  return api.request('/groups', { method: 'POST', body: { ...payload }, response: Saved });
}

export function updateGroup(api: ApiClient, groupId: string, changes: Partial<GroupPayload>) {
  return api.request(`/groups/${id(groupId)}`, { method: 'PATCH', body: { ...changes }, response: Saved });
}

export function deleteGroup(api: ApiClient, groupId: string) {
  return api.request(`/groups/${id(groupId)}`, { method: 'DELETE', response: Done });
}

export function addUsersToGroup(api: ApiClient, groupId: string, users: string[]) {
  return api.request(`/groups/${id(groupId)}/users`, { method: 'PUT', body: { users }, response: Done });
}

export function addPermissionsToGroup(api: ApiClient, groupId: string, permissions: number[]) {
  return api.request(`/groups/${id(groupId)}/permissions`, { method: 'PUT', body: { permissions }, response: Done });
}

export function removePermissionFromGroup(api: ApiClient, groupId: string, permissionId: number) {
  return api.request(`/groups/permissions/${permissionId}`, { method: 'DELETE', body: { groupId }, response: Done });
}

export function removeUserFromGroup(api: ApiClient, groupId: string, userId: string) {
  return api.request(`/groups/users/${id(userId)}`, { method: 'DELETE', body: { groupId }, response: Done });
}

export function assignGroups(api: ApiClient, userId: string, groups: string[]) {
  return api.request(`/groups/user/${id(userId)}`, { method: 'PUT', body: { groups }, response: Done });
}

export function removeGroup(api: ApiClient, userId: string, groupId: string) {
  return api.request(`/groups/user/${id(userId)}`, { method: 'DELETE', body: { groupId }, response: Done });
}

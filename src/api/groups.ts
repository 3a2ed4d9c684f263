import { Done } from '../../domain/api';
import { GroupResponse, GroupSavedResponse, GroupsResponse, MembersResponse, PermissionsResponse } from '../../domain/api/access';
import type { GroupPayload } from '../../domain/access';
import type { ApiClient } from './client';

const id = encodeURIComponent;

export async function fetchGroups(api: ApiClient, signal?: AbortSignal) {
  return (await api.request('/groups', { signal, response: GroupsResponse })).data;
}

export async function fetchGroup(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (
    await api.request(`/groups/${id(groupId)}`, {
      signal,
      response: GroupResponse,
    })
  ).data;
}

export async function fetchGroupUsers(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (await api.request(`/groups/${id(groupId)}/users`, { signal, response: MembersResponse })).data;
}

export async function fetchGroupPermissions(api: ApiClient, groupId: string, signal?: AbortSignal) {
  return (await api.request(`/groups/${id(groupId)}/permissions`, { signal, response: PermissionsResponse })).data;
}

export function createGroup(api: ApiClient, payload: GroupPayload) {
  return api.request('/groups', { method: 'POST', body: { ...payload }, response: GroupSavedResponse });
}

export function updateGroup(api: ApiClient, groupId: string, changes: Partial<GroupPayload>) {
  return api.request(`/groups/${id(groupId)}`, { method: 'PATCH', body: { ...changes }, response: GroupSavedResponse });
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

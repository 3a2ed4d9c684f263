import { Done } from '../../domain/api';
import { MembersResponse, PermissionsResponse, RoleResponse, RolesResponse } from '../../domain/api/access';
import type { ApiClient } from './client';

const id = encodeURIComponent;

export async function fetchRoles(api: ApiClient, signal?: AbortSignal) {
  return (await api.request('/roles', { signal, response: RolesResponse })).data;
}

export async function fetchRole(api: ApiClient, roleId: string, signal?: AbortSignal) {
  return (await api.request(`/roles/${id(roleId)}`, { signal, response: RoleResponse })).data;
}

export async function fetchRolePermissions(api: ApiClient, roleId: string, signal?: AbortSignal) {
  return (await api.request(`/roles/${id(roleId)}/permissions`, { signal, response: PermissionsResponse })).data;
}

export async function fetchRoleUsers(api: ApiClient, roleId: string, signal?: AbortSignal) {
  return (await api.request(`/roles/${id(roleId)}/users`, { signal, response: MembersResponse })).data;
}

export function addUsersToRole(api: ApiClient, roleId: string, users: string[]) {
  return api.request(`/roles/${id(roleId)}/users`, { method: 'PUT', body: { users }, response: Done });
}

/** Replaces what the role allows (never the admin role, which allows everything). */
export function setRolePermissions(api: ApiClient, roleId: string, permissions: number[]) {
  return api.request(`/roles/${id(roleId)}/permissions`, { method: 'PUT', body: { permissions }, response: Done });
}

export function assignRoles(api: ApiClient, userId: string, roles: string[]) {
  return api.request(`/roles/user/${id(userId)}`, { method: 'PUT', body: { roles }, response: Done });
}

export function removeRole(api: ApiClient, userId: string, roleId: string) {
  return api.request(`/roles/user/${id(userId)}`, { method: 'DELETE', body: { roleId }, response: Done });
}

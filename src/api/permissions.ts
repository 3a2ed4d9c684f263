import { Done } from '../../domain/api';
import { PermissionsResponse } from '../../domain/api/access';
import type { ApiClient } from './client';

/** The permission catalogue, the same for every brokerage. */
export async function fetchPermissions(api: ApiClient, signal?: AbortSignal) {
  return (await api.request('/permissions', { signal, response: PermissionsResponse })).data;
}

export function assignPermissions(api: ApiClient, userId: string, permissions: number[]) {
  return api.request(`/permissions/user/${encodeURIComponent(userId)}`, { method: 'PUT', body: { permissions }, response: Done });
}

export function removePermission(api: ApiClient, userId: string, permissionId: number) {
  return api.request(`/permissions/user/${encodeURIComponent(userId)}`, { method: 'DELETE', body: { permissionId }, response: Done });
}

export function grantToUsers(api: ApiClient, permissionId: number, users: string[]) {
  return api.request(`/permissions/${permissionId}/users`, { method: 'PUT', body: { users }, response: Done });
}

export function grantToGroups(api: ApiClient, permissionId: number, groups: string[]) {
  return api.request(`/permissions/${permissionId}/groups`, { method: 'PUT', body: { groups }, response: Done });
}

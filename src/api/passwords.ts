import { Done } from '../../domain/api';
import { PasswordChangedResponse } from '../../domain/api/identity';
import type { ApiClient } from './client';

export async function requestPasswordReset(api: ApiClient, email: string, signal?: AbortSignal) {
  return (await api.request('/auth/forgot-password', { method: 'POST', body: { email }, signal, response: Done })).message;
}

export async function resetPassword(
  api: ApiClient,
  key: string,
  body: { password: string; confirmPassword: string },
  signal?: AbortSignal,
) {
  return (await api.request('/auth/reset-password', { method: 'PUT', query: { key }, body, signal, response: Done })).message;
}

/** Answers the token of the new session that replaces every old one; its claims no longer say a change is pending. */
export async function changePassword(
  api: ApiClient,
  body: { currentPassword: string; newPassword: string; confirmPassword: string },
  signal?: AbortSignal,
) {
  return (await api.request('/auth/change-password', { method: 'PUT', body, signal, response: PasswordChangedResponse })).token;
}

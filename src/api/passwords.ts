import { literal, string, type } from 'superstruct';
import type { ApiClient } from './client';

const Message = type({ success: literal(true), message: string() });
const Changed = type({ success: literal(true), message: string(), token: string() });

export async function requestPasswordReset(api: ApiClient, email: string, signal?: AbortSignal) {
  return (await api.request('/auth/forgot-password', { method: 'POST', body: { email }, signal, response: Message })).message;
}

export async function resetPassword(
  api: ApiClient,
  key: string,
  body: { password: string; confirmPassword: string },
  signal?: AbortSignal,
) {
  return (await api.request('/auth/reset-password', { method: 'PUT', query: { key }, body, signal, response: Message })).message;
}

/** Answers the session's new token: its claims no longer say a change is pending. */
export async function changePassword(
  api: ApiClient,
  body: { currentPassword: string; newPassword: string; confirmPassword: string },
  signal?: AbortSignal,
) {
  return (await api.request('/auth/change-password', { method: 'PUT', body, signal, response: Changed })).token;
}

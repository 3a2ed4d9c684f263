import { Acknowledged } from '../../domain/api';
import { SignInResponse, type SignInPayload } from '../../domain/auth';
import type { ApiClient } from './client';

export async function signIn(api: ApiClient, payload: SignInPayload, signal?: AbortSignal): Promise<string> {
  const answer = await api.request('/auth/signin', { method: 'POST', body: { ...payload }, signal, response: SignInResponse });
  return answer.token;
}

export async function signOut(api: ApiClient, signal?: AbortSignal): Promise<void> {
  await api.request('/auth/signout', { method: 'POST', signal, response: Acknowledged });
}

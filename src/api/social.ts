import {
  SocialProvidersResponse,
  SocialRegistrationResponse,
  SocialSignInResponse,
  type SocialRegistration,
} from '../../domain/api/identity';
import type { SocialProvider, SocialProviderInfo } from '../../domain/social';
import type { ApiClient } from './client';

export type { SocialRegistration } from '../../domain/api/identity';

export interface SocialCode {
  provider: SocialProvider;
  code: string;
  redirectUri: string;
}

/** The providers this back office is configured for; the others are not offered. */
export async function fetchProviders(api: ApiClient, signal?: AbortSignal): Promise<SocialProviderInfo[]> {
  const answer = await api.request('/auth/providers', { signal, response: SocialProvidersResponse });
  return answer.data;
}

/** Exchanges the code the provider gave for a session token. */
export async function exchangeSignInCode(
  api: ApiClient,
  { provider, code, redirectUri }: SocialCode,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await api.request(`/auth/${provider}`, {
    query: { code, redirect_uri: redirectUri },
    signal,
    response: SocialSignInResponse,
  });
  return answer.token;
}

/** Exchanges the code for the verified email, and a token that lets registration skip the mail check. */
export async function exchangeRegistrationCode(
  api: ApiClient,
  { provider, code, redirectUri }: SocialCode,
  signal?: AbortSignal,
): Promise<SocialRegistration> {
  const answer = await api.request(`/auth/${provider}/register`, {
    query: { code, redirect_uri: redirectUri },
    signal,
    response: SocialRegistrationResponse,
  });
  return answer.data;
}

import { array, literal, nullable, optional, string, type } from 'superstruct';
import { SocialProviderInfo, type SocialProvider } from '../../domain/social';
import type { ApiClient } from './client';

const ProvidersResponse = type({ success: literal(true), data: array(SocialProviderInfo) });

const SocialSignInResponse = type({ success: literal(true), token: string(), message: optional(string()) });

const SocialRegistrationResponse = type({
  success: literal(true),
  data: type({ email: string(), name: nullable(string()), socialToken: string() }),
});

export interface SocialRegistration {
  email: string;
  name: string | null;
  socialToken: string;
}

export interface SocialCode {
  provider: SocialProvider;
  code: string;
  redirectUri: string;
}

/** The providers this back office is configured for; the others are not offered. */
export async function fetchProviders(api: ApiClient, signal?: AbortSignal): Promise<SocialProviderInfo[]> {
  const answer = await api.request('/auth/providers', { signal, response: ProvidersResponse });
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

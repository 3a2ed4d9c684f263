import { emailAddress } from '../../../domain/validation';
import { ApiError } from '../../http/errors';
import type { SocialProviderConfig } from './providers';

/** Who the provider says the person is. */
export interface SocialPerson {
  email: string;
  name: string | null;
}

export const SOCIAL_ERROR_CODES = {
  codeRejected: 'SOCIAL_CODE_REJECTED',
  clientRejected: 'SOCIAL_CLIENT_REJECTED',
  unreachable: 'SOCIAL_PROVIDER_UNREACHABLE',
  providerError: 'SOCIAL_PROVIDER_ERROR',
  emailMissing: 'SOCIAL_EMAIL_MISSING',
  emailUnverified: 'SOCIAL_EMAIL_UNVERIFIED',
  notConfigured: 'SOCIAL_NOT_CONFIGURED',
  unknownProvider: 'UNKNOWN_PROVIDER',
} as const;

/** Keeps what the provider said (never a token) on the error, for the server log. */
function withDetail(error: ApiError, detail: Record<string, unknown>): ApiError {
  error.cause = detail;
  return error;
}

interface Answer {
  status: number;
  body: unknown;
}

/** One call to the provider; a refused connection or a timeout becomes a clear 502. */
async function call(provider: SocialProviderConfig, url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw withDetail(
      new ApiError(
        502,
        SOCIAL_ERROR_CODES.unreachable,
        timedOut
          ? `${provider.label} took too long to answer, please try again in a moment`
          : `${provider.label} could not be reached, please try again in a moment`,
      ),
      { url: new URL(url).origin + new URL(url).pathname, reason },
    );
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const providerError = (provider: SocialProviderConfig, detail: Record<string, unknown>) =>
  withDetail(
    new ApiError(
      502,
      SOCIAL_ERROR_CODES.providerError,
      `${provider.label} could not complete the sign-in right now, please try again later`,
    ),
    detail,
  );

/** The provider's own words for a refusal: OAuth's error and error_description, or Facebook's error.message. */
function refusalOf(status: number, body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return { status };
  const nested = isRecord(body.error) ? body.error : null;
  return {
    status,
    error: nested ? (nested.type ?? nested.code) : body.error,
    description: nested ? nested.message : body.error_description,
  };
}

/** The token endpoint: the code and the redirect address it was issued for, with the app's credentials. */
async function accessTokenFor(provider: SocialProviderConfig, code: string, redirectUri: string, timeoutMs: number): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  const { status, body } = await call(
    provider,
    provider.tokenUrl,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() },
    timeoutMs,
  );
  if (status >= 200 && status < 300) {
    if (isRecord(body) && typeof body.access_token === 'string' && body.access_token) return body.access_token;
    throw providerError(provider, { step: 'token', status, reason: 'no access_token in the answer' });
  }
  const detail = { step: 'token', ...refusalOf(status, body) };
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  // A refused client id or secret is the brokerage's setup, not the person's doing.
  if (error === 'invalid_client' || error === 'unauthorized_client') {
    throw withDetail(
      new ApiError(
        502,
        SOCIAL_ERROR_CODES.clientRejected,
        `${provider.label} refused this back office's sign-in settings. Please tell your administrator.`,
      ),
      detail,
    );
  }
  if (status >= 400 && status < 500) {
    throw withDetail(
      new ApiError(400, SOCIAL_ERROR_CODES.codeRejected, `${provider.label} did not accept the sign-in, please try again`),
      detail,
    );
  }
  throw providerError(provider, detail);
}

async function profileFor(provider: SocialProviderConfig, accessToken: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const url = new URL(provider.userinfoUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (provider.accessTokenIn === 'query') url.searchParams.set('access_token', accessToken);
  else headers.authorization = `Bearer ${accessToken}`;
  const { status, body } = await call(provider, url.toString(), { method: 'GET', headers }, timeoutMs);
  if (status < 200 || status >= 300 || !isRecord(body)) throw providerError(provider, { step: 'userinfo', ...refusalOf(status, body) });
  return body;
}

function nameOf(profile: Record<string, unknown>): string | null {
  if (typeof profile.name === 'string' && profile.name.trim()) return profile.name.trim();
  const parts = [profile.given_name, profile.family_name].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length ? parts.map((part) => part.trim()).join(' ') : null;
}

/** OpenID says email_verified as a boolean; some providers send the string "true". */
const isVerified = (claim: unknown) => claim === true || claim === 'true';

/**
 * The authorization-code flow's server half: exchanges the code for an access token, reads the
 * person's profile with it and answers their verified email. Every failure is an ApiError.
 */
export async function exchangeCode(
  provider: SocialProviderConfig,
  grant: { code: string; redirectUri: string },
  options: { timeoutMs: number },
): Promise<SocialPerson> {
  const accessToken = await accessTokenFor(provider, grant.code, grant.redirectUri, options.timeoutMs);
  const profile = await profileFor(provider, accessToken, options.timeoutMs);
  const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
  if (!email || !emailAddress().is(email)) {
    throw new ApiError(422, SOCIAL_ERROR_CODES.emailMissing, `Your ${provider.label} account did not share an email address`);
  }
  if (provider.requiresEmailVerifiedClaim && !isVerified(profile.email_verified)) {
    throw new ApiError(
      422,
      SOCIAL_ERROR_CODES.emailUnverified,
      `Your ${provider.label} account's email address is not verified yet. Verify it with ${provider.label}, then try again.`,
    );
  }
  return { email, name: nameOf(profile) };
}

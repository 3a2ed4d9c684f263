import { enums, refine, string, type, type Infer } from 'superstruct';
import { FIELD_REQUIRED } from './common-messages';

/** The social accounts people may sign in and register with (spec: facebook, google, linkedin). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

export function isSocialProvider(name: unknown): name is SocialProvider {
  return typeof name === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

export const SocialProviderName = enums(SOCIAL_PROVIDERS);

/** Session storage: the attempt under way (state, provider, where it started), checked on return. */
export const SOCIAL_ATTEMPT_STORAGE_KEY = 'socialAuthAttempt';

/** The return addresses: /auth/{provider} for signing in, /auth/{provider}/register for registering. */
export type SocialMode = 'signIn' | 'register';

export function socialReturnPath(provider: SocialProvider, mode: SocialMode): string {
  return mode === 'register' ? `/auth/${provider}/register` : `/auth/${provider}`;
}

const nonBlank = () => refine(string(), 'required', (value) => value.trim().length > 0 || FIELD_REQUIRED);

const returnAddress = () =>
  refine(string(), 'redirectUri', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' || 'Must be an http or https address';
    } catch {
      return 'Must be an http or https address';
    }
  });

/** `GET /auth/{provider}?code&redirect_uri` and `GET /auth/{provider}/register?code&redirect_uri`. */
export const SocialCodeQuery = type({ code: nonBlank(), redirect_uri: returnAddress() });
export type SocialCodeQuery = Infer<typeof SocialCodeQuery>;

/** One configured provider as `GET /auth/providers` lists it. */
export const SocialProviderInfo = type({
  provider: SocialProviderName,
  label: string(),
  authorize_url: string(),
  client_id: string(),
  scope: string(),
});
export type SocialProviderInfo = Infer<typeof SocialProviderInfo>;

/** Where the browser sends the person: the provider's consent page, answering with a code (response_type=code). */
export function buildAuthorizeUrl(options: {
  authorize_url: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  state: string;
}): string {
  const url = new URL(options.authorize_url);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', options.client_id);
  url.searchParams.set('redirect_uri', options.redirect_uri);
  url.searchParams.set('scope', options.scope);
  url.searchParams.set('state', options.state);
  return url.toString();
}

/** The router state /register and /broker-signup receive after a person came back from registering with a provider. */
export interface SocialRegistrationHandoff {
  socialToken: string;
  email: string;
  name: string | null;
  provider: SocialProvider;
}

/** What the browser remembers between leaving for the provider and coming back. */
export interface SocialAttempt {
  state: string;
  provider: SocialProvider;
  mode: SocialMode;
  /** For registration: the form the person started from, to go back to with the email. */
  registerPath: '/register' | '/broker-signup';
}

export type SocialReturn = { ok: true; code: string } | { ok: false; message: string };

// Providers' words for "the person said no": OAuth's access_denied, LinkedIn's user_cancelled_*.
const CANCELLED = new Set(['access_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

/**
 * Reads the provider's answer on the return address. A `state` that is not the one this tab
 * stored means the answer belongs to another attempt (or someone else's), so it is refused.
 */
export function readSocialReturn(
  params: { code: string | null; state: string | null; error: string | null; errorDescription: string | null },
  expected: { provider: SocialProvider; mode: SocialMode; attempt: SocialAttempt | null },
): SocialReturn {
  const label = SOCIAL_PROVIDER_LABELS[expected.provider];
  const registering = expected.mode === 'register';
  if (params.error) {
    const outcome = registering ? 'registration did not start' : 'you are not signed in';
    if (CANCELLED.has(params.error)) return { ok: false, message: `You did not let ${label} share your email address, so ${outcome}.` };
    const reason = params.errorDescription?.trim() || params.error;
    return { ok: false, message: `${label} answered with an error (${reason}), so ${outcome}.` };
  }
  const attempt = expected.attempt;
  if (
    !attempt ||
    !params.state ||
    attempt.state !== params.state ||
    attempt.provider !== expected.provider ||
    attempt.mode !== expected.mode
  ) {
    const what = registering ? 'registration' : 'sign-in';
    return {
      ok: false,
      message: `This answer from ${label} does not match a ${what} started in this browser tab, so it was not used. Please start again.`,
    };
  }
  if (!params.code?.trim()) return { ok: false, message: `${label} did not send a sign-in code. Please try again.` };
  return { ok: true, code: params.code };
}

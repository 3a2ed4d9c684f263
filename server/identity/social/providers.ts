import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialProvider } from '../../../domain/social';
import { ConfigError } from '../../config';

/** How the back office talks to one provider by the authorization-code flow. */
export interface SocialProviderConfig {
  provider: SocialProvider;
  label: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Facebook's Graph API takes the access token as a query parameter; the OpenID providers take a Bearer header. */
  accessTokenIn: 'header' | 'query';
  /** OpenID userinfo says whether the email is verified; Facebook shares only confirmed emails and says nothing. */
  requiresEmailVerifiedClaim: boolean;
}

export interface SocialSettings {
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>;
  /** How long one call to a provider may take. */
  timeoutMs: number;
}

const DEFAULTS: Record<
  SocialProvider,
  Pick<SocialProviderConfig, 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl' | 'scope' | 'accessTokenIn' | 'requiresEmailVerifiedClaim'>
> = {
  // "Scope email only": Google and LinkedIn answer the email from their OpenID userinfo endpoint only
  // when 'openid' comes with 'email'; Facebook's Graph /me needs just 'email'.
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email',
    accessTokenIn: 'header',
    requiresEmailVerifiedClaim: true,
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=email,name',
    scope: 'email',
    accessTokenIn: 'query',
    requiresEmailVerifiedClaim: false,
  },
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scope: 'openid email',
    accessTokenIn: 'header',
    requiresEmailVerifiedClaim: true,
  },
};

export const DEFAULT_SOCIAL_TIMEOUT_MS = 10_000;

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http or https address (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} must be an http or https address (got "${value}")`);
  return value;
}

function timeout(env: NodeJS.ProcessEnv): number {
  const text = env.SOCIAL_TIMEOUT_MS?.trim();
  if (!text) return DEFAULT_SOCIAL_TIMEOUT_MS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 100 || value > 120_000) {
    throw new ConfigError(`SOCIAL_TIMEOUT_MS must be a number of milliseconds from 100 to 120000 (got "${text}")`);
  }
  return value;
}

/** A provider is offered only when both its client id and its secret are set. */
export function loadSocialSettings(env: NodeJS.ProcessEnv = process.env): SocialSettings {
  const providers: SocialSettings['providers'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    const defaults = DEFAULTS[provider];
    providers[provider] = {
      ...defaults,
      provider,
      label: SOCIAL_PROVIDER_LABELS[provider],
      clientId,
      clientSecret,
      authorizeUrl: address(env, `${prefix}_AUTHORIZE_URL`, defaults.authorizeUrl),
      tokenUrl: address(env, `${prefix}_TOKEN_URL`, defaults.tokenUrl),
      userinfoUrl: address(env, `${prefix}_USERINFO_URL`, defaults.userinfoUrl),
    };
  }
  return { providers, timeoutMs: timeout(env) };
}

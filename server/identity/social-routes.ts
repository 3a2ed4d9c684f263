import { array, coerce, object, string } from 'superstruct';
import { SocialRegistration } from '../../domain/api/identity';
import {
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SocialCodeQuery,
  SocialProviderInfo,
  SocialProviderName,
  isSocialProvider,
  socialReturnPath,
  type SocialMode,
  type SocialProvider,
} from '../../domain/social';
import { anyone } from '../auth/authorize';
import { ApiError, invalidInput } from '../http/errors';
import { route } from '../http/route';
import { assertEmailIsFree, signInWithEmail } from './social/accounts';
import { SOCIAL_ERROR_CODES, exchangeCode, type SocialPerson } from './social/exchange';
import { loadSocialSettings, type SocialProviderConfig, type SocialSettings } from './social/providers';
import type { AppContext } from '../context';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The seconds a person has to finish the registration form after coming back from the provider. */
export const SOCIAL_REGISTRATION_TTL_SECONDS = 1800;

/**
 * Sign-in and registration with Google, Facebook and LinkedIn: the browser comes back from the
 * provider with a code, and these calls exchange it (with the redirect address used) for the email.
 */
export function socialRoutes(app: FastifyInstance, ctx: AppContext, settings: SocialSettings = loadSocialSettings()): void {
  const configured = SOCIAL_PROVIDERS.flatMap((name) => (settings.providers[name] ? [settings.providers[name]] : []));

  function configuredProvider(name: string, mode: SocialMode): SocialProviderConfig {
    if (!isSocialProvider(name)) {
      throw new ApiError(
        404,
        SOCIAL_ERROR_CODES.unknownProvider,
        `There is no sign-in with "${name.slice(0, 40)}". Use Google, Facebook or LinkedIn.`,
      );
    }
    const provider = settings.providers[name];
    if (!provider) {
      const what = mode === 'register' ? 'Registration' : 'Sign-in';
      throw new ApiError(503, SOCIAL_ERROR_CODES.notConfigured, `${what} with ${SOCIAL_PROVIDER_LABELS[name]} is not available here`);
    }
    return provider;
  }

  /**
   * `:provider`, one configured here. An unknown one answers 404 and one not configured 503, and
   * before the query is checked: it is the address itself that is wrong, so the check throws.
   */
  const providerParams = (mode: SocialMode) =>
    object({
      provider: coerce(SocialProviderName, string(), (name) => configuredProvider(name, mode).provider),
    });

  async function personFrom(name: SocialProvider, mode: SocialMode, query: SocialCodeQuery, log: FastifyBaseLogger): Promise<SocialPerson> {
    const provider = configuredProvider(name, mode);
    // The code is only good with the address it was issued for: this call's own return page.
    const expectedPath = socialReturnPath(name, mode);
    if (new URL(query.redirect_uri).pathname.replace(/\/+$/, '') !== expectedPath) {
      throw invalidInput([{ field: 'redirect_uri', message: `Must be the ${expectedPath} address of this back office` }]);
    }
    try {
      return await exchangeCode(provider, { code: query.code, redirectUri: query.redirect_uri }, { timeoutMs: settings.timeoutMs });
    } catch (error) {
      // The person sees a plain message; whoever runs the office needs the provider's own words.
      if (error instanceof ApiError && error.status >= 500) log.warn({ provider: name, detail: error.cause }, error.message);
      else if (error instanceof ApiError) log.info({ provider: name, detail: error.cause }, error.message);
      throw error;
    }
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/auth/providers',
      access: anyone('The sign-in page lists the providers'),
      summary: 'The social accounts people may sign in and register with here',
      response: array(SocialProviderInfo),
    },
    () => ({
      data: configured.map((provider) => ({
        provider: provider.provider,
        label: provider.label,
        authorize_url: provider.authorizeUrl,
        client_id: provider.clientId,
        scope: provider.scope,
      })),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/auth/:provider',
      access: anyone('Social sign-in: the provider vouches for the person'),
      summary: 'Sign in with the code a provider sent the browser back with; answers the session token',
      params: providerParams('signIn'),
      query: SocialCodeQuery,
      errors: [404, 422, 502, 503],
    },
    async ({ params, query, request }) => {
      const person = await personFrom(params.provider, 'signIn', query, request.log);
      const token = await signInWithEmail(ctx, person.email, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
      return { message: 'Signed in', token };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/auth/:provider/register',
      access: anyone('Social registration: the provider vouches for the person'),
      summary: 'Start registering with the code a provider sent the browser back with; answers the vouched email and a social token',
      params: providerParams('register'),
      query: SocialCodeQuery,
      response: SocialRegistration,
      errors: [404, 409, 422, 502, 503],
    },
    async ({ params, query, request }) => {
      const person = await personFrom(params.provider, 'register', query, request.log);
      await assertEmailIsFree(ctx, person.email);
      const socialToken = await ctx.tokens.signFor(
        'social-registration',
        { email: person.email, provider: params.provider },
        SOCIAL_REGISTRATION_TTL_SECONDS,
      );
      return { data: { email: person.email, name: person.name, socialToken } };
    },
  );
}

import {
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SocialCodeQuery,
  isSocialProvider,
  socialReturnPath,
  type SocialMode,
} from '../../domain/social';
import { open } from '../auth/authorize';
import { ApiError, invalidInput } from '../http/errors';
import { parseBody } from '../http/validate';
import { assertEmailIsFree, signInWithEmail } from './social/accounts';
import { SOCIAL_ERROR_CODES, exchangeCode, type SocialPerson } from './social/exchange';
import { loadSocialSettings, type SocialSettings } from './social/providers';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The seconds a person has to finish the registration form after coming back from the provider. */
export const SOCIAL_REGISTRATION_TTL_SECONDS = 1800;

type CodeRequest = FastifyRequest<{ Params: { provider: string }; Querystring: unknown }>;

/**
 * Sign-in and registration with Google, Facebook and LinkedIn: the browser comes back from the
 * provider with a code, and these calls exchange it (with the redirect address used) for the email.
 */
export function socialRoutes(app: FastifyInstance, ctx: AppContext, settings: SocialSettings = loadSocialSettings()): void {
  const configured = SOCIAL_PROVIDERS.flatMap((name) => (settings.providers[name] ? [settings.providers[name]] : []));

  async function personFrom(request: CodeRequest, mode: SocialMode): Promise<SocialPerson> {
    const name = request.params.provider;
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
    const query = parseBody(SocialCodeQuery, request.query);
    // The code is only good with the address it was issued for: this call's own return page.
    const expectedPath = socialReturnPath(name, mode);
    if (new URL(query.redirect_uri).pathname.replace(/\/+$/, '') !== expectedPath) {
      throw invalidInput([{ field: 'redirect_uri', message: `Must be the ${expectedPath} address of this back office` }]);
    }
    try {
      return await exchangeCode(provider, { code: query.code, redirectUri: query.redirect_uri }, { timeoutMs: settings.timeoutMs });
    } catch (error) {
      // The person sees a plain message; whoever runs the office needs the provider's own words.
      if (error instanceof ApiError && error.status >= 500) request.log.warn({ provider: name, detail: error.cause }, error.message);
      else if (error instanceof ApiError) request.log.info({ provider: name, detail: error.cause }, error.message);
      throw error;
    }
  }

  app.get('/auth/providers', open('The sign-in page lists the providers'), async () => ({
    success: true,
    data: configured.map((provider) => ({
      provider: provider.provider,
      label: provider.label,
      authorize_url: provider.authorizeUrl,
      client_id: provider.clientId,
      scope: provider.scope,
    })),
  }));

  app.get('/auth/:provider', open('Social sign-in: the provider vouches for the person'), async (request: CodeRequest) => {
    const person = await personFrom(request, 'signIn');
    const token = await signInWithEmail(ctx, person.email, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
    return { success: true, message: 'Signed in', token };
  });

  app.get('/auth/:provider/register', open('Social registration: the provider vouches for the person'), async (request: CodeRequest) => {
    const person = await personFrom(request, 'register');
    await assertEmailIsFree(ctx, person.email);
    const socialToken = await ctx.tokens.signFor(
      'social-registration',
      { email: person.email, provider: request.params.provider },
      SOCIAL_REGISTRATION_TTL_SECONDS,
    );
    return { success: true, data: { email: person.email, name: person.name, socialToken } };
  });
}

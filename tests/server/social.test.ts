import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { exchangeCode } from '../../server/identity/social/exchange';
import { loadSocialSettings } from '../../server/identity/social/providers';
import { decodeJwtPayload } from './support/jwt';
import { closedPort, startLoopbackProvider, type LoopbackProvider } from './support/oauth-provider';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

const APP = 'https://office.example.ng';
const GOOGLE_RETURN = `${APP}/auth/google`;
const GOOGLE_REGISTER_RETURN = `${APP}/auth/google/register`;
const ADMIN = { email: 'admin@demo.ng', email_verified: true, name: 'Adaeze Okafor' };

describe.each(oneDatabase())('social sign-in and registration on %s', (kind) => {
  let provider: LoopbackProvider;
  let server: TestServer;
  let downPort: number;

  beforeAll(async () => {
    provider = await startLoopbackProvider();
    downPort = await closedPort();
    // Google works through the loopback provider, LinkedIn's provider is down, Facebook is not configured.
    vi.stubEnv('FACEBOOK_CLIENT_ID', '');
    vi.stubEnv('FACEBOOK_CLIENT_SECRET', '');
    for (const [name, value] of Object.entries(provider.env('GOOGLE'))) vi.stubEnv(name, value);
    vi.stubEnv('LINKEDIN_CLIENT_ID', 'linkedin-client');
    vi.stubEnv('LINKEDIN_CLIENT_SECRET', 'linkedin-secret');
    vi.stubEnv('LINKEDIN_AUTHORIZE_URL', '');
    vi.stubEnv('SOCIAL_TIMEOUT_MS', '');
    vi.stubEnv('LINKEDIN_TOKEN_URL', `http://127.0.0.1:${downPort}/oauth/v2/accessToken`);
    vi.stubEnv('LINKEDIN_USERINFO_URL', `http://127.0.0.1:${downPort}/v2/userinfo`);
    try {
      server = await startTestServer(kind);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const query = (code: string, redirectUri: string) => `code=${encodeURIComponent(code)}&redirect_uri=${encodeURIComponent(redirectUri)}`;
  const signInWith = (code: string, redirectUri = GOOGLE_RETURN, name = 'google') =>
    get(`/api/v1/auth/${name}?${query(code, redirectUri)}`);
  const registerWith = (code: string, redirectUri = GOOGLE_REGISTER_RETURN, name = 'google') =>
    get(`/api/v1/auth/${name}/register?${query(code, redirectUri)}`);
  const sessionCount = async () => (await server.db.select().from(sessions)).length;

  describe('GET /auth/providers', () => {
    it('lists the configured providers only, with what the browser needs to send the person there', async () => {
      const response = await get('/api/v1/auth/providers');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: [
          {
            provider: 'google',
            label: 'Google',
            authorize_url: provider.authorizeUrl,
            client_id: provider.clientId,
            scope: 'openid email',
          },
          {
            provider: 'linkedin',
            label: 'LinkedIn',
            authorize_url: 'https://www.linkedin.com/oauth/v2/authorization',
            client_id: 'linkedin-client',
            scope: 'openid email',
          },
        ],
      });
      // Secrets never leave the server.
      expect(response.body).not.toContain(provider.clientSecret);
      expect(response.body).not.toContain('linkedin-secret');
    });
  });

  describe('GET /auth/{provider}: signing in', () => {
    it('exchanges the code at the provider and answers a session token that works', async () => {
      const code = provider.issueCode(ADMIN, GOOGLE_RETURN);
      const tokenRequestsBefore = provider.tokenRequests.length;
      const response = await signInWith(code);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ success: true, message: 'Signed in', token: expect.any(String) });

      // The provider got the code, the redirect address used and the back office's credentials.
      expect(provider.tokenRequests.slice(tokenRequestsBefore)).toEqual([
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: GOOGLE_RETURN,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
        },
      ]);
      expect(provider.userinfoRequests.at(-1)?.authorization).toMatch(/^Bearer \S+$/);

      const claims = decodeJwtPayload(body.token);
      expect(claims).toMatchObject({ email: 'admin@demo.ng', userType: 'admin-role', tenant: { url: 'demo' } });
      const status = await get('/api/v1/user/subscription/status', { authorization: `Bearer ${body.token}` });
      expect(status.statusCode).toBe(200);
      expect(status.json().subscription.users).toBeGreaterThan(0);
    });

    it('finds the account whatever the case of the email the provider answers', async () => {
      const response = await signInWith(provider.issueCode({ ...ADMIN, email: 'Admin@Demo.NG' }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(200);
      expect(decodeJwtPayload(response.json().token).email).toBe('admin@demo.ng');
    });

    it('asks someone without an account to register first, and opens no session', async () => {
      const before = await sessionCount();
      const response = await signInWith(provider.issueCode({ email: 'nobody@nowhere.ng', email_verified: true }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'No account uses nobody@nowhere.ng. Register first.',
        errors: [],
      });
      expect(await sessionCount()).toBe(before);
    });

    it('refuses a suspended account as password sign-in does', async () => {
      const email = `suspended-social-${kind}@second.ng`;
      const { userId } = await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      await server.db.update(users).set({ suspended: true }).where(eq(users.id, userId));
      const before = await sessionCount();
      const response = await signInWith(provider.issueCode({ email, email_verified: true }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.stringMatching(/suspended/i) });
      expect(await sessionCount()).toBe(before);
    });

    it('refuses an account whose email is not verified yet, as password sign-in does', async () => {
      const email = `unverified-social-${kind}@second.ng`;
      await createTenantWithUser(server, { email, password: 'Right#Pass1', verified: false });
      const response = await signInWith(provider.issueCode({ email, email_verified: true }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Please verify your email address before signing in');
    });

    it('says clearly when the provider does not accept the code', async () => {
      provider.failNextTokenRequest(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      const response = await signInWith(provider.issueCode(ADMIN, GOOGLE_RETURN));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'SOCIAL_CODE_REJECTED',
        message: 'Google did not accept the sign-in, please try again',
        errors: [],
      });
    });

    it('cannot use a code twice: the provider refuses it the second time', async () => {
      const code = provider.issueCode(ADMIN, GOOGLE_RETURN);
      expect((await signInWith(code)).statusCode).toBe(200);
      const again = await signInWith(code);
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('SOCIAL_CODE_REJECTED');
    });

    it('says when the provider refuses the back office own credentials', async () => {
      provider.failNextTokenRequest(401, { error: 'invalid_client' });
      const response = await signInWith(provider.issueCode(ADMIN, GOOGLE_RETURN));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'SOCIAL_CLIENT_REJECTED',
        message: "Google refused this back office's sign-in settings. Please tell your administrator.",
      });
    });

    it('answers 502 when the provider fails on its side, at the token or the userinfo step', async () => {
      provider.failNextTokenRequest(500, { error: 'server_error' });
      const token = await signInWith(provider.issueCode(ADMIN, GOOGLE_RETURN));
      expect(token.statusCode).toBe(502);
      expect(token.json()).toMatchObject({
        code: 'SOCIAL_PROVIDER_ERROR',
        message: 'Google could not complete the sign-in right now, please try again later',
      });
      provider.failNextUserinfo(401, { error: 'invalid_token' });
      const userinfo = await signInWith(provider.issueCode(ADMIN, GOOGLE_RETURN));
      expect(userinfo.statusCode).toBe(502);
      expect(userinfo.json().code).toBe('SOCIAL_PROVIDER_ERROR');
    });

    it('answers 422 when the provider shares no email', async () => {
      const response = await signInWith(provider.issueCode({ name: 'No Email' }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        code: 'SOCIAL_EMAIL_MISSING',
        message: 'Your Google account did not share an email address',
        errors: [],
      });
    });

    it('answers 422 when the provider says the email is not verified', async () => {
      const response = await signInWith(provider.issueCode({ email: 'admin@demo.ng', email_verified: false }, GOOGLE_RETURN));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'SOCIAL_EMAIL_UNVERIFIED', message: expect.stringContaining('not verified') });
    });

    it('answers 502 when the provider cannot be reached', async () => {
      const response = await signInWith('any-code', `${APP}/auth/linkedin`, 'linkedin');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        code: 'SOCIAL_PROVIDER_UNREACHABLE',
        message: 'LinkedIn could not be reached, please try again in a moment',
        errors: [],
      });
    });

    it('answers 404 for a provider it does not know, and 503 for one that is not configured', async () => {
      const unknown = await signInWith('code', `${APP}/auth/twitter`, 'twitter');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'UNKNOWN_PROVIDER', message: expect.stringContaining('twitter') });
      expect((await registerWith('code', `${APP}/auth/twitter/register`, 'twitter')).json().code).toBe('UNKNOWN_PROVIDER');

      const facebook = await signInWith('code', `${APP}/auth/facebook`, 'facebook');
      expect(facebook.statusCode).toBe(503);
      expect(facebook.json()).toMatchObject({ code: 'SOCIAL_NOT_CONFIGURED', message: 'Sign-in with Facebook is not available here' });
    });

    it('asks for the code and a return address of the right page', async () => {
      const missing = await get('/api/v1/auth/google');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'code', message: 'This field is required' },
          { field: 'redirect_uri', message: 'This field is required' },
        ],
      });
      const registerAddress = await signInWith('code', GOOGLE_REGISTER_RETURN);
      expect(registerAddress.statusCode).toBe(400);
      expect(registerAddress.json().errors).toEqual([
        { field: 'redirect_uri', message: 'Must be the /auth/google address of this back office' },
      ]);
      const notAnAddress = await signInWith('code', 'javascript:alert(1)');
      expect(notAnAddress.json().errors).toEqual([{ field: 'redirect_uri', message: 'Must be an http or https address' }]);
    });
  });

  describe('GET /auth/{provider}/register: registering', () => {
    it('answers the verified email, the name and a short-lived registration token', async () => {
      const email = `new-${kind}@leadway.ng`;
      const response = await registerWith(
        provider.issueCode({ email, email_verified: true, given_name: 'Ngozi', family_name: 'Eze' }, GOOGLE_REGISTER_RETURN),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ success: true, data: { email, name: 'Ngozi Eze', socialToken: expect.any(String) } });
      expect(provider.tokenRequests.at(-1)?.redirect_uri).toBe(GOOGLE_REGISTER_RETURN);

      const claims = await server.ctx.tokens.verifyFor('social-registration', body.data.socialToken, 'bad token');
      expect(claims).toMatchObject({ email, provider: 'google', purpose: 'social-registration' });
      const { iat, exp } = decodeJwtPayload(body.data.socialToken) as { iat: number; exp: number };
      expect(exp - iat).toBe(1800);
      // It is not a session.
      const status = await get('/api/v1/user/subscription/status', { authorization: `Bearer ${body.data.socialToken}` });
      expect(status.statusCode).toBe(401);
      expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('answers 409 when an account already uses the email', async () => {
      const response = await registerWith(provider.issueCode({ ...ADMIN, email: 'ADMIN@demo.ng' }, GOOGLE_REGISTER_RETURN));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'An account already uses admin@demo.ng. Sign in instead.',
        errors: [],
      });
    });

    it('answers 422 when the provider shares no email, and 503 for a provider that is not configured', async () => {
      const response = await registerWith(provider.issueCode({}, GOOGLE_REGISTER_RETURN));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('SOCIAL_EMAIL_MISSING');
      const facebook = await registerWith('code', `${APP}/auth/facebook/register`, 'facebook');
      expect(facebook.json()).toMatchObject({ code: 'SOCIAL_NOT_CONFIGURED', message: 'Registration with Facebook is not available here' });
    });
  });
});

describe('the code exchange against a loopback provider', () => {
  let provider: LoopbackProvider;
  let silent: Server;
  let silentPort: number;
  const hanging = new Set<Socket>();

  beforeAll(async () => {
    provider = await startLoopbackProvider();
    // Accepts connections and never answers, like a provider that hangs.
    silent = createServer((socket) => void hanging.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    await provider?.stop();
    for (const socket of hanging) socket.destroy();
    await new Promise<void>((resolve) => silent?.close(() => resolve()));
  });

  it("sends Facebook's access token as a query parameter and reads the email it shares", async () => {
    const { providers, timeoutMs } = loadSocialSettings(provider.env('FACEBOOK'));
    const facebook = providers.facebook!;
    expect(facebook.scope).toBe('email');
    const code = provider.issueCode({ email: 'tunde@leadway.ng', name: 'Tunde Bakare' }, `${APP}/auth/facebook`);
    const person = await exchangeCode(facebook, { code, redirectUri: `${APP}/auth/facebook` }, { timeoutMs });
    expect(person).toEqual({ email: 'tunde@leadway.ng', name: 'Tunde Bakare' });
    const call = provider.userinfoRequests.at(-1)!;
    expect(call.authorization).toBeUndefined();
    expect(new URL(call.url, provider.issuer).searchParams.get('access_token')).toBeTruthy();
  });

  it('gives up on a provider that does not answer in time', async () => {
    const { providers } = loadSocialSettings({
      ...provider.env('LINKEDIN'),
      LINKEDIN_TOKEN_URL: `http://127.0.0.1:${silentPort}/token`,
    });
    const started = Date.now();
    await expect(
      exchangeCode(providers.linkedin!, { code: 'c', redirectUri: `${APP}/auth/linkedin` }, { timeoutMs: 300 }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'SOCIAL_PROVIDER_UNREACHABLE',
      message: 'LinkedIn took too long to answer, please try again in a moment',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('offers a provider only when both its client id and secret are set, with the documented defaults', () => {
    expect(loadSocialSettings({ GOOGLE_CLIENT_ID: 'id' }).providers).toEqual({});
    const { providers, timeoutMs } = loadSocialSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(Object.keys(providers)).toEqual(['google']);
    expect(providers.google).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      scope: 'openid email',
    });
    expect(timeoutMs).toBe(10_000);
    expect(() => loadSocialSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_TOKEN_URL: 'not a url' })).toThrow(
      'GOOGLE_TOKEN_URL must be an http or https address',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';

/** What the provider knows about a person; userinfo answers these claims as they are. */
export interface ProviderPerson {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

interface IssuedCode {
  person: ProviderPerson;
  redirectUri: string;
  used: boolean;
}

export interface LoopbackProvider {
  /** http://127.0.0.1:port */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** The settings that point one of the back office's providers here, e.g. env('GOOGLE'). */
  env(prefix: string): Record<string, string>;
  /** Issues a code for this person and return address, as the consent page does after they agree. */
  issueCode(person: ProviderPerson, redirectUri: string): string;
  /** Who is signed in at the consent page (/authorize); null makes it answer error=access_denied. */
  signedIn: ProviderPerson | null;
  /** The next token request gets this answer instead of a token. */
  failNextTokenRequest(statusCode: number, body: Record<string, unknown>): void;
  /** The next userinfo request gets this answer instead of the person. */
  failNextUserinfo(statusCode: number, body: Record<string, unknown>): void;
  authorizeRequests: URLSearchParams[];
  tokenRequests: Record<string, string>[];
  userinfoRequests: { authorization: string | undefined; url: string }[];
  stop(): Promise<void>;
}

function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  if (match) return match[1]!;
  return new URL(req.url ?? '/', 'http://provider.invalid').searchParams.get('access_token');
}

/**
 * A real OAuth 2 / OpenID provider on loopback (oauth2-mock-server), made as strict as the real
 * ones where it matters: a code is good once, only for the client and the return address it was
 * issued for, and userinfo answers only to the access token issued for that code.
 */
export async function startLoopbackProvider(): Promise<LoopbackProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!.replace(/\/$/, '');
  const clientId = `client-${randomUUID()}`;
  const clientSecret = `secret-${randomUUID()}`;
  const codes = new Map<string, IssuedCode>();
  const people = new Map<string, ProviderPerson>();
  let nextTokenFailure: { statusCode: number; body: Record<string, unknown> } | null = null;
  let nextUserinfoFailure: { statusCode: number; body: Record<string, unknown> } | null = null;

  const provider: LoopbackProvider = {
    issuer,
    authorizeUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl: `${issuer}/userinfo`,
    clientId,
    clientSecret,
    env: (prefix) => ({
      [`${prefix}_CLIENT_ID`]: clientId,
      [`${prefix}_CLIENT_SECRET`]: clientSecret,
      [`${prefix}_AUTHORIZE_URL`]: `${issuer}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
      [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
    }),
    issueCode(person, redirectUri) {
      const code = randomUUID();
      codes.set(code, { person, redirectUri, used: false });
      return code;
    },
    signedIn: null,
    failNextTokenRequest(statusCode, body) {
      nextTokenFailure = { statusCode, body };
    },
    failNextUserinfo(statusCode, body) {
      nextUserinfoFailure = { statusCode, body };
    },
    authorizeRequests: [],
    tokenRequests: [],
    userinfoRequests: [],
    stop: () => server.stop(),
  };

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', issuer).searchParams;
    provider.authorizeRequests.push(query);
    const code = redirect.url.searchParams.get('code');
    if (!code) return;
    if (!provider.signedIn || query.get('client_id') !== clientId) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', provider.signedIn ? 'unauthorized_client' : 'access_denied');
      return;
    }
    codes.set(code, { person: provider.signedIn, redirectUri: query.get('redirect_uri') ?? '', used: false });
  });

  server.service.on(
    'beforeResponse',
    (response: { statusCode: number; body: Record<string, unknown> | '' }, req: IncomingMessage & { body: Record<string, string> }) => {
      const body = { ...req.body };
      provider.tokenRequests.push(body);
      const refuse = (statusCode: number, error: Record<string, unknown>) => {
        response.statusCode = statusCode;
        response.body = error;
      };
      if (nextTokenFailure) {
        refuse(nextTokenFailure.statusCode, nextTokenFailure.body);
        nextTokenFailure = null;
        return;
      }
      if (body.client_id !== clientId || body.client_secret !== clientSecret) return refuse(401, { error: 'invalid_client' });
      const issued = body.code ? codes.get(body.code) : undefined;
      if (body.grant_type !== 'authorization_code' || !issued || issued.used || issued.redirectUri !== body.redirect_uri) {
        return refuse(400, { error: 'invalid_grant', error_description: 'Bad code or redirect_uri' });
      }
      issued.used = true;
      if (response.body && typeof response.body.access_token === 'string') people.set(response.body.access_token, issued.person);
    },
  );

  server.service.on('beforeUserinfo', (response: { statusCode: number; body: Record<string, unknown> | '' }, req: IncomingMessage) => {
    provider.userinfoRequests.push({ authorization: req.headers.authorization, url: req.url ?? '' });
    if (nextUserinfoFailure) {
      response.statusCode = nextUserinfoFailure.statusCode;
      response.body = nextUserinfoFailure.body;
      nextUserinfoFailure = null;
      return;
    }
    const person = people.get(bearerOf(req) ?? '');
    if (!person) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = { sub: `person-${person.email ?? 'without-email'}`, ...person };
  });

  return provider;
}

/** A loopback port nobody listens on: a provider that is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

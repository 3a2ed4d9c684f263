import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { SessionClaims } from '../../domain/auth';
import { ApiError, invalidSession } from '../http/errors';

export type TokenClaims = Omit<SessionClaims, 'exp'>;

/** Short-lived tokens for one step of a flow, never accepted as a session. */
export type TokenPurpose = 'registration' | 'broker-url' | 'social-registration';

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<SessionClaims & { sid: string }>;
  signFor(purpose: TokenPurpose, claims: Record<string, string>, ttlSeconds: number): Promise<string>;
  /** Answers 401 with `message` when the token is missing, forged, expired or for another purpose. */
  verifyFor(purpose: TokenPurpose, token: string | null | undefined, message: string): Promise<Record<string, string>>;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please sign in again';

// Tokens whose signature was checked already: a session sends the same token on every call.
const REMEMBERED_TOKENS = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims & { sid: string }>();
  const remember = (token: string, claims: SessionClaims & { sid: string }) => {
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.user_id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known;
        verified.delete(token);
        throw invalidSession(SESSION_EXPIRED_MESSAGE);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!SessionClaims.is(payload) || typeof payload.sid !== 'string' || 'purpose' in payload) throw invalidSession();
        const claims = Object.freeze(payload) as SessionClaims & { sid: string };
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw invalidSession(SESSION_EXPIRED_MESSAGE);
        throw invalidSession('Your session is not valid, please sign in again');
      }
    },
    signFor: (purpose, claims, ttlSeconds) =>
      new SignJWT({ ...claims, purpose })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    async verifyFor(purpose, token, message) {
      if (!token) throw new ApiError(401, 'INVALID_TOKEN', message);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch {
        throw new ApiError(401, 'INVALID_TOKEN', message);
      }
      if (payload.purpose !== purpose) throw new ApiError(401, 'INVALID_TOKEN', message);
      const claims: Record<string, string> = {};
      for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') claims[name] = value;
      return claims;
    },
  };
}

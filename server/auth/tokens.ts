import { errors, jwtVerify, SignJWT } from 'jose';
import { SessionClaims } from '../../domain/auth';
import { invalidSession } from '../http/errors';

export type TokenClaims = Omit<SessionClaims, 'exp'>;

export interface TokenService {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<SessionClaims & { sid: string }>;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please sign in again';

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.user_id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!SessionClaims.is(payload) || typeof payload.sid !== 'string') throw invalidSession();
        return payload as SessionClaims & { sid: string };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw invalidSession(SESSION_EXPIRED_MESSAGE);
        throw invalidSession('Your session is not valid, please sign in again');
      }
    },
  };
}

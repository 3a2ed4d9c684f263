import type { SessionClaims } from '../../../domain/auth';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Claims of a signed-in admin of an admin-role brokerage, valid for an hour unless overridden. */
export function claimsFor(overrides: Partial<SessionClaims> = {}): SessionClaims {
  return {
    user_id: 'user-1',
    userType: 'admin-role',
    roles: [{ id: 'role-1', name: 'Admin' }],
    tenant: { id: 'tenant-1', name: 'Leadway Brokers', url: 'leadway' },
    username: 'Ada Obi',
    email: 'ada@leadway.ng',
    exp: nowInSeconds() + 3600,
    ...overrides,
  };
}

// Built without Buffer: the session's Storybook walker makes tokens in the browser too.
const base64Url = (value: unknown) => {
  const binary = Array.from(new TextEncoder().encode(JSON.stringify(value)), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** An unsigned JWT: the browser only reads the claims, so the signature does not matter here. */
export function unsignedToken(claims: unknown): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`;
}

export const liveToken = (overrides: Partial<SessionClaims> = {}) => unsignedToken(claimsFor(overrides));

export const expiredToken = (overrides: Partial<SessionClaims> = {}) =>
  unsignedToken(claimsFor({ exp: nowInSeconds() - 60, ...overrides }));

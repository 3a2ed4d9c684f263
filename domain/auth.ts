import { array, boolean, enums, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { FIELD_REQUIRED } from './common-messages';
import { emailAddress } from './validation';

export const USER_TYPES = ['admin-role', 'broker', 'agent'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SignInPayload = type({
  email: emailAddress(),
  password: refine(string(), 'required', (value) => value.length > 0 || FIELD_REQUIRED),
});
export type SignInPayload = Infer<typeof SignInPayload>;

export const SignInResponse = type({ success: boolean(), token: string(), message: optional(string()) });

/** What the signed session token says about its holder; the browser reads it, the server signs it. */
export const SessionClaims = type({
  user_id: string(),
  userType: enums(USER_TYPES),
  roles: array(type({ id: optional(string()), name: string() })),
  tenant: type({ id: string(), name: string(), url: nullable(string()) }),
  username: string(),
  email: string(),
  pendingPasswordChange: optional(boolean()),
  sid: optional(string()),
  exp: number(),
});
export type SessionClaims = Infer<typeof SessionClaims>;

/** Admin is any session whose roles include one named admin (spec, section 6). */
export function isAdmin(claims: Pick<SessionClaims, 'roles'>): boolean {
  return claims.roles.some((role) => role.name.trim().toLowerCase() === 'admin');
}

/** Agents keep their own profile; everyone else edits the brokerage's settings. */
export function profileRoute(claims: Pick<SessionClaims, 'userType'>): '/profile' | '/settings' {
  return claims.userType === 'agent' ? '/profile' : '/settings';
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

// The last token read and its claims: the same token is read on every transition and request of a
// session, so it is decoded and checked once.
let lastRead: { token: string; claims: SessionClaims | null } | null = null;

/**
 * Reads the claims of a session token without checking its signature: the browser only uses them
 * to decide what to show, and the server checks the signature on every call.
 */
export function readSessionClaims(token: string | null | undefined): SessionClaims | null {
  if (!token) return null;
  if (lastRead?.token !== token) {
    const claims = readTokenPayload(token);
    lastRead = { token, claims: SessionClaims.is(claims) ? claims : null };
  }
  return lastRead.claims;
}

/** The unverified payload of any signed token, e.g. the email a registration token was issued for. */
export function readTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function isExpired(claims: Pick<SessionClaims, 'exp'>, now: Date = new Date()): boolean {
  return claims.exp * 1000 <= now.getTime();
}

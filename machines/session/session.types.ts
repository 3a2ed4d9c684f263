import type { RequestFailure } from '../../domain/api';
import type { SessionClaims } from '../../domain/auth';

export interface StoredSession {
  token: string | null;
  returnTo: string | null;
}

export interface SessionContext {
  token: string | null;
  claims: SessionClaims | null;
  failure: RequestFailure | null;
  /** The address to go back to after signing in again. */
  returnTo: string | null;
  subscriptionUsers: number | null;
}

export interface SignInInput {
  email: string;
  password: string;
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  /** Reported by the API client when the server answers INVALID_SESSION. */
  | { type: 'session.expired'; returnTo?: string | null }
  | { type: 'session.goToSignIn' }
  | { type: 'session.passwordChanged'; token: string }
  | { type: 'session.subscriptionChanged' }
  | { type: 'session.returned' };

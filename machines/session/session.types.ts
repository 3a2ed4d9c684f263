import type { RequestFailure } from '../../domain/api';
import type { SessionClaims } from '../../domain/auth';
import type { AgentRegistration, BrokerRegistration } from '../../domain/registration';

export interface StoredSession {
  token: string | null;
  returnTo: string | null;
  /** Kept as regToken between registering and verifying, to ask for the mail again. */
  registrationToken?: string | null;
  /** Kept as brokerToken between a broker's verification and choosing the brokerage's address. */
  brokerToken?: string | null;
}

export type Registration = { kind: 'agent'; details: AgentRegistration } | { kind: 'broker'; details: BrokerRegistration };

export interface RegistrationReceipt {
  registrationToken: string;
  email: string;
  /** A social provider vouched for the email: no verification mail is needed. */
  verified: boolean;
  /** For a verified broker: the token for choosing the brokerage's address. */
  brokerToken: string | null;
}

export interface VerificationResult {
  /** Present for a broker: the next step is choosing the brokerage's address. */
  brokerToken: string | null;
}

export type SocialProvider = 'google' | 'facebook' | 'linkedin';

export interface SessionContext {
  token: string | null;
  claims: SessionClaims | null;
  failure: RequestFailure | null;
  /** Something worth telling that is not a failure, e.g. that a new mail went out. */
  notice: string | null;
  /** The address to go back to after signing in again. */
  returnTo: string | null;
  subscriptionUsers: number | null;
  registrationToken: string | null;
  registeredEmail: string | null;
  brokerToken: string | null;
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SocialCodeInput {
  provider: SocialProvider;
  code: string;
  redirectUri: string;
}

/** PUT /auth/change-password: the body as the form holds it. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ResendInput = { registrationToken: string } | { email: string };

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  /** Reported by the API client when the server answers INVALID_SESSION. */
  | { type: 'session.expired'; returnTo?: string | null }
  | { type: 'session.goToSignIn' }
  /** Changes the password: every session of the user ends, and the answer's token is the new session's. */
  | ({ type: 'session.changePassword' } & PasswordChange)
  | { type: 'session.subscriptionChanged' }
  | { type: 'session.returned' }
  | ({ type: 'session.socialReturned' } & SocialCodeInput)
  | { type: 'session.register'; registration: Registration }
  | { type: 'session.resendVerification' }
  | { type: 'session.resendVerificationTo'; email: string }
  | { type: 'session.verify'; key: string }
  | { type: 'session.chooseBrokerUrl'; url: string }
  | { type: 'session.dismiss' }
  /** Raised by the machine itself when the token's expiry (`exp`) comes. */
  | { type: 'session.tokenDue' };

import { ApiFailure } from '../../../src/api/errors';
import type { AgentRegistration, BrokerRegistration } from '../../../domain/registration';
import type { RegistrationReceipt, SocialCodeInput } from '../../../machines/session/session.types';

/** What an agent types on /register. */
export const AGENT: AgentRegistration = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@leadway.ng',
  phone: '0803 123 4567',
  password: 'Lagos-2024!',
  confirmPassword: 'Lagos-2024!',
  brokerageAddress: 'leadway',
};

/** What a broker types on /broker-signup. */
export const BROKER: BrokerRegistration = {
  firstName: 'Chukwuemeka',
  lastName: 'Okafor',
  email: 'emeka@okafor-brokers.ng',
  phone: '0809 765 4321',
  password: 'Enugu-2024!',
  confirmPassword: 'Enugu-2024!',
  companyName: 'Okafor Insurance Brokers',
  rcNumber: 'RC 1234567',
};

/** Opaque to the browser: it only keeps them and hands them back. */
export const REGISTRATION_TOKEN = 'registration-token-ada';
export const STORED_REGISTRATION_TOKEN = 'registration-token-from-storage';
export const BROKER_TOKEN = 'broker-url-token-emeka';
export const STORED_BROKER_TOKEN = 'broker-url-token-from-storage';

export const RECEIPTS = {
  /** The usual case: a mail with the verification link went out. */
  unverified: { registrationToken: REGISTRATION_TOKEN, email: AGENT.email, verified: false, brokerToken: null },
  /** A social provider vouched for the agent's email. */
  verifiedAgent: { registrationToken: REGISTRATION_TOKEN, email: AGENT.email, verified: true, brokerToken: null },
  /** A social provider vouched for the broker's email: on to choosing the brokerage's address. */
  verifiedBroker: { registrationToken: 'registration-token-emeka', email: BROKER.email, verified: true, brokerToken: BROKER_TOKEN },
} satisfies Record<string, RegistrationReceipt>;

export const SOCIAL_RETURN: SocialCodeInput = { provider: 'google', code: 'code-from-google', redirectUri: 'http://localhost/auth/google' };

export const NOTICES = {
  resent: `We sent a new verification email to ${AGENT.email}`,
  resentTo: `If an account uses ${AGENT.email}, we sent it a new verification email`,
};

/** Failures as the API client reports them, with the server's own words. */
export const FAILURES = {
  badCredentials: new ApiFailure('Invalid email or password', 401, 'INVALID_CREDENTIALS'),
  emailTaken: new ApiFailure('An account already uses this email', 409, 'CONFLICT', {
    email: 'An account already uses this email. Sign in instead.',
  }),
  keyExpired: new ApiFailure('This verification link has expired. Ask for a new one.', 410, 'KEY_EXPIRED'),
  registrationExpired: new ApiFailure(
    'Your registration has expired. Ask for the mail with your email address instead.',
    401,
    'INVALID_TOKEN',
  ),
  alreadyVerified: new ApiFailure(`User with email ${AGENT.email} has already been verified`, 406, 'ALREADY_VERIFIED'),
  addressTaken: new ApiFailure('This address is taken', 409, 'CONFLICT', { url: 'This address is taken, choose another' }),
  socialRefused: new ApiFailure(`No account uses ${AGENT.email}. Register first.`, 404, 'NOT_FOUND'),
  server: new ApiFailure('An error occurred', 500, 'INTERNAL_ERROR'),
  wrongCurrentPassword: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    currentPassword: 'The current password is not correct',
  }),
};

import { ApiFailure } from '../../../src/api/errors';

/**
 * The server's answers around registering, verifying and passwords, shaped as
 * server/identity/{registration,password}-routes.ts send them.
 */
export const answers = {
  registered: (email: string, outcome: { registerToken?: string; verified?: boolean; brokerToken?: string | null } = {}) => ({
    success: true,
    message: `We sent a verification link to ${email}. Open it to activate your account.`,
    registerToken: outcome.registerToken ?? 'registration-token',
    verified: outcome.verified ?? false,
    brokerToken: outcome.brokerToken ?? null,
  }),
  verified: (brokerToken: string | null = null) => ({
    success: true,
    message: brokerToken ? 'Your email is verified. Choose your brokerage’s address.' : 'Your email is verified. You can sign in now.',
    token: brokerToken,
  }),
  brokerUrlSet: (token: string, url: string) => ({ success: true, message: 'Your brokerage’s address is set', data: { token, url } }),
  message: (message: string) => ({ success: true, message }),
  passwordChanged: (token: string) => ({ success: true, message: 'Your password has been changed', token }),
};

/** Failures as the API client reports them, in the server's words. */
export const failures = {
  emailTaken: () =>
    new ApiFailure('An account already uses this email', 409, 'CONFLICT', {
      email: 'An account already uses this email. Sign in instead.',
    }),
  addressTaken: () => new ApiFailure('This address is taken', 409, 'CONFLICT', { url: 'This address is taken, choose another' }),
  alreadyVerified: (email: string) => new ApiFailure(`User with email ${email} has already been verified`, 406, 'ALREADY_VERIFIED'),
  verificationKeyExpired: () => new ApiFailure('This verification link has expired. Ask for a new one.', 410, 'KEY_EXPIRED'),
  resetKeyExpired: () => new ApiFailure('This password reset link has expired. Ask for a new one.', 410, 'KEY_EXPIRED'),
  wrongCurrentPassword: () =>
    new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
      currentPassword: 'The current password is not correct',
    }),
  resentTooSoon: () =>
    new ApiFailure(
      'A verification email was sent less than a minute ago. Check your inbox, or try again in a minute.',
      429,
      'TOO_MANY_ATTEMPTS',
    ),
  server: () => new ApiFailure('An error occurred', 500, 'INTERNAL_ERROR'),
};

/** A handler that answers with `failure` thrown, as the API client does for an error answer. */
export const failWith = (failure: () => ApiFailure) => () => {
  throw failure();
};

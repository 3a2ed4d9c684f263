import { boolean, literal, nullable, optional, string, type, type Infer } from 'superstruct';
import { SocialProviderInfo } from '../social';
import { answerOf, listOf } from './envelope';

// The answers of the /auth calls beside signing in (domain/auth.ts): registration, verification,
// passwords and social sign-in. Signing out, a reset or a resent mail answer the envelope's `Acknowledged` or `Done`.

/** POST /auth/agent/register and /auth/broker/register: the token that identifies the new registration. */
export const RegisteredResponse = type({
  success: literal(true),
  message: string(),
  registerToken: string(),
  verified: boolean(),
  brokerToken: nullable(string()),
});
export type RegisteredResponse = Infer<typeof RegisteredResponse>;

/** PUT /auth/verify: a token when the verified person can go on at once. */
export const VerifiedResponse = type({ success: literal(true), message: string(), token: optional(nullable(string())) });
export type VerifiedResponse = Infer<typeof VerifiedResponse>;

/** POST /tenants/url: the broker's session token once the brokerage's address is set, and that address. */
export const BrokerUrlSet = type({ token: string(), url: string() });
export type BrokerUrlSet = Infer<typeof BrokerUrlSet>;
export const BrokerUrlSetResponse = answerOf(BrokerUrlSet);
export type BrokerUrlSetResponse = Infer<typeof BrokerUrlSetResponse>;

/** PUT /auth/change-password: the session's new token. */
export const PasswordChangedResponse = type({ success: literal(true), message: string(), token: string() });
export type PasswordChangedResponse = Infer<typeof PasswordChangedResponse>;

/** GET /auth/providers: the social providers this back office is configured for. */
export const SocialProvidersResponse = listOf(SocialProviderInfo);
export type SocialProvidersResponse = Infer<typeof SocialProvidersResponse>;

/** POST /auth/{provider}/signin: the session's token. */
export const SocialSignInResponse = type({ success: literal(true), token: string(), message: optional(string()) });
export type SocialSignInResponse = Infer<typeof SocialSignInResponse>;

/** What a provider told about the person who registers with it, and the token that carries it. */
export const SocialRegistration = type({ email: string(), name: nullable(string()), socialToken: string() });
export type SocialRegistration = Infer<typeof SocialRegistration>;
export const SocialRegistrationResponse = answerOf(SocialRegistration);
export type SocialRegistrationResponse = Infer<typeof SocialRegistrationResponse>;

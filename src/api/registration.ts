import { boolean, literal, nullable, optional, string, type } from 'superstruct';
import type { AgentRegistration, BrokerRegistration } from '../../domain/registration';
import type { ApiClient } from './client';

const Registered = type({
  success: literal(true),
  message: string(),
  registerToken: string(),
  verified: boolean(),
  brokerToken: nullable(string()),
});
const Message = type({ success: literal(true), message: string() });
const Verified = type({ success: literal(true), message: string(), token: optional(nullable(string())) });
const BrokerUrlSet = type({ success: literal(true), data: type({ token: string() }) });

export async function registerAgent(api: ApiClient, details: AgentRegistration, signal?: AbortSignal) {
  return api.request('/auth/agent/register', { method: 'POST', body: { ...details }, signal, response: Registered });
}

export async function registerBroker(api: ApiClient, details: BrokerRegistration, signal?: AbortSignal) {
  return api.request('/auth/broker/register', { method: 'POST', body: { ...details }, signal, response: Registered });
}

/** Sends the verification mail again to the person who just registered (their registration token says who). */
export async function resendVerificationMail(api: ApiClient, registrationToken: string, signal?: AbortSignal) {
  return (await api.request('/auth/resend/mail', { method: 'POST', token: registrationToken, signal, response: Message })).message;
}

export async function resendVerificationTo(api: ApiClient, email: string, signal?: AbortSignal) {
  return (await api.request('/auth/email-verification', { method: 'POST', body: { email }, signal, response: Message })).message;
}

/** A broker's verification answers a token for the next step, choosing the brokerage's address. */
export async function verifyEmail(api: ApiClient, key: string, signal?: AbortSignal) {
  const answer = await api.request('/auth/verify', { method: 'PUT', query: { key }, signal, response: Verified });
  return { brokerToken: answer.token ?? null, message: answer.message };
}

export async function saveBrokerUrl(api: ApiClient, url: string, brokerToken: string, signal?: AbortSignal) {
  const answer = await api.request('/tenants/url', { method: 'POST', body: { url }, token: brokerToken, signal, response: BrokerUrlSet });
  return answer.data.token;
}

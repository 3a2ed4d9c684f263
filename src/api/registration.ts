import { Done } from '../../domain/api';
import { BrokerUrlSetResponse, RegisteredResponse, VerifiedResponse } from '../../domain/api/identity';
import type { AgentRegistration, BrokerRegistration } from '../../domain/registration';
import type { ApiClient } from './client';

export async function registerAgent(api: ApiClient, details: AgentRegistration, signal?: AbortSignal) {
  return api.request('/auth/agent/register', { method: 'POST', body: { ...details }, signal, response: RegisteredResponse });
}

export async function registerBroker(api: ApiClient, details: BrokerRegistration, signal?: AbortSignal) {
  return api.request('/auth/broker/register', { method: 'POST', body: { ...details }, signal, response: RegisteredResponse });
}

/** Sends the verification mail again to the person who just registered (their registration token says who). */
export async function resendVerificationMail(api: ApiClient, registrationToken: string, signal?: AbortSignal) {
  return (await api.request('/auth/resend/mail', { method: 'POST', token: registrationToken, signal, response: Done })).message;
}

export async function resendVerificationTo(api: ApiClient, email: string, signal?: AbortSignal) {
  return (await api.request('/auth/email-verification', { method: 'POST', body: { email }, signal, response: Done })).message;
}

/** A broker's verification answers a token for the next step, choosing the brokerage's address. */
export async function verifyEmail(api: ApiClient, key: string, signal?: AbortSignal) {
  const answer = await api.request('/auth/verify', { method: 'PUT', query: { key }, signal, response: VerifiedResponse });
  return { brokerToken: answer.token ?? null, message: answer.message };
}

export async function saveBrokerUrl(api: ApiClient, url: string, brokerToken: string, signal?: AbortSignal) {
  const answer = await api.request('/tenants/url', {
    method: 'POST',
    body: { url },
    token: brokerToken,
    signal,
    response: BrokerUrlSetResponse,
  });
  return answer.data.token;
}

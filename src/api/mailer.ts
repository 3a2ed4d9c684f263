import { MailConnectionSettingsResponse, MailConnectionTestResponse, OutboxResponse } from '../../domain/api/mail';
import type { OutboxMail } from '../../domain/mail';
import type {
  MailConnectionChange,
  MailConnectionPayload,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../domain/mail-connection';
import type { ApiClient } from './client';

/** GET /mailer/connection-settings: the brokerage's mail server without its password; needs 'Manage Mail Settings'. */
export async function fetchMailConnection(api: ApiClient, signal?: AbortSignal): Promise<MailConnectionSettings> {
  return (await api.request('/mailer/connection-settings', { signal, response: MailConnectionSettingsResponse })).data;
}

/** POST /mailer/save-connection: the first connection. */
export async function saveMailConnection(
  api: ApiClient,
  payload: MailConnectionPayload,
  signal?: AbortSignal,
): Promise<MailConnectionSettings> {
  const body = { ...payload };
  return (await api.request('/mailer/save-connection', { method: 'POST', body, signal, response: MailConnectionSettingsResponse })).data;
}

/** PUT /mailer/modify-connection: a password left out stays as stored. */
export async function modifyMailConnection(
  api: ApiClient,
  change: MailConnectionChange,
  signal?: AbortSignal,
): Promise<MailConnectionSettings> {
  const body = { ...change };
  return (await api.request('/mailer/modify-connection', { method: 'PUT', body, signal, response: MailConnectionSettingsResponse })).data;
}

/** POST /mailer/test-connection: the answer says whether it passed and, if not, why. */
export async function testMailConnection(
  api: ApiClient,
  payload: MailConnectionTestPayload,
  signal?: AbortSignal,
): Promise<MailConnectionTest> {
  const body = { ...payload };
  return (await api.request('/mailer/test-connection', { method: 'POST', body, signal, response: MailConnectionTestResponse })).data;
}

/** GET /mailer/outbox: the brokerage's latest mail, newest first, with how each was delivered. */
export async function fetchRecentMail(api: ApiClient, limit: number, signal?: AbortSignal): Promise<OutboxMail[]> {
  return (await api.request('/mailer/outbox', { query: { limit, page: 1 }, signal, response: OutboxResponse })).data;
}

import { NO_MAIL_CONNECTION, type MailConnectionSettings, type MailConnectionTest } from '../../domain/mail-connection';

// The brokerage's mail server as the screen's stories and tests see it.

export { NO_MAIL_CONNECTION };

/** A saved connection through STARTTLS, its password set, not yet tested. */
export const SAVED_CONNECTION: MailConnectionSettings = {
  ...NO_MAIL_CONNECTION,
  configured: true,
  host: 'smtp.zoho.com',
  port: 587,
  security: 'starttls',
  username: 'office@demo.ng',
  password_set: true,
  sender_name: 'Demo Insurance Brokers',
  sender_address: 'office@demo.ng',
};

/** A test of the saved connection: passed (with the test mail when `sentTo`), or refused as the failure says. */
export function testOutcome(
  passed: boolean,
  message: string,
  failure: MailConnectionTest['failure'] = passed ? null : 'authentication',
  sentTo: string | null = null,
): MailConnectionTest {
  return { passed, failure, message, sent_to: sentTo, saved_connection: true, tested_at: '2026-11-28T09:30:00.000Z' };
}

import { boolean, coerce, enums, integer, nullable, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { optionalEmail, optionalText } from './underwriters';
import { emailAddress, requiredText } from './validation';

// A brokerage's own mail server (issue 20, "Email integration"): its mail leaves through it once
// saved and tested. The password goes in, never out: answers say only whether one is set.

/** How the connection is secured: none, upgraded with STARTTLS, or TLS from the first byte (usually port 465). */
export const MAIL_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = { none: 'None', starttls: 'STARTTLS', tls: 'TLS' };

export const MAIL_SECURITY_RULE = 'Choose None, STARTTLS or TLS';
export const MAIL_PORT_RULE = 'Enter a port from 1 to 65535, e.g. 587';
export const MAIL_HOST_RULE = 'Enter the mail server’s name, e.g. smtp.example.ng';
export const MAIL_PASSWORD_UNREADABLE =
  'The saved password can no longer be read: the server’s secret has changed since it was saved. Enter the password again and save.';

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const mailHost = () =>
  coerce(
    refine(requiredText(253), 'host', (value) => HOST.test(value) || MAIL_HOST_RULE),
    string(),
    (text) => text.trim().toLowerCase(),
  );

const mailPort = () =>
  coerce(
    refine(number(), 'port', (value) => (Number.isInteger(value) && value >= 1 && value <= 65_535) || MAIL_PORT_RULE),
    string(),
    (text) => (text.trim() === '' ? Number.NaN : Number(text)),
  );

// A refinement, not enums(): its failure carries the rule's words to the field.
const mailSecurity = () =>
  refine(
    string(),
    'security',
    (value) => (MAIL_SECURITIES as readonly string[]).includes(value) || MAIL_SECURITY_RULE,
  ) as unknown as Struct<MailSecurity, null>;

const connectionFields = {
  host: mailHost(),
  port: mailPort(),
  security: mailSecurity(),
  /** Blank when the server takes mail without signing in. */
  username: optional(optionalText(254)),
  /** Left out (or blank) on a change, the stored password stays. */
  password: optional(optionalText(500)),
  senderName: requiredText(120),
  senderAddress: coerce(emailAddress(), string(), (text) => text.trim().toLowerCase()),
  replyTo: optional(optionalEmail()),
};

/** POST /mailer/save-connection: the brokerage's first connection. */
export const MailConnectionPayload = type(connectionFields);
export type MailConnectionPayload = Infer<typeof MailConnectionPayload>;

/** PUT /mailer/modify-connection: what changes; a field left out stays as it is. */
export const MailConnectionChange = type({
  host: optional(connectionFields.host),
  port: optional(connectionFields.port),
  security: optional(connectionFields.security),
  username: connectionFields.username,
  password: connectionFields.password,
  senderName: optional(connectionFields.senderName),
  senderAddress: optional(connectionFields.senderAddress),
  replyTo: connectionFields.replyTo,
});
export type MailConnectionChange = Infer<typeof MailConnectionChange>;

/**
 * POST /mailer/test-connection: the settings to try (the form as it stands, its password left out
 * to use the stored one), or none to try the saved connection; `sendToMe` mails the caller a test.
 */
export const MailConnectionTestPayload = type({
  sendToMe: optional(coerce(boolean(), string(), (text) => text === 'true')),
  connection: optional(MailConnectionPayload),
});
export type MailConnectionTestPayload = Infer<typeof MailConnectionTestPayload>;

/** Why a test failed, in the order a connection goes: find the host, connect, secure, sign in, send. */
export const MAIL_TEST_FAILURES = [
  'host_not_found',
  'connection_refused',
  'timed_out',
  'tls',
  'authentication',
  'sending',
  'other',
] as const;
export type MailTestFailure = (typeof MAIL_TEST_FAILURES)[number];

/** GET /mailer/connection-settings: the saved connection, or `configured: false` and nothing else. */
export const MailConnectionSettings = type({
  configured: boolean(),
  host: nullable(string()),
  port: nullable(integer()),
  security: nullable(enums(MAIL_SECURITIES)),
  username: nullable(string()),
  password_set: boolean(),
  sender_name: nullable(string()),
  sender_address: nullable(string()),
  reply_to: nullable(string()),
  /** When the saved settings were last tried, whether that worked and what it said; a change clears them. */
  tested_at: nullable(string()),
  test_passed: nullable(boolean()),
  test_message: nullable(string()),
  /** Mail leaves through this connection: it is saved and its last test passed. */
  in_use: boolean(),
});
export type MailConnectionSettings = Infer<typeof MailConnectionSettings>;

/** The answer for a brokerage that has no mail server of its own (its mail leaves through the office's). */
export const NO_MAIL_CONNECTION: MailConnectionSettings = {
  configured: false,
  host: null,
  port: null,
  security: null,
  username: null,
  password_set: false,
  sender_name: null,
  sender_address: null,
  reply_to: null,
  tested_at: null,
  test_passed: null,
  test_message: null,
  in_use: false,
};

/** POST /mailer/test-connection's answer: the test ran; whether it passed and, if not, why, in words. */
export const MailConnectionTest = type({
  passed: boolean(),
  failure: nullable(enums(MAIL_TEST_FAILURES)),
  message: string(),
  /** Where the test mail went, when one was asked for and sent. */
  sent_to: nullable(string()),
  /** Whether the saved connection was the one tried (its result is then kept with it). */
  saved_connection: boolean(),
  tested_at: string(),
});
export type MailConnectionTest = Infer<typeof MailConnectionTest>;

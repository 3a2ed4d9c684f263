import type { RequestFailure } from '../../domain/api';
import type { OutboxMail } from '../../domain/mail';
import type {
  MailConnectionChange,
  MailConnectionPayload,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
  MailSecurity,
} from '../../domain/mail-connection';

export type {
  MailConnectionChange,
  MailConnectionPayload,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
  OutboxMail,
  RequestFailure,
};

/** The connection as the form holds it: text as typed; a blank password keeps the stored one. */
export interface ConnectionForm {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  password: string;
  senderName: string;
  senderAddress: string;
  replyTo: string;
}

export type ConnectionField = keyof ConnectionForm;

/** What the screen reads first: the saved connection and the brokerage's latest mail. */
export interface MailConnectionLoaded {
  settings: MailConnectionSettings;
  deliveries: OutboxMail[];
}

/** A save: a first connection, or a change to the saved one. */
export type ConnectionSave = { kind: 'save'; payload: MailConnectionPayload } | { kind: 'modify'; change: MailConnectionChange };

export interface MailConnectionContext {
  settings: MailConnectionSettings | null;
  deliveries: OutboxMail[];
  form: ConnectionForm;
  /** Whether a test also mails the admin. */
  sendToMe: boolean;
  fieldErrors: Record<string, string>;
  failure: RequestFailure | null;
  /** The last test's answer, shown until the form changes. */
  test: MailConnectionTest | null;
  /** Said once a save went through. */
  notice: string | null;
}

export type MailConnectionEvent =
  | { type: 'mail.edit'; field: ConnectionField; value: string }
  | { type: 'mail.sendToMe'; value: boolean }
  | { type: 'mail.save' }
  | { type: 'mail.test' }
  | { type: 'mail.retry' };

import { type Infer } from 'superstruct';
import { OutboxMail } from '../mail';
import { MailConnectionSettings, MailConnectionTest } from '../mail-connection';
import { answerOf, pageOf } from './envelope';

// The answers of the brokerage's mail: its own mail server (read, saved, tested) and its outbox.

export const MailConnectionSettingsResponse = answerOf(MailConnectionSettings);
export type MailConnectionSettingsResponse = Infer<typeof MailConnectionSettingsResponse>;
export const MailConnectionTestResponse = answerOf(MailConnectionTest);
export type MailConnectionTestResponse = Infer<typeof MailConnectionTestResponse>;
export const OutboxResponse = pageOf(OutboxMail);
export type OutboxResponse = Infer<typeof OutboxResponse>;

import { type Infer } from 'superstruct';
import { OutboxMail } from '../mail';
import { MailConnectionSettings, MailConnectionTest } from '../mail-connection';
import { MailTemplate, MailTemplateList, MailTemplatePreview } from '../mail-templates';
import { answerOf, pageOf } from './envelope';

// The answers of the brokerage's mail: its own mail server (read, saved, tested), its outbox, and its templates.

export const MailConnectionSettingsResponse = answerOf(MailConnectionSettings);
export type MailConnectionSettingsResponse = Infer<typeof MailConnectionSettingsResponse>;
export const MailConnectionTestResponse = answerOf(MailConnectionTest);
export type MailConnectionTestResponse = Infer<typeof MailConnectionTestResponse>;
export const OutboxResponse = pageOf(OutboxMail);
export type OutboxResponse = Infer<typeof OutboxResponse>;
export const MailTemplateListResponse = answerOf(MailTemplateList);
export type MailTemplateListResponse = Infer<typeof MailTemplateListResponse>;
export const MailTemplateResponse = answerOf(MailTemplate);
export type MailTemplateResponse = Infer<typeof MailTemplateResponse>;
export const MailTemplatePreviewResponse = answerOf(MailTemplatePreview);
export type MailTemplatePreviewResponse = Infer<typeof MailTemplatePreviewResponse>;

import { enums, nullable, string, type, type Infer } from 'superstruct';

/** Kept for want of SMTP, delivered, or refused by the mail server. */
export const OUTBOX_STATUSES = ['kept', 'sent', 'failed'] as const;

/** One mail as the outbox keeps it (GET /mailer/outbox): single-use keys are blanked once delivered. */
export const OutboxMail = type({
  mail_id: string(),
  to: string(),
  subject: string(),
  text: string(),
  html: string(),
  status: enums(OUTBOX_STATUSES),
  error: nullable(string()),
  created_at: string(),
  sent_at: nullable(string()),
});
export type OutboxMail = Infer<typeof OutboxMail>;

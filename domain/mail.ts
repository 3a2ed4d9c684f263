import { enums, integer, nullable, string, type, type Infer } from 'superstruct';

/** Kept for want of SMTP, delivered, or refused by the mail server. */
export const OUTBOX_STATUSES = ['kept', 'sent', 'failed'] as const;

/** Which way a mail went: the brokerage's own server, the server-wide SMTP_URL, or nowhere (kept in the outbox). */
export const MAIL_ROUTES = ['brokerage_smtp', 'server_smtp', 'outbox'] as const;
export type MailRoute = (typeof MAIL_ROUTES)[number];

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
  route: enums(MAIL_ROUTES),
  /** Deliveries tried so far; a failed one is tried again at `next_attempt_at`, none once given up. */
  attempts: integer(),
  next_attempt_at: nullable(string()),
});
export type OutboxMail = Infer<typeof OutboxMail>;

import { outbox } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Single-use keys in the mail. Once delivered they are blanked in the stored copy, so reading the
   * outbox never hands anyone a live link.
   */
  secrets?: string[];
  /** Files sent with the mail (a debit note's PDF); the outbox keeps the mail's text, which names them. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it when SMTP is configured. Never throws on delivery. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  close(): void;
}

export interface MailerOptions {
  database: Pick<DatabaseHandle, 'asTenant' | 'asSystem'>;
  smtpUrl: string | null;
  from: string;
  log?: (error: unknown) => void;
  /** Told of each mail kept for want of SMTP, so that someone trying the app locally can follow its links. */
  onKept?: (mail: OutgoingMail) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded by the first mail to deliver, not by every start.
  let transport: Promise<Transporter> | undefined;
  const transportOf = (url: string) => (transport ??= import('nodemailer').then(({ default: mail }) => mail.createTransport(url)));
  const record = async (mail: OutgoingMail, outcome: { status: 'kept' | 'sent' | 'failed'; sentAt?: Date; error?: string }) => {
    const row = { ...fields(mail), ...outcome };
    const { database } = options;
    await (mail.tenantId
      ? database.asTenant(mail.tenantId, (tx) => tx.insert(outbox).values(row))
      : database.asSystem((tx) => tx.insert(outbox).values(row)));
  };
  return {
    async send(mail) {
      if (!smtpUrl) {
        await record(mail, { status: 'kept' });
        options.onKept?.(mail);
        return { delivered: false };
      }
      try {
        await (
          await transportOf(smtpUrl)
        ).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
        await record(withoutSecrets(mail), { status: 'sent', sentAt: new Date() });
        return { delivered: true };
      } catch (error) {
        options.log?.(error);
        await record(withoutSecrets(mail), { status: 'failed', error: (error as Error).message });
        return { delivered: false };
      }
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

const HIDDEN = '[hidden]';

function withoutSecrets(mail: OutgoingMail): OutgoingMail {
  let { text, html } = mail;
  for (const secret of mail.secrets ?? []) {
    for (const form of [secret, encodeURIComponent(secret)]) {
      text = text.split(form).join(HIDDEN);
      html = html.split(form).join(HIDDEN);
    }
  }
  return { ...mail, text, html };
}

function fields(mail: OutgoingMail) {
  return { tenantId: mail.tenantId, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
}

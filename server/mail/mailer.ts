import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Single-use keys in the mail. Once delivered they are blanked in the stored copy, so reading the outbox never hands anyone a live link. */
  secrets?: string[];
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it when SMTP is configured. Never throws on delivery. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | null;
  from: string;
  log?: (error: unknown) => void;
  /** Told of each mail kept for want of SMTP, so that someone trying the app locally can follow its links. */
  onKept?: (mail: OutgoingMail) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        await options.db.insert(outbox).values({ ...fields(mail), status: 'kept' });
        options.onKept?.(mail);
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await options.db.insert(outbox).values({ ...fields(withoutSecrets(mail)), status: 'sent', sentAt: new Date() });
        return { delivered: true };
      } catch (error) {
        options.log?.(error);
        await options.db.insert(outbox).values({ ...fields(withoutSecrets(mail)), status: 'failed', error: (error as Error).message });
        return { delivered: false };
      }
    },
    close: () => transport?.close(),
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

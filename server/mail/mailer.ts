import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it when SMTP is configured. Never throws on delivery. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  close(): void;
}

export function createMailer(options: { db: Database; smtpUrl: string | null; from: string; log?: (error: unknown) => void }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        await options.db.insert(outbox).values({ ...fields(mail), status: 'kept' });
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await options.db.insert(outbox).values({ ...fields(mail), status: 'sent', sentAt: new Date() });
        return { delivered: true };
      } catch (error) {
        options.log?.(error);
        await options.db.insert(outbox).values({ ...fields(mail), status: 'failed', error: (error as Error).message });
        return { delivered: false };
      }
    },
    close: () => transport?.close(),
  };
}

function fields(mail: OutgoingMail) {
  return { tenantId: mail.tenantId, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
}

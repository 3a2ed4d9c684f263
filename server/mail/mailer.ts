import { outbox } from '../db/schema';
import { afterFailure, claimDueRetries, settleRetry } from './delivery-retry';
import { savedConnection, settingsOf } from './mail-connection';
import { outboxFields, withoutSecrets, type OutgoingMail } from './outgoing-mail';
import { describeSmtpFailure, openTransport, transportOptions } from './smtp';
import type { MailRoute } from '../../domain/mail';
import type { Config } from '../config';
import type { DatabaseHandle, Transaction } from '../db/client';
import type { SendMailOptions, Transporter } from 'nodemailer';

export type { OutgoingMail } from './outgoing-mail';

export interface Mailer {
  /** Records the mail in the outbox and delivers it when a mail server is set up. Never throws on delivery. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  /** Tries again the failed deliveries due by `now`, each by one process only (see delivery-retry.ts). */
  retryDue(now: Date): Promise<{ tried: number; delivered: number }>;
  close(): void;
}

export interface MailerOptions {
  database: Pick<DatabaseHandle, 'asTenant' | 'asSystem'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'sessionSecret' | 'smtpTimeoutMs'>;
  log?: (error: unknown) => void;
  /** Told of each mail kept for want of SMTP, so that someone trying the app locally can follow its links. */
  onKept?: (mail: OutgoingMail) => void;
}

/** Where a mail leaves from: the brokerage's own tested connection, else SMTP_URL; none keeps it in the outbox. */
interface Way {
  route: MailRoute;
  /** Who the failure messages name. */
  server: string;
  send(message: SendMailOptions): Promise<unknown>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { database, config } = options;
  let serverTransport: Promise<Transporter> | undefined;

  async function wayFor(tenantId: string | null): Promise<Way | null> {
    const own = tenantId ? await database.asTenant(tenantId, (tx) => savedConnection(tx, tenantId)) : undefined;
    if (own?.testPassed) {
      return {
        route: 'brokerage_smtp',
        server: own.host,
        async send(message) {
          const transport = await openTransport(transportOptions(settingsOf(config, own), config.smtpTimeoutMs));
          try {
            const from = { name: own.senderName, address: own.senderAddress };
            return await transport.sendMail({ from, replyTo: own.replyTo ?? undefined, ...message });
          } finally {
            transport.close();
          }
        },
      };
    }
    const { smtpUrl } = config;
    if (!smtpUrl) return null;
    return {
      route: 'server_smtp',
      server: 'The mail server',
      send: async (message) => (await (serverTransport ??= openTransport(smtpUrl))).sendMail({ from: config.mailFrom, ...message }),
    };
  }

  const write = (tenantId: string | null, work: (tx: Transaction) => Promise<unknown>) =>
    tenantId ? database.asTenant(tenantId, work) : database.asSystem(work);

  /** Sends through `way`; answers why it failed, or null once delivered. */
  async function attempt(way: Way, mail: OutgoingMail): Promise<string | null> {
    try {
      await way.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      return null;
    } catch (error) {
      options.log?.(error);
      const { message } = describeSmtpFailure(error, way.server);
      const said = (error as Error).message;
      return said && !message.includes(said) ? `${message} (${said})` : message;
    }
  }

  return {
    async send(mail) {
      const way = await wayFor(mail.tenantId);
      if (!way) {
        await write(mail.tenantId, (tx) => tx.insert(outbox).values({ ...outboxFields(mail), status: 'kept', route: 'outbox' }));
        options.onKept?.(mail);
        return { delivered: false };
      }
      const failure = await attempt(way, mail);
      const now = new Date();
      const outcome = failure ? afterFailure(config, 1, now, mail, failure) : { status: 'sent' as const, sentAt: now };
      await write(mail.tenantId, (tx) => tx.insert(outbox).values({ ...outboxFields(withoutSecrets(mail)), route: way.route, ...outcome }));
      return { delivered: failure === null };
    },
    async retryDue(now) {
      const due = await claimDueRetries(database, config, now);
      let delivered = 0;
      for (const retry of due) {
        const way = await wayFor(retry.mail.tenantId);
        const failure = way ? await attempt(way, retry.mail) : 'No mail server is set up any more: the mail waits for one';
        if (failure === null) delivered += 1;
        await settleRetry(database, config, retry, way?.route ?? retry.row.route, failure, now);
      }
      return { tried: due.length, delivered };
    },
    close: () => void serverTransport?.then((open) => open.close()),
  };
}

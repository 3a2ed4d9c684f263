import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { invalidInput } from '../http/errors';
import { composeMail } from './compose';
import { emailOf, recordTest, sameWayIn, savedConnection, settingsOf } from './mail-connection';
import { tryConnection, type SmtpSettings } from './smtp';
import type { MailConnectionPayload, MailConnectionTest, MailConnectionTestPayload } from '../../domain/mail-connection';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';

const NOTHING_TO_TEST = 'Enter the connection to test, or save one first';

/**
 * Tries the settings in the body (a password left out is the stored one) or else the saved
 * connection: connects, signs in and, when asked, mails the caller. No transaction stays open while
 * the mail server is talked to; the outcome is kept with the saved connection when that is what was tried.
 */
export async function testMailConnection(
  ctx: AppContext,
  session: SessionUser,
  body: MailConnectionTestPayload,
): Promise<MailConnectionTest> {
  const { saved, caller, testMail } = await ctx.database.asTenant(session.tenantId, async (tx) => {
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, session.tenantId));
    return {
      saved: await savedConnection(tx, session.tenantId),
      caller: await emailOf(tx, session.userId),
      testMail: await composeMail(tx, session.tenantId, 'connection_test', { brokerage_name: tenant?.name ?? '' }),
    };
  });
  const savedWayIn = saved ? settingsOf(ctx.config, saved) : null;
  const form: MailConnectionPayload | null =
    body.connection ??
    (saved
      ? {
          host: saved.host,
          port: saved.port,
          security: saved.security,
          username: saved.username,
          senderName: saved.senderName,
          senderAddress: saved.senderAddress,
          replyTo: saved.replyTo,
        }
      : null);
  if (!form) throw invalidInput([{ field: 'connection', message: NOTHING_TO_TEST }], NOTHING_TO_TEST);
  const username = form.username ?? null;
  const wayIn: SmtpSettings = {
    host: form.host,
    port: form.port,
    security: form.security,
    username,
    password: username ? (form.password ?? savedWayIn?.password ?? null) : null,
  };
  const failed = await tryConnection(
    wayIn,
    ctx.config.smtpTimeoutMs,
    body.sendToMe
      ? {
          from: { name: form.senderName, address: form.senderAddress },
          replyTo: form.replyTo ?? undefined,
          to: caller,
          ...testMail,
        }
      : undefined,
  );
  const signedIn = username ? ' and signed in' : '';
  const outcome: MailConnectionTest = {
    passed: failed === null,
    failure: failed?.failure ?? null,
    message:
      failed?.message ??
      (body.sendToMe
        ? `Connected to ${wayIn.host}${signedIn}, and sent a test mail to ${caller}.`
        : `Connected to ${wayIn.host}${signedIn}.`),
    sent_to: failed === null && body.sendToMe ? caller : null,
    saved_connection: savedWayIn !== null && sameWayIn(wayIn, savedWayIn),
    tested_at: new Date().toISOString(),
  };
  if (saved && outcome.saved_connection) await ctx.database.asTenant(session.tenantId, (tx) => recordTest(tx, saved, outcome));
  return outcome;
}

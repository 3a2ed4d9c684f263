import { and, eq, sql } from 'drizzle-orm';
import { MAIL_PASSWORD_UNREADABLE, NO_MAIL_CONNECTION } from '../../domain/mail-connection';
import { mailConnections, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { secretBox } from './secret-box';
import type { MailConnectionChange, MailConnectionPayload, MailConnectionSettings, MailConnectionTest } from '../../domain/mail-connection';
import type { Config } from '../config';
import type { Transaction } from '../db/client';
import type { SmtpSettings } from './smtp';

type Connection = typeof mailConnections.$inferSelect;

/** The sealed password's key is the server's secret, for this purpose only. */
export const passwordBox = (config: Pick<Config, 'sessionSecret'>) => secretBox(config.sessionSecret, 'brokerage-mail-password');

export function presentConnection(row: Connection | undefined): MailConnectionSettings {
  if (!row) return NO_MAIL_CONNECTION;
  return {
    configured: true,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password_set: row.sealedPassword !== null,
    sender_name: row.senderName,
    sender_address: row.senderAddress,
    reply_to: row.replyTo,
    tested_at: row.testedAt?.toISOString() ?? null,
    test_passed: row.testPassed,
    test_message: row.testMessage,
    in_use: row.testPassed === true,
  };
}

export async function savedConnection(tx: Transaction, tenantId: string, lock = false): Promise<Connection | undefined> {
  const query = tx.select().from(mailConnections).where(eq(mailConnections.tenantId, tenantId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function saveConnection(
  config: Pick<Config, 'sessionSecret'>,
  tx: Transaction,
  tenantId: string,
  payload: MailConnectionPayload,
): Promise<MailConnectionSettings> {
  const { host, port, security, senderName, senderAddress } = payload;
  const username = payload.username ?? null;
  const [row] = await tx
    .insert(mailConnections)
    .values({
      tenantId,
      host,
      port,
      security,
      username,
      sealedPassword: username && payload.password ? passwordBox(config).seal(payload.password) : null,
      senderName,
      senderAddress,
      replyTo: payload.replyTo ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This brokerage already has a mail connection: change it instead of saving a new one');
  return presentConnection(row);
}

/** Changes what the payload carries; a password left out stays, and a change to how to connect clears the last test. */
export async function modifyConnection(
  config: Pick<Config, 'sessionSecret'>,
  tx: Transaction,
  tenantId: string,
  change: MailConnectionChange,
): Promise<MailConnectionSettings> {
  const current = await savedConnection(tx, tenantId, true);
  if (!current) throw notFound('Mail connection');
  const username = change.username === undefined ? current.username : change.username;
  const sealedPassword = !username ? null : change.password ? passwordBox(config).seal(change.password) : current.sealedPassword;
  const next = {
    host: change.host ?? current.host,
    port: change.port ?? current.port,
    security: change.security ?? current.security,
    username,
    sealedPassword,
    senderName: change.senderName ?? current.senderName,
    senderAddress: change.senderAddress ?? current.senderAddress,
    replyTo: change.replyTo === undefined ? current.replyTo : change.replyTo,
  };
  const reconnects =
    next.host !== current.host ||
    next.port !== current.port ||
    next.security !== current.security ||
    next.username !== current.username ||
    next.sealedPassword !== current.sealedPassword;
  const untested = reconnects ? { testedAt: null, testPassed: null, testMessage: null } : {};
  const [row] = await tx
    .update(mailConnections)
    .set({ ...next, ...untested, updatedAt: new Date() })
    .where(eq(mailConnections.tenantId, tenantId))
    .returning();
  return presentConnection(row);
}

/** The saved connection's way in, its password opened; a password sealed under another secret is a 409 saying what to do. */
export function settingsOf(config: Pick<Config, 'sessionSecret'>, row: Connection): SmtpSettings {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.sealedPassword ? openPassword(config, row.sealedPassword) : null,
  };
}

function openPassword(config: Pick<Config, 'sessionSecret'>, sealed: string): string {
  try {
    return passwordBox(config).open(sealed);
  } catch {
    throw conflict(MAIL_PASSWORD_UNREADABLE);
  }
}

export const sameWayIn = (a: SmtpSettings, b: SmtpSettings) =>
  a.host === b.host && a.port === b.port && a.security === b.security && a.username === b.username && a.password === b.password;

/** Keeps a test's outcome with the saved connection, unless it changed meanwhile (then the test was of other settings). */
export async function recordTest(tx: Transaction, row: Connection, outcome: MailConnectionTest): Promise<void> {
  await tx
    .update(mailConnections)
    .set({ testedAt: new Date(outcome.tested_at), testPassed: outcome.passed, testMessage: outcome.message })
    // Compared to the millisecond: that is all a JavaScript Date read back from the row keeps.
    .where(
      and(eq(mailConnections.tenantId, row.tenantId), sql`date_trunc('milliseconds', ${mailConnections.updatedAt}) = ${row.updatedAt}`),
    );
}

export async function emailOf(tx: Transaction, userId: string): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return user.email;
}

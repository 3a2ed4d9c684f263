import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { secretBox } from './secret-box';
import type { MailRoute } from '../../domain/mail';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { OutgoingMail } from './outgoing-mail';

// A failed delivery is tried again later, further apart each time, then given up. Until then the
// whole mail (its single-use keys and files included) waits sealed beside the blanked copy admins read.

/** Minutes to wait after the first, second, ... failed try; after the last, the mail is given up. */
const BACK_OFF_MINUTES = [1, 5, 30, 120, 720];
export const MAX_DELIVERY_ATTEMPTS = BACK_OFF_MINUTES.length + 1;
/** How long a process holds the retries it claimed before another may take them (it stopped mid-way). */
const LEASE_MS = 10 * 60_000;
const BATCH = 20;

type Row = typeof outbox.$inferSelect;
type Secret = Pick<Config, 'sessionSecret'>;

const retryBox = (config: Secret) => secretBox(config.sessionSecret, 'mail-awaiting-retry');

/** When to try again after `attemptsMade` tries failed; null once given up. */
export function nextAttemptAfter(attemptsMade: number, now: Date): Date | null {
  const minutes = BACK_OFF_MINUTES[attemptsMade - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

export function sealRetry(config: Secret, mail: OutgoingMail): string {
  const attachments = mail.attachments?.map((file) => ({ ...file, content: file.content.toString('base64') }));
  return retryBox(config).seal(JSON.stringify({ ...mail, attachments }));
}

function openRetry(config: Secret, sealed: string): OutgoingMail {
  const mail = JSON.parse(retryBox(config).open(sealed)) as Omit<OutgoingMail, 'attachments'> & {
    attachments?: { filename: string; contentType: string; content: string }[];
  };
  return { ...mail, attachments: mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })) };
}

/** A failed try's columns: its next try with the mail sealed for it, or nothing kept once given up. */
export function afterFailure(config: Secret, attemptsMade: number, now: Date, mail: OutgoingMail, error: string) {
  const nextAttemptAt = nextAttemptAfter(attemptsMade, now);
  return { status: 'failed' as const, error, nextAttemptAt, sealedRetry: nextAttemptAt ? sealRetry(config, mail) : null };
}

/** Claims the retries due by `now` (each by one process only, rows another holds are skipped) and opens their mail. */
export async function claimDueRetries(
  database: Pick<DatabaseHandle, 'asSystem'>,
  config: Secret,
  now: Date,
): Promise<{ row: Row; mail: OutgoingMail }[]> {
  return database.asSystem(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(and(isNotNull(outbox.sealedRetry), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const leased = new Date(now.getTime() + LEASE_MS);
    await tx
      .update(outbox)
      .set({ nextAttemptAt: leased })
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({ row, mail: openRetry(config, row.sealedRetry!) }));
  });
}

/** Writes down how a retry went: delivered, or failed again and due later, or given up. */
export async function settleRetry(
  database: Pick<DatabaseHandle, 'asSystem'>,
  config: Secret,
  retry: { row: Row; mail: OutgoingMail },
  route: MailRoute,
  failure: string | null,
  now: Date,
): Promise<void> {
  const attempts = retry.row.attempts + 1;
  const outcome =
    failure === null
      ? { status: 'sent' as const, sentAt: new Date(), error: null, nextAttemptAt: null, sealedRetry: null }
      : afterFailure(config, attempts, now, retry.mail, failure);
  await database.asSystem((tx) =>
    tx
      .update(outbox)
      .set({ attempts, route, ...outcome })
      .where(eq(outbox.id, retry.row.id)),
  );
}

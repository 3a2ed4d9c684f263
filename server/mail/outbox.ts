import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { OutboxMail } from '../../domain/mail';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

/** The brokerage's mail as the outbox keeps it, newest first. */
export async function listOutbox(tx: Transaction, tenantId: string, paging: Paging): Promise<{ data: OutboxMail[]; total: number }> {
  const mine = eq(outbox.tenantId, tenantId);
  const [rows, total] = await Promise.all([
    tx.select().from(outbox).where(mine).orderBy(desc(outbox.createdAt)).limit(paging.limit).offset(paging.offset),
    tx.$count(outbox, mine),
  ]);
  const data = rows.map((mail) => ({
    mail_id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    status: mail.status,
    error: mail.error,
    created_at: mail.createdAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
    route: mail.route,
    attempts: mail.attempts,
    next_attempt_at: mail.nextAttemptAt?.toISOString() ?? null,
  }));
  return { data, total };
}

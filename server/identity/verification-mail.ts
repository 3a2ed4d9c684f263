import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { issueKey } from '../access/user-keys';
import { users } from '../db/schema';
import { tooManyAttempts } from '../http/errors';
import { composeMailFor } from '../mail/compose';
import type { MailContent } from '../../domain/mail-templates';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

const RESEND_GAP_MS = 60_000;

type MailedUser = { id: string; tenantId: string; email: string; firstName: string; username: string; verificationSentAt: Date | null };

/** Refuses a new verification mail within a minute of the last one: inboxes are slow, not empty. */
export function assertCanResend(user: Pick<MailedUser, 'verificationSentAt'>, now = new Date()): void {
  const last = user.verificationSentAt?.getTime() ?? 0;
  const wait = Math.ceil((last + RESEND_GAP_MS - now.getTime()) / 1000);
  if (wait > 0) {
    throw tooManyAttempts(`A verification email was sent less than a minute ago. Check your inbox, or try again in ${wait} seconds.`, wait);
  }
}

/** What a mail carrying the verification link says; an invitation says more than a plain verification. */
export type VerificationComposer = (url: string) => Promise<MailContent & { secrets?: string[] }>;

/** Issues the single-use key inside the caller's transaction and answers a function that mails it after commit. */
export async function prepareVerificationMail(
  ctx: AppContext,
  db: Database,
  user: MailedUser,
  compose: VerificationComposer = (url) =>
    composeMailFor(ctx, user.tenantId, 'verification', { user_name: user.firstName || user.username, link: url }),
): Promise<() => Promise<void>> {
  // Claims the minute atomically: of two requests racing past assertCanResend, only one updates the row.
  const [claimed] = await db
    .update(users)
    .set({ verificationSentAt: sql`now()` })
    .where(
      and(
        eq(users.id, user.id),
        or(isNull(users.verificationSentAt), lt(users.verificationSentAt, sql`now() - make_interval(secs => ${RESEND_GAP_MS / 1000})`)),
      ),
    )
    .returning({ id: users.id });
  if (!claimed)
    throw tooManyAttempts(
      'A verification email was sent less than a minute ago. Check your inbox, or try again in a minute.',
      RESEND_GAP_MS / 1000,
    );
  const key = await issueKey(db, user, 'verify-email');
  const url = `${ctx.config.publicUrl}/verify?key=${encodeURIComponent(key)}`;
  return async () => {
    const { secrets = [], ...mail } = await compose(url);
    await ctx.mailer.send({ tenantId: user.tenantId, to: user.email, ...mail, secrets: [key, ...secrets] });
  };
}

import { and, eq, inArray, lte } from 'drizzle-orm';
import { DEFAULT_SIGNATURE_SETTINGS, reminderDue } from '../../domain/signing';
import { signatureSettings, signingRequests, tenants } from '../db/schema';
import { hourOf, oncePerPeriod } from '../jobs/once';
import { announce, mailSigningLink, newLinkKey, type SigningRow } from './requests';
import type { AppContext } from '../context';

/**
 * Hourly, in one process: requests past their expiry are written down as expired, and unsigned ones
 * whose reminder interval has passed since the last mail get a reminder with a fresh link (only the
 * key's hash is kept, so a reminder cannot repeat the first link). Mail leaves after the commit.
 */
export async function runSigningReminders(ctx: AppContext, now = new Date()): Promise<{ expired: number; reminded: number }> {
  const expired: SigningRow[] = [];
  const reminders: { row: SigningRow; key: string; brokerageName: string; mailText: string }[] = [];
  await oncePerPeriod(ctx.database, 'signing-requests', hourOf(now), async (tx) => {
    expired.push(
      ...(await tx
        .update(signingRequests)
        .set({ status: 'expired', updatedAt: now })
        .where(and(inArray(signingRequests.status, ['sent', 'opened']), lte(signingRequests.expiresAt, now)))
        .returning()),
    );
    const open = await tx
      .select({ request: signingRequests, settings: signatureSettings, brokerageName: tenants.name })
      .from(signingRequests)
      .innerJoin(tenants, eq(tenants.id, signingRequests.tenantId))
      .leftJoin(signatureSettings, eq(signatureSettings.tenantId, signingRequests.tenantId))
      .where(inArray(signingRequests.status, ['sent', 'opened']))
      .for('update', { of: signingRequests });
    for (const { request, settings, brokerageName } of open) {
      const interval = settings?.reminderIntervalHours ?? DEFAULT_SIGNATURE_SETTINGS.reminder_interval_hours;
      if (!reminderDue(request.remindedAt ?? request.sentAt, interval, now)) continue;
      const link = newLinkKey();
      const [reminded] = await tx
        .update(signingRequests)
        .set({ keyHash: link.keyHash, remindedAt: now, updatedAt: now })
        .where(eq(signingRequests.id, request.id))
        .returning();
      reminders.push({
        row: reminded!,
        key: link.key,
        brokerageName,
        mailText: settings?.mailText ?? DEFAULT_SIGNATURE_SETTINGS.mail_text,
      });
    }
    return `${expired.length} expired, ${reminders.length} reminded`;
  });
  for (const row of expired) announce(ctx, row, 'expired');
  for (const reminder of reminders)
    await mailSigningLink(ctx, reminder.row, reminder.key, {
      kind: 'signing_reminder',
      brokerageName: reminder.brokerageName,
      mailText: reminder.mailText,
    });
  return { expired: expired.length, reminded: reminders.length };
}

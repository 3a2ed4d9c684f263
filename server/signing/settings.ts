import { eq } from 'drizzle-orm';
import { DEFAULT_SIGNATURE_SETTINGS, type SignatureSettings, type SignatureSettingsPayload } from '../../domain/signing';
import { signatureSettings } from '../db/schema';
import type { Transaction } from '../db/client';

/** The brokerage's signing settings, or the defaults until an admin saves some. */
export async function signingSettingsOf(tx: Transaction, tenantId: string): Promise<SignatureSettings> {
  const [row] = await tx.select().from(signatureSettings).where(eq(signatureSettings.tenantId, tenantId));
  if (!row) return DEFAULT_SIGNATURE_SETTINGS;
  return {
    sender_permission: row.senderPermission,
    link_lifetime_hours: row.linkLifetimeHours,
    reminder_interval_hours: row.reminderIntervalHours,
    mail_text: row.mailText,
  };
}

/** PUT /signature-settings: saved whole; requests already sent keep the expiry they were sent with. */
export async function saveSigningSettings(
  tx: Transaction,
  tenantId: string,
  payload: SignatureSettingsPayload,
): Promise<SignatureSettings> {
  const values = {
    senderPermission: payload.senderPermission,
    linkLifetimeHours: payload.linkLifetimeHours,
    reminderIntervalHours: payload.reminderIntervalHours,
    mailText: payload.mailText.trim(),
    updatedAt: new Date(),
  };
  await tx
    .insert(signatureSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: signatureSettings.tenantId, set: values });
  return signingSettingsOf(tx, tenantId);
}

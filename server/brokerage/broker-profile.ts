import { and, eq } from 'drizzle-orm';
import { lgas, states, storedFiles, tenants } from '../db/schema';
import { storageOf } from '../files/storage';
import { checkReceivedFile, downloadUrl, withStoredFile, type ReceivedForm } from '../files/uploads';
import { invalidInput, notFound } from '../http/errors';
import { nextPlace, placeProblems } from '../reference/places';
import type { BrokerProfile, BrokerProfilePayload } from '../../domain/brokerage';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

const LOGO_KINDS = ['png', 'jpeg'] as const;

export async function readBrokerProfile(tx: Transaction, tenantId: string): Promise<BrokerProfile> {
  const [row] = await tx
    .select({ tenant: tenants, stateName: states.name, lgaName: lgas.name })
    .from(tenants)
    .leftJoin(states, eq(states.id, tenants.stateId))
    .leftJoin(lgas, eq(lgas.id, tenants.lgaId))
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Brokerage');
  const { tenant } = row;
  return {
    broker_id: tenant.id,
    name: tenant.name,
    url: tenant.url,
    email: tenant.email,
    phone: tenant.phone,
    rc_number: tenant.rcNumber,
    naicom_license_number: tenant.naicomLicenseNumber,
    address: tenant.address,
    city: tenant.city,
    state_id: tenant.stateId,
    state_name: row.stateName,
    lga_id: tenant.lgaId,
    lga_name: row.lgaName,
    website: tenant.website,
    tin: tenant.tin,
    logo_file: tenant.logoFile,
    logo_url: tenant.logoFile ? downloadUrl(tenant.logoFile) : null,
    quote_validity_days: tenant.quoteValidityDays,
    renewal_reminder_days: tenant.renewalReminderDays,
  };
}

/** Changes what the payload carries; a field left out stays as it is. */
export async function updateBrokerProfile(tx: Transaction, tenantId: string, payload: BrokerProfilePayload): Promise<BrokerProfile> {
  const [current] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!current) throw notFound('Brokerage');
  const place = nextPlace(current, payload);
  const problems = await placeProblems(tx, place);
  if (problems.length > 0) throw invalidInput(problems);
  // Named one by one: a body may carry other keys (url, logoFile...) that must never reach the row.
  const { name, email, phone, rcNumber, naicomLicenseNumber, address, city, website, tin } = payload;
  const { quoteValidityDays, renewalReminderDays } = payload;
  await tx
    .update(tenants)
    .set({
      name,
      email,
      phone,
      rcNumber,
      naicomLicenseNumber,
      address,
      city,
      website,
      tin,
      quoteValidityDays,
      renewalReminderDays,
      ...place,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenantId));
  return readBrokerProfile(tx, tenantId);
}

/**
 * Checks the uploaded logo (PNG or JPEG), stores it and points the brokerage at it in one
 * transaction; the logo it replaces is removed once that is committed.
 */
export async function uploadLogo(ctx: AppContext, owner: { tenantId: string; userId: string }, file: ReceivedForm['file']) {
  const kind = checkReceivedFile(file, LOGO_KINDS);
  const { uploaded, replaced } = await withStoredFile(ctx, owner, { ...file!, kind }, 'logo', async (tx, uploaded) => ({
    uploaded,
    replaced: await replaceLogo(tx, owner.tenantId, uploaded.stored_name),
  }));
  if (replaced)
    await storageOf(ctx)
      .remove({ tenantId: owner.tenantId, name: replaced })
      .catch(() => {});
  return uploaded;
}

/** Points the logo at a newly stored image; answers the replaced file's name so its bytes can go once this commits. */
async function replaceLogo(tx: Transaction, tenantId: string, storedName: string): Promise<string | null> {
  const [current] = await tx.select({ logoFile: tenants.logoFile }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!current) throw notFound('Brokerage');
  await tx.update(tenants).set({ logoFile: storedName, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
  if (!current.logoFile) return null;
  await tx.delete(storedFiles).where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.storedName, current.logoFile)));
  return current.logoFile;
}

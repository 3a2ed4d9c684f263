import { and, eq } from 'drizzle-orm';
import { nubanCheckDigit } from '../../domain/banks';
import { banks, branches, lgas, premiumAccounts, signatories, states, tenants, userBranches } from '../db/schema';
import type { Database } from '../db/client';

async function place(db: Database, stateCode: string, lgaName: string) {
  const [row] = await db
    .select({ stateId: states.id, lgaId: lgas.id })
    .from(states)
    .innerJoin(lgas, eq(lgas.stateId, states.id))
    .where(and(eq(states.code, stateCode), eq(lgas.name, lgaName)));
  return row ?? { stateId: null, lgaId: null };
}

/** The demo brokerage's address, two offices, a premium account with a valid NUBAN, and its signatory. */
export async function seedDemoOffices(db: Database, tenantId: string, userIds: string[]): Promise<void> {
  const lagos = await place(db, 'LA', 'Eti-Osa');
  const abuja = await place(db, 'FC', 'Municipal Area Council');
  await db
    .update(tenants)
    .set({
      address: '12 Adeola Odeku Street',
      city: 'Victoria Island',
      ...lagos,
      website: 'https://demo.ng',
      naicomLicenseNumber: 'NAICOM/IB/0000',
    })
    .where(eq(tenants.id, tenantId));
  const [headOffice] = await db
    .insert(branches)
    .values({
      tenantId,
      name: 'Head Office',
      address: '12 Adeola Odeku Street',
      city: 'Victoria Island',
      ...lagos,
      phone: '+2348012345678',
      isHeadOffice: true,
    })
    .returning({ id: branches.id });
  await db.insert(branches).values({ tenantId, name: 'Abuja Office', address: '5 Aminu Kano Crescent, Wuse II', city: 'Abuja', ...abuja });
  await db.insert(userBranches).values(userIds.map((userId) => ({ tenantId, userId, branchId: headOffice!.id })));
  const [zenith] = await db.select({ id: banks.id, code: banks.code }).from(banks).where(eq(banks.code, '057'));
  if (zenith) {
    const serial = '101234567';
    await db.insert(premiumAccounts).values({
      tenantId,
      bankId: zenith.id,
      accountNumber: `${serial}${nubanCheckDigit(zenith.code, serial)}`,
      accountName: 'Demo Insurance Brokers Ltd - Premium Account',
      branchId: headOffice!.id,
    });
  }
  await db.insert(signatories).values({ tenantId, name: 'Adaeze Okafor', designation: 'Managing Director', email: 'admin@demo.ng' });
}

import { eq } from 'drizzle-orm';
import { seedRuns } from '../db/schema';
import { rebuildPositionsEverywhere } from '../invoices/positions';
import { ensureBooksEverywhere } from '../ledger';
import { ensureDefaultRolesEverywhere, seedPermissionCatalogue } from './access-catalogue';
import { seedBanks } from './banks';
import { seedDemoBrokerage } from './demo-brokerage';
import { seedInsuranceProviders } from './insurance-providers';
import { seedSubscriptionPlans } from './plans';
import { seedReferenceData } from './reference-data';
import { seedFingerprint } from './seed-version';
import type { Database } from '../db/client';

/**
 * Brings the shared data in line with this version: reference data, insurers, banks, plans, the
 * permission catalogue, and the default roles, books, client accounts and premium positions of brokerages made
 * before those existed.
 * Each step is safe to repeat; once all have run the version is recorded, and a start that finds
 * it recorded skips them. Answers whether it seeded.
 */
export async function seedSharedData(owner: Database): Promise<boolean> {
  const fingerprint = seedFingerprint();
  const [done] = await owner.select({ at: seedRuns.seededAt }).from(seedRuns).where(eq(seedRuns.fingerprint, fingerprint));
  if (done) return false;
  await seedReferenceData(owner);
  await seedInsuranceProviders(owner);
  await seedBanks(owner);
  await seedSubscriptionPlans(owner);
  await seedPermissionCatalogue(owner);
  await ensureDefaultRolesEverywhere(owner);
  await ensureBooksEverywhere(owner);
  await rebuildPositionsEverywhere(owner);
  await owner.insert(seedRuns).values({ fingerprint }).onConflictDoNothing();
  return true;
}

/**
 * What every start does after migrating: shared data in place, then the demo brokerage when wanted.
 * Answers whether the demo was created now.
 */
export async function prepareDatabase(owner: Database, options: { seedDemo: boolean }): Promise<{ demoCreated: boolean }> {
  await seedSharedData(owner);
  const demoCreated = options.seedDemo ? await seedDemoBrokerage(owner) : false;
  return { demoCreated };
}

import { ensureBooksEverywhere } from '../ledger';
import { ensureDefaultRolesEverywhere, seedPermissionCatalogue } from './access-catalogue';
import { seedBanks } from './banks';
import { seedDemoBrokerage } from './demo-brokerage';
import { seedInsuranceProviders } from './insurance-providers';
import { seedSubscriptionPlans } from './plans';
import { seedReferenceData } from './reference-data';
import type { Database } from '../db/client';

/**
 * What every start does after migrating: shared data in place, then the demo brokerage when wanted.
 * Answers whether the demo was created now.
 */
export async function prepareDatabase(owner: Database, options: { seedDemo: boolean }): Promise<{ demoCreated: boolean }> {
  await seedReferenceData(owner);
  await seedInsuranceProviders(owner);
  await seedBanks(owner);
  await seedSubscriptionPlans(owner);
  await seedPermissionCatalogue(owner);
  await ensureDefaultRolesEverywhere(owner);
  const demoCreated = options.seedDemo ? await seedDemoBrokerage(owner) : false;
  await ensureBooksEverywhere(owner);
  return { demoCreated };
}

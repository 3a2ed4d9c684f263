import { insuranceProviders } from '../db/schema';
import { INSURANCE_PROVIDERS } from './reference/insurers';
import type { Database } from '../db/client';

/**
 * Adds the insurers that are missing, by code, and leaves the ones present as they are (an
 * operator may have filled in contact details or marked one inactive). Safe to run at every start,
 * so databases created before the list existed get it too.
 */
export async function seedInsuranceProviders(db: Database): Promise<void> {
  await db
    .insert(insuranceProviders)
    .values(INSURANCE_PROVIDERS.map((insurer) => ({ ...insurer, status: 1 })))
    .onConflictDoNothing({ target: insuranceProviders.code });
}

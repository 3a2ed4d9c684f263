import { count } from 'drizzle-orm';
import {
  countries,
  coverageTypes,
  covers,
  insuranceCategories,
  lgas,
  linesOfBusiness,
  policyholderTypes,
  propertyCategories,
  states,
  vehicleTypes,
} from '../db/schema';
import { LINES_OF_BUSINESS, NIGERIA, POLICYHOLDER_TYPES, PROPERTY_CATEGORIES, VEHICLE_TYPES } from './reference';
import type { Database } from '../db/client';

/** Loads the market's reference data into an empty database, all in one transaction. */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const [country] = await tx
      .insert(countries)
      .values({ name: NIGERIA.name, isoCode: NIGERIA.isoCode, dialCode: NIGERIA.dialCode, currency: NIGERIA.currency })
      .returning({ id: countries.id });
    const stateRows = await tx
      .insert(states)
      .values(NIGERIA.states.map((s) => ({ countryId: country!.id, name: s.name, code: s.code, capital: s.capital, zone: s.zone })))
      .returning({ id: states.id, code: states.code });
    const stateIds = new Map(stateRows.map((row) => [row.code, row.id]));
    await tx.insert(lgas).values(NIGERIA.states.flatMap((s) => s.lgas.map((name) => ({ stateId: stateIds.get(s.code)!, name }))));

    for (const line of LINES_OF_BUSINESS) {
      const [lob] = await tx
        .insert(linesOfBusiness)
        .values({ code: line.code, name: line.name, description: line.description })
        .returning({ id: linesOfBusiness.id });
      for (const category of line.categories) {
        const [cat] = await tx
          .insert(insuranceCategories)
          .values({ lineOfBusinessId: lob!.id, code: category.code, name: category.name, description: category.description })
          .returning({ id: insuranceCategories.id });
        await tx.insert(coverageTypes).values(category.coverageTypes.map((t) => ({ categoryId: cat!.id, ...t })));
        await tx.insert(covers).values(category.covers.map((c) => ({ categoryId: cat!.id, ...c })));
      }
    }
    await tx.insert(policyholderTypes).values([...POLICYHOLDER_TYPES]);
    await tx.insert(propertyCategories).values([...PROPERTY_CATEGORIES]);
    await tx.insert(vehicleTypes).values([...VEHICLE_TYPES]);
  });
  return true;
}

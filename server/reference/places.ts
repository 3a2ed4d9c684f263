import { eq } from 'drizzle-orm';
import { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE } from '../../domain/brokerage';
import { countries, lgas, states } from '../db/schema';
import { notFound } from '../http/errors';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

const INT4_MAX = 2_147_483_647;

// Sorted here rather than by the database: PGlite and PostgreSQL may collate names differently.
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortedByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => byName.compare(a.name, b.name));

/** A serial id from the URL, or null when it cannot be one (so the answer is 404, not a database error). */
function serialId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= INT4_MAX ? id : null;
}

export async function listCountries(tx: Transaction) {
  const rows = await tx
    .select({
      country_id: countries.id,
      name: countries.name,
      iso_code: countries.isoCode,
      dial_code: countries.dialCode,
      currency: countries.currency,
    })
    .from(countries);
  return sortedByName(rows);
}

/** The states of a country, by name; 404 when the id (as the URL gave it) is no country's. */
export async function statesOf(tx: Transaction, countryIdText: string) {
  const countryId = serialId(countryIdText);
  const [country] = countryId === null ? [] : await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw notFound('Country');
  const rows = await tx
    .select({ state_id: states.id, name: states.name, code: states.code, capital: states.capital, zone: states.zone })
    .from(states)
    .where(eq(states.countryId, country.id));
  return sortedByName(rows);
}

/** The LGAs of a state, by name; 404 when the id (as the URL gave it) is no state's. */
export async function lgasOf(tx: Transaction, stateIdText: string) {
  const stateId = serialId(stateIdText);
  const [state] = stateId === null ? [] : await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw notFound('State');
  const rows = await tx.select({ lga_id: lgas.id, name: lgas.name, state_id: lgas.stateId }).from(lgas).where(eq(lgas.stateId, state.id));
  return sortedByName(rows);
}

/** A state and LGA pair must exist and agree: the LGA lies in the state. Answers the field errors. */
export async function placeProblems(tx: Transaction, place: { stateId: number | null; lgaId: number | null }): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (place.stateId !== null) {
    const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, place.stateId));
    if (!state) errors.push({ field: 'stateId', message: 'Choose a state from the list' });
  }
  if (place.lgaId !== null) {
    const [lga] = await tx.select({ stateId: lgas.stateId }).from(lgas).where(eq(lgas.id, place.lgaId));
    if (!lga) errors.push({ field: 'lgaId', message: 'Choose a local government area from the list' });
    else if (place.stateId === null) errors.push({ field: 'lgaId', message: CHOOSE_STATE_FIRST });
    else if (lga.stateId !== place.stateId) errors.push({ field: 'lgaId', message: LGA_NOT_IN_STATE });
  }
  return errors;
}

/**
 * The place after a change: a field left out keeps its value, and a new state without a new LGA
 * clears the LGA (the old one lies in the old state).
 */
export function nextPlace(
  current: { stateId: number | null; lgaId: number | null },
  change: { stateId?: number | null; lgaId?: number | null },
): { stateId: number | null; lgaId: number | null } {
  const stateId = change.stateId !== undefined ? change.stateId : current.stateId;
  let lgaId = change.lgaId !== undefined ? change.lgaId : current.lgaId;
  if (change.lgaId === undefined && stateId !== current.stateId) lgaId = null;
  return { stateId, lgaId };
}

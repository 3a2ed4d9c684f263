import { eq } from 'drizzle-orm';
import { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE } from '../../domain/brokerage';
import { lgas, states } from '../db/schema';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

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

import { eq } from 'drizzle-orm';
import { INVALID_NUBAN, isValidNuban } from '../../domain/banks';
import { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE, type AgentProfile, type AgentProfilePayload } from '../../domain/profile';
import { agentProfiles, banks, lgas, states } from '../db/schema';
import { invalidInput } from '../http/errors';
import { readOwnUser } from './profile';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

type Owner = { userId: string; tenantId: string };
type ProfileRow = typeof agentProfiles.$inferSelect;

const EMPTY = {
  businessName: null,
  licenseNumber: null,
  address: null,
  city: null,
  stateId: null,
  lgaId: null,
  bankId: null,
  accountNumber: null,
  accountName: null,
  updatedAt: null,
} as const;

async function profileRow(tx: Transaction, owner: Owner): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(agentProfiles).where(eq(agentProfiles.userId, owner.userId));
  return row && row.tenantId === owner.tenantId ? row : null;
}

async function nameOf(tx: Transaction, table: typeof states | typeof lgas | typeof banks, id: number | null) {
  if (id === null) return null;
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/** The signed-in user's agent profile; every field is null until they fill it in. */
export async function readAgentProfile(tx: Transaction, owner: Owner): Promise<AgentProfile> {
  const user = await readOwnUser(tx, owner);
  const row = (await profileRow(tx, owner)) ?? EMPTY;
  return {
    user_id: user.id,
    business_name: row.businessName,
    license_number: row.licenseNumber,
    address: row.address,
    city: row.city,
    state_id: row.stateId,
    state_name: await nameOf(tx, states, row.stateId),
    lga_id: row.lgaId,
    lga_name: await nameOf(tx, lgas, row.lgaId),
    bank_id: row.bankId,
    bank_name: await nameOf(tx, banks, row.bankId),
    account_number: row.accountNumber,
    account_name: row.accountName,
    avatar_uri: user.avatarUri,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

type Changes = Partial<Omit<ProfileRow, 'userId' | 'tenantId'>>;

/** Checks the references against the reference lists; every problem is reported at once. */
async function checkReferences(
  tx: Transaction,
  next: Changes & { stateId: number | null; lgaId: number | null },
  payload: AgentProfilePayload,
) {
  const errors: FieldError[] = [];
  if (next.stateId !== null && payload.stateId !== undefined) {
    const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, next.stateId));
    if (!state) errors.push({ field: 'stateId', message: 'Choose a state from the list' });
  }
  if (next.lgaId !== null && payload.lgaId !== undefined) {
    const [lga] = await tx.select({ stateId: lgas.stateId }).from(lgas).where(eq(lgas.id, next.lgaId));
    if (!lga) errors.push({ field: 'lgaId', message: 'Choose a local government area from the list' });
    else if (next.stateId === null) errors.push({ field: 'lgaId', message: CHOOSE_STATE_FIRST });
    else if (lga.stateId !== next.stateId) errors.push({ field: 'lgaId', message: LGA_NOT_IN_STATE });
  }
  let bankCode: string | null = null;
  if (next.bankId !== null && next.bankId !== undefined) {
    const [bank] = await tx.select({ code: banks.code }).from(banks).where(eq(banks.id, next.bankId));
    if (!bank && payload.bankId !== undefined) errors.push({ field: 'bankId', message: 'Choose a bank from the list' });
    bankCode = bank?.code ?? null;
  }
  if ((payload.accountNumber !== undefined || payload.bankId !== undefined) && next.accountNumber) {
    if (!isValidNuban(bankCode, next.accountNumber)) errors.push({ field: 'accountNumber', message: INVALID_NUBAN });
  }
  if (errors.length > 0) throw invalidInput(errors);
}

/**
 * Changes the fields given and keeps the others. A new state drops an LGA of the old state that
 * was not replaced in the same request.
 */
export async function updateAgentProfile(tx: Transaction, owner: Owner, payload: AgentProfilePayload): Promise<AgentProfile> {
  await readOwnUser(tx, owner);
  const current = (await profileRow(tx, owner)) ?? EMPTY;
  const changes: Changes = {};
  for (const key of Object.keys(payload) as (keyof AgentProfilePayload)[]) {
    if (payload[key] !== undefined) (changes as Record<string, unknown>)[key] = payload[key];
  }
  const stateId = changes.stateId !== undefined ? changes.stateId : current.stateId;
  let lgaId = changes.lgaId !== undefined ? changes.lgaId : current.lgaId;
  if (changes.stateId !== undefined && changes.lgaId === undefined && changes.stateId !== current.stateId) {
    lgaId = null;
    changes.lgaId = null;
  }
  const bankId = changes.bankId !== undefined ? changes.bankId : current.bankId;
  const accountNumber = changes.accountNumber !== undefined ? changes.accountNumber : current.accountNumber;
  await checkReferences(tx, { stateId, lgaId, bankId, accountNumber }, payload);

  const updatedAt = new Date();
  await tx
    .insert(agentProfiles)
    .values({ ...changes, userId: owner.userId, tenantId: owner.tenantId, updatedAt })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: { ...changes, updatedAt } });
  return readAgentProfile(tx, owner);
}

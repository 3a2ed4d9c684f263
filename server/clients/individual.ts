import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  BVN_TAKEN,
  CANCELLED_CLIENT_LOCKED,
  isIdentificationExpired,
  NIN_TAKEN,
  type ClientStatus,
  type IndividualClientPayload,
} from '../../domain/clients';
import { todayInLagos } from '../../domain/today';
import { individualClients, lgas, policyholderTypes, states } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { cursorOf, keysetPage, type KeysetPageQuery, type ListOrder } from '../http/keyset';
import { openClientAccount } from '../ledger';
import { anyOf, isoTime, isUuid, referenceProblems, searchPatterns, taken, translateClientUniqueViolation } from './common';
import type { IndividualClient } from '../../domain/client-records';
import type { Transaction } from '../db/client';

type Row = { client: typeof individualClients.$inferSelect; stateName: string | null; lgaName: string | null; holderType: string | null };

export const fullName = (client: { firstname: string; lastname: string }) => `${client.firstname} ${client.lastname}`;

function toIndividual({ client, stateName, lgaName, holderType }: Row, today: string): IndividualClient {
  return {
    client_id: client.id,
    client_type: 'INDIVIDUAL',
    title: client.title,
    firstname: client.firstname,
    middle_name: client.middleName,
    lastname: client.lastname,
    name: fullName(client),
    gender: client.gender,
    date_of_birth: client.dateOfBirth,
    email: client.email,
    phone: client.phone,
    alternate_phone: client.alternatePhone,
    address: client.address,
    city: client.city,
    state_id: client.stateId,
    state_name: stateName,
    lga_id: client.lgaId,
    lga_name: lgaName,
    occupation: client.occupation,
    employer: client.employer,
    policyholder_type_id: client.policyholderTypeId,
    policyholder_type: holderType,
    identification_type: client.identificationType,
    identification_number: client.identificationNumber,
    identification_expiry: client.identificationExpiry,
    identification_expired: isIdentificationExpired(client.identificationExpiry, today),
    bvn: client.bvn,
    nin: client.nin,
    politically_exposed: client.politicallyExposed,
    political_position: client.politicalPosition,
    status: client.status,
    created_at: isoTime(client.createdAt),
    updated_at: isoTime(client.updatedAt),
  };
}

const withNames = (tx: Transaction) =>
  tx
    .select({ client: individualClients, stateName: states.name, lgaName: lgas.name, holderType: policyholderTypes.name })
    .from(individualClients)
    .leftJoin(states, eq(states.id, individualClients.stateId))
    .leftJoin(lgas, eq(lgas.id, individualClients.lgaId))
    .leftJoin(policyholderTypes, eq(policyholderTypes.id, individualClients.policyholderTypeId));

/** Who an individual search finds: names in either order, email, phone, BVN or NIN. */
export function individualMatches(query: string): SQL {
  const { like, phoneLike, term } = searchPatterns(query);
  const c = individualClients;
  return anyOf([
    sql`lower(${c.firstname} || ' ' || ${c.lastname}) like ${like}`,
    sql`lower(${c.lastname} || ' ' || ${c.firstname}) like ${like}`,
    sql`lower(coalesce(${c.middleName}, '')) like ${like}`,
    sql`lower(coalesce(${c.email}, '')) like ${like}`,
    phoneLike ? sql`(${c.phone} like ${phoneLike} or coalesce(${c.alternatePhone}, '') like ${phoneLike})` : null,
    /^\d{11}$/.test(term) ? sql`(${c.bvn} = ${term} or ${c.nin} = ${term})` : null,
  ]);
}

const INDIVIDUAL_ORDER: ListOrder = {
  keys: [
    { column: individualClients.createdAt, kind: 'timestamp' },
    { column: individualClients.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['individual_clients'] },
};

/** GET /client: newest first, by page number or cursor. */
export async function listIndividuals(
  tx: Transaction,
  tenantId: string,
  query: KeysetPageQuery,
  filter: { status?: ClientStatus | null },
  exactLimit?: number,
) {
  const where = and(eq(individualClients.tenantId, tenantId), filter.status ? eq(individualClients.status, filter.status) : undefined)!;
  const today = todayInLagos();
  const page = await keysetPage({
    tx,
    tenantId,
    order: INDIVIDUAL_ORDER,
    query,
    unfiltered: !filter.status,
    filtered: sql`select 1 from ${individualClients} where ${where}`,
    exactLimit,
    page: async (window) => {
      const rows = await tx
        .select({
          client: individualClients,
          stateName: states.name,
          lgaName: lgas.name,
          holderType: policyholderTypes.name,
          cursor: cursorOf(INDIVIDUAL_ORDER),
        })
        .from(individualClients)
        .leftJoin(states, eq(states.id, individualClients.stateId))
        .leftJoin(lgas, eq(lgas.id, individualClients.lgaId))
        .leftJoin(policyholderTypes, eq(policyholderTypes.id, individualClients.policyholderTypeId))
        .where(and(where, window.where))
        .orderBy(desc(individualClients.createdAt), desc(individualClients.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(({ cursor, ...row }) => ({ row: toIndividual(row, today), cursor }));
    },
  });
  return { data: page.rows, meta: page.meta };
}

export async function readIndividual(tx: Transaction, tenantId: string, id: string): Promise<IndividualClient> {
  const [row] = isUuid(id) ? await withNames(tx).where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.id, id))) : [];
  if (!row) throw notFound('Client');
  return toIndividual(row, todayInLagos());
}

/** A BVN or NIN names one person: two clients of a brokerage cannot share one. */
async function checkIdentityFree(tx: Transaction, tenantId: string, payload: IndividualClientPayload, except: string | null) {
  const others = (column: typeof individualClients.bvn | typeof individualClients.nin, value: string) =>
    tx
      .select({ id: individualClients.id })
      .from(individualClients)
      .where(and(eq(individualClients.tenantId, tenantId), eq(column, value), except ? ne(individualClients.id, except) : undefined));
  if (payload.bvn && (await others(individualClients.bvn, payload.bvn)).length > 0) throw taken('bvn', BVN_TAKEN);
  if (payload.nin && (await others(individualClients.nin, payload.nin)).length > 0) throw taken('nin', NIN_TAKEN);
}

function columnsOf(payload: IndividualClientPayload) {
  return {
    title: payload.title ?? null,
    firstname: payload.firstName.trim(),
    middleName: payload.middleName ?? null,
    lastname: payload.lastName.trim(),
    gender: payload.gender ?? null,
    dateOfBirth: payload.dateOfBirth ?? null,
    email: payload.email ?? null,
    phone: payload.phone,
    alternatePhone: payload.alternatePhone ?? null,
    address: payload.address.trim(),
    city: payload.city ?? null,
    stateId: payload.stateId,
    lgaId: payload.lgaId ?? null,
    occupation: payload.occupation ?? null,
    employer: payload.employer ?? null,
    policyholderTypeId: payload.policyholderTypeId ?? null,
    identificationType: payload.identificationType ?? null,
    identificationNumber: payload.identificationNumber ?? null,
    identificationExpiry: payload.identificationExpiry ?? null,
    bvn: payload.bvn ?? null,
    nin: payload.nin ?? null,
    politicallyExposed: payload.politicallyExposed ?? false,
    // A position is kept only for a politically exposed person.
    politicalPosition: payload.politicallyExposed ? (payload.politicalPosition ?? null) : null,
  };
}

async function checkPayload(tx: Transaction, tenantId: string, payload: IndividualClientPayload, except: string | null) {
  const problems = await referenceProblems(tx, {
    stateId: payload.stateId,
    lgaId: payload.lgaId ?? null,
    policyholderTypeId: payload.policyholderTypeId,
  });
  if (problems.length > 0) throw invalidInput(problems);
  await checkIdentityFree(tx, tenantId, payload, except);
}

export async function createIndividual(
  tx: Transaction,
  tenantId: string,
  userId: string,
  payload: IndividualClientPayload,
): Promise<IndividualClient> {
  await checkPayload(tx, tenantId, payload, null);
  try {
    const [row] = await tx
      .insert(individualClients)
      .values({ tenantId, createdBy: userId, ...columnsOf(payload) })
      .returning({ id: individualClients.id });
    // Opened with the client, so the first invoice posts at once.
    await openClientAccount(tx, tenantId, row!.id, 'INDIVIDUAL');
    return await readIndividual(tx, tenantId, row!.id);
  } catch (error) {
    translateClientUniqueViolation(error);
  }
}

/** PUT replaces the record's details; its status changes only through the status call. */
export async function updateIndividual(
  tx: Transaction,
  tenantId: string,
  id: string,
  payload: IndividualClientPayload,
): Promise<IndividualClient> {
  const [current] = isUuid(id)
    ? await tx
        .select({ id: individualClients.id, status: individualClients.status })
        .from(individualClients)
        .where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound('Client');
  if (current.status === 'cancelled') throw conflict(CANCELLED_CLIENT_LOCKED);
  await checkPayload(tx, tenantId, payload, current.id);
  try {
    await tx
      .update(individualClients)
      .set({ ...columnsOf(payload), updatedAt: new Date() })
      .where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.id, current.id)));
  } catch (error) {
    translateClientUniqueViolation(error);
  }
  return readIndividual(tx, tenantId, current.id);
}

import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLED_CLIENT_LOCKED,
  RC_TAKEN,
  type ClientStatus,
  type CorporateClientPayload,
  type NewCorporateClientPayload,
} from '../../domain/clients';
import { corporateClients, directors, lgas, states } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { cursorOf, keysetPage, type KeysetPageQuery, type ListOrder } from '../http/keyset';
import { openClientAccount } from '../ledger';
import { anyOf, isoTime, isUuid, referenceProblems, searchPatterns, taken, translateClientUniqueViolation } from './common';
import { directorColumns, directorsOf } from './directors';
import type { CorporateClient } from '../../domain/client-records';
import type { Transaction } from '../db/client';

type Row = { company: typeof corporateClients.$inferSelect; stateName: string | null; lgaName: string | null; directorCount: number };

function toCorporate({ company, stateName, lgaName, directorCount }: Row): CorporateClient {
  return {
    corporate_client_id: company.id,
    client_type: 'CORPORATE',
    corporate_name: company.corporateName,
    company_name: company.corporateName,
    rc_number: company.rcNumber,
    tin: company.tin,
    date_of_incorporation: company.dateOfIncorporation,
    industry: company.industry,
    email: company.email,
    phone: company.phone,
    website: company.website,
    operating_business_addre: company.operatingBusinessAddress,
    operating_business_address: company.operatingBusinessAddress,
    city_of_operation: company.cityOfOperation,
    state_of_operation: stateName,
    state_id: company.stateId,
    lga_id: company.lgaId,
    lga_name: lgaName,
    contact_person_name: company.contactPersonName,
    contact_person_phone: company.contactPersonPhone,
    contact_person_email: company.contactPersonEmail,
    status: company.status,
    director_count: Number(directorCount),
    created_at: isoTime(company.createdAt),
    updated_at: isoTime(company.updatedAt),
  };
}

const withNames = (tx: Transaction) =>
  tx
    .select({
      company: corporateClients,
      stateName: states.name,
      lgaName: lgas.name,
      directorCount: sql<number>`(select count(*)::int from ${directors} where ${directors.corporateClientId} = ${corporateClients.id})`,
    })
    .from(corporateClients)
    .leftJoin(states, eq(states.id, corporateClients.stateId))
    .leftJoin(lgas, eq(lgas.id, corporateClients.lgaId));

/** Who a corporate search finds: the name, email, phone, RC number or contact person. */
export function corporateMatches(query: string): SQL {
  const { like, phoneLike, compactLike } = searchPatterns(query);
  const c = corporateClients;
  return anyOf([
    sql`lower(${c.corporateName}) like ${like}`,
    sql`lower(coalesce(${c.email}, '')) like ${like}`,
    sql`lower(replace(coalesce(${c.rcNumber}, ''), ' ', '')) like ${compactLike}`,
    sql`lower(coalesce(${c.contactPersonName}, '')) like ${like}`,
    phoneLike ? sql`coalesce(${c.phone}, '') like ${phoneLike}` : null,
  ]);
}

const CORPORATE_ORDER: ListOrder = {
  keys: [
    { column: corporateClients.createdAt, kind: 'timestamp' },
    { column: corporateClients.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['corporate_clients'] },
};

/** GET /client/corporate: newest first, by page number or cursor. */
export async function listCorporates(
  tx: Transaction,
  tenantId: string,
  query: KeysetPageQuery,
  filter: { status?: ClientStatus | null },
  exactLimit?: number,
) {
  const where = and(eq(corporateClients.tenantId, tenantId), filter.status ? eq(corporateClients.status, filter.status) : undefined)!;
  const page = await keysetPage({
    tx,
    tenantId,
    order: CORPORATE_ORDER,
    query,
    unfiltered: !filter.status,
    filtered: sql`select 1 from ${corporateClients} where ${where}`,
    exactLimit,
    page: async (window) => {
      const keys = await tx
        .select({ id: corporateClients.id, cursor: cursorOf(CORPORATE_ORDER) })
        .from(corporateClients)
        .where(and(where, window.where))
        .orderBy(desc(corporateClients.createdAt), desc(corporateClients.id))
        .limit(window.limit)
        .offset(window.offset);
      const rows = keys.length
        ? await withNames(tx).where(
            inArray(
              corporateClients.id,
              keys.map((key) => key.id),
            ),
          )
        : [];
      const byId = new Map(rows.map((row) => [row.company.id, row]));
      return keys.map((key) => ({ row: toCorporate(byId.get(key.id)!), cursor: key.cursor }));
    },
  });
  return { data: page.rows, meta: page.meta };
}

/** The company with its directors. */
export async function readCorporate(tx: Transaction, tenantId: string, id: string): Promise<CorporateClient> {
  const [row] = isUuid(id) ? await withNames(tx).where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, id))) : [];
  if (!row) throw notFound('Corporate client');
  return { ...toCorporate(row), directors: await directorsOf(tx, tenantId, id) };
}

function columnsOf(payload: CorporateClientPayload) {
  return {
    corporateName: payload.corporateName.trim(),
    rcNumber: payload.rcNumber ?? null,
    tin: payload.tin ?? null,
    dateOfIncorporation: payload.dateOfIncorporation ?? null,
    industry: payload.industry ?? null,
    email: payload.email ?? null,
    phone: payload.phone ?? null,
    website: payload.website ?? null,
    operatingBusinessAddress: payload.operatingBusinessAddress.trim(),
    cityOfOperation: payload.cityOfOperation.trim(),
    stateId: payload.stateId,
    lgaId: payload.lgaId ?? null,
    contactPersonName: payload.contactPersonName ?? null,
    contactPersonPhone: payload.contactPersonPhone ?? null,
    contactPersonEmail: payload.contactPersonEmail ?? null,
  };
}

/** A CAC number names one company: two corporate clients of a brokerage cannot share one. */
async function checkPayload(tx: Transaction, tenantId: string, payload: CorporateClientPayload, except: string | null) {
  const problems = await referenceProblems(tx, { stateId: payload.stateId, lgaId: payload.lgaId ?? null });
  if (problems.length > 0) throw invalidInput(problems);
  if (!payload.rcNumber) return;
  const [other] = await tx
    .select({ id: corporateClients.id })
    .from(corporateClients)
    .where(
      and(
        eq(corporateClients.tenantId, tenantId),
        sql`upper(${corporateClients.rcNumber}) = ${payload.rcNumber.toUpperCase()}`,
        except ? ne(corporateClients.id, except) : undefined,
      ),
    );
  if (other) throw taken('rcNumber', RC_TAKEN);
}

/** The company and its directors, in the one transaction the route runs: all or nothing. */
export async function createCorporate(
  tx: Transaction,
  tenantId: string,
  userId: string,
  payload: NewCorporateClientPayload,
): Promise<CorporateClient> {
  await checkPayload(tx, tenantId, payload, null);
  try {
    const [row] = await tx
      .insert(corporateClients)
      .values({ tenantId, createdBy: userId, ...columnsOf(payload) })
      .returning({ id: corporateClients.id });
    const given = payload.directors ?? [];
    // Apart by a millisecond each, so they list in the order they were entered.
    const start = Date.now();
    if (given.length > 0) {
      await tx.insert(directors).values(
        given.map((director, index) => ({
          tenantId,
          corporateClientId: row!.id,
          ...directorColumns(director),
          createdAt: new Date(start + index),
        })),
      );
    }
    await openClientAccount(tx, tenantId, row!.id, 'CORPORATE');
    return await readCorporate(tx, tenantId, row!.id);
  } catch (error) {
    translateClientUniqueViolation(error);
  }
}

/** PUT replaces the company's details; directors and status have their own calls. */
export async function updateCorporate(
  tx: Transaction,
  tenantId: string,
  id: string,
  payload: CorporateClientPayload,
): Promise<CorporateClient> {
  const [current] = isUuid(id)
    ? await tx
        .select({ id: corporateClients.id, status: corporateClients.status })
        .from(corporateClients)
        .where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound('Corporate client');
  if (current.status === 'cancelled') throw conflict(CANCELLED_CLIENT_LOCKED);
  await checkPayload(tx, tenantId, payload, current.id);
  try {
    await tx
      .update(corporateClients)
      .set({ ...columnsOf(payload), updatedAt: new Date() })
      .where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, current.id)));
  } catch (error) {
    translateClientUniqueViolation(error);
  }
  return readCorporate(tx, tenantId, current.id);
}

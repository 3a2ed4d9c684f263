import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_PROVIDER } from '../../domain/insurers';
import {
  INSURER_NAME_TAKEN,
  SHARED_INSURER_READ_ONLY,
  type Insurer,
  type InsurerChanges,
  type InsurersQuery,
  type NewInsurerPayload,
} from '../../domain/underwriters';
import { insuranceProviders, underwriters } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { matching } from '../reference/insurance';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type ProviderRow = typeof insuranceProviders.$inferSelect;

/** The shared NAICOM list and the insurers this brokerage added itself: what it may see. */
export const visibleTo = (tenantId: string): SQL => or(isNull(insuranceProviders.tenantId), eq(insuranceProviders.tenantId, tenantId))!;

const INT4_MAX = 2_147_483_647;

/** A provider id from the URL, or null when it cannot be one (the answer is then 404, not a database error). */
export function providerIdFrom(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= INT4_MAX ? id : null;
}

function present(row: ProviderRow, underwriterCount: number): Insurer {
  return {
    provider_id: row.id,
    code: row.code,
    name: row.name,
    short_name: row.shortName,
    licence_class: row.licenceClass,
    email: row.email,
    phone: row.phone,
    address: row.address,
    website: row.website,
    status: row.status,
    own: row.tenantId !== null,
    underwriter_count: underwriterCount,
  };
}

async function underwriterCounts(tx: Transaction, tenantId: string, providerIds: number[]): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await tx
    .select({ providerId: underwriters.providerId, n: count() })
    .from(underwriters)
    .where(and(eq(underwriters.tenantId, tenantId), inArray(underwriters.providerId, providerIds)))
    .groupBy(underwriters.providerId);
  return new Map(rows.map((row) => [row.providerId, row.n]));
}

async function presentAll(tx: Transaction, tenantId: string, rows: ProviderRow[]): Promise<Insurer[]> {
  const counts = await underwriterCounts(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, counts.get(row.id) ?? 0));
}

/** By name as a person reads it, whatever the database's collation. */
const byName = [asc(sql`lower(${insuranceProviders.name})`), asc(insuranceProviders.id)];

/**
 * Active insurers (status 1) or, for any other status, the inactive ones, matching the words
 * typed in name or short name; every one when `paging` is null.
 */
export async function listProviders(tx: Transaction, tenantId: string, query: InsurersQuery, paging: Paging | null) {
  const status = query.status === undefined ? ACTIVE_PROVIDER : Number(query.status.trim());
  const where = and(
    visibleTo(tenantId),
    status === ACTIVE_PROVIDER ? eq(insuranceProviders.status, ACTIVE_PROVIDER) : ne(insuranceProviders.status, ACTIVE_PROVIDER),
    query.licenceClass ? eq(insuranceProviders.licenceClass, query.licenceClass) : undefined,
    matching(query.search ?? query.searchQuery, insuranceProviders.name, insuranceProviders.shortName),
  );
  const select = tx
    .select()
    .from(insuranceProviders)
    .where(where)
    .orderBy(...byName);
  const [rows, total] = await Promise.all([
    paging ? select.limit(paging.limit).offset(paging.offset) : select,
    tx.$count(insuranceProviders, where),
  ]);
  return { data: await presentAll(tx, tenantId, rows), total };
}

/** A provider this brokerage can see, locked when it is about to change; 404 otherwise. */
export async function visibleProvider(tx: Transaction, tenantId: string, id: number | null, lock = false): Promise<ProviderRow> {
  if (id === null) throw notFound('Insurer');
  const select = tx
    .select()
    .from(insuranceProviders)
    .where(and(visibleTo(tenantId), eq(insuranceProviders.id, id)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound('Insurer');
  return row;
}

export async function getProvider(tx: Transaction, tenantId: string, id: number | null): Promise<Insurer> {
  const row = await visibleProvider(tx, tenantId, id);
  return (await presentAll(tx, tenantId, [row]))[0]!;
}

/** Names are unique among what a brokerage sees, whatever the case; checks under a lock so two adds cannot race. */
async function assertNameFree(tx: Transaction, tenantId: string, name: string, except?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`insurers:${tenantId}`}))`);
  const [taken] = await tx
    .select({ id: insuranceProviders.id })
    .from(insuranceProviders)
    .where(
      and(
        visibleTo(tenantId),
        sql`lower(${insuranceProviders.name}) = ${name.toLowerCase()}`,
        except ? ne(insuranceProviders.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(INSURER_NAME_TAKEN);
}

/** A code no brokerage uses: the short name's letters and a random suffix (codes are unique across brokerages). */
function generatedCode(shortName: string): string {
  const stem =
    shortName
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 30) || 'INSURER';
  return `${stem}_${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function createProvider(tx: Transaction, tenantId: string, payload: NewInsurerPayload): Promise<Insurer> {
  const name = payload.name.trim();
  await assertNameFree(tx, tenantId, name);
  const [row] = await tx
    .insert(insuranceProviders)
    .values({
      tenantId,
      code: generatedCode(payload.shortName),
      name,
      shortName: payload.shortName.trim(),
      licenceClass: payload.licenceClass,
      email: payload.email ?? null,
      phone: payload.phone ?? null,
      address: payload.address ?? null,
      website: payload.website ?? null,
      status: ACTIVE_PROVIDER,
    })
    .returning();
  return present(row!, 0);
}

/** Only an insurer the brokerage added itself can change; the shared NAICOM list is read-only (403). */
export async function updateProvider(tx: Transaction, tenantId: string, id: number | null, changes: InsurerChanges): Promise<Insurer> {
  const current = await visibleProvider(tx, tenantId, id, true);
  if (current.tenantId === null) throw forbidden(SHARED_INSURER_READ_ONLY);
  const name = changes.name?.trim();
  if (name !== undefined && name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, tenantId, name, current.id);
  const values = {
    name,
    shortName: changes.shortName?.trim(),
    licenceClass: changes.licenceClass,
    email: changes.email,
    phone: changes.phone,
    address: changes.address,
    website: changes.website,
    status: changes.status,
  };
  if (Object.values(values).some((value) => value !== undefined)) {
    await tx
      .update(insuranceProviders)
      .set(values)
      .where(and(eq(insuranceProviders.tenantId, tenantId), eq(insuranceProviders.id, current.id)));
  }
  return getProvider(tx, tenantId, current.id);
}

import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { CO_BROKER_IN_USE, CO_BROKER_NAME_TAKEN, type CoBroker, type CoBrokerChanges, type CoBrokerPayload } from '../../domain/co-brokers';
import { isUuid } from '../../domain/ids';
import { isStillReferenced, isUniqueViolation } from '../db/pg-errors';
import { coBrokers } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { matching } from '../reference/insurance';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type CoBrokerRow = typeof coBrokers.$inferSelect;

function present(row: CoBrokerRow): CoBroker {
  return {
    co_broker_id: row.id,
    name: row.name,
    // The invoice's own word for it (spec: CoBrokers carry name_of_co_broker).
    name_of_co_broker: row.name,
    contact_person: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    naicom_license_number: row.naicomLicenseNumber,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const byName = asc(sql`lower(${coBrokers.name})`);

/** The brokerage's co-brokers, active ones first, each group by name; every one when `paging` is null. */
export async function listCoBrokers(tx: Transaction, tenantId: string, paging: Paging | null) {
  const mine = eq(coBrokers.tenantId, tenantId);
  const select = tx.select().from(coBrokers).where(mine).orderBy(desc(coBrokers.active), byName, asc(coBrokers.id));
  const [rows, total] = await Promise.all([paging ? select.limit(paging.limit).offset(paging.offset) : select, tx.$count(coBrokers, mine)]);
  return { data: rows.map(present), total };
}

/** Active co-brokers whose name or contact person contains the words typed (trimmed, any case, % and _ literal). */
export async function searchCoBrokers(tx: Transaction, tenantId: string, searchQuery: string | undefined): Promise<CoBroker[]> {
  const rows = await tx
    .select()
    .from(coBrokers)
    .where(
      and(eq(coBrokers.tenantId, tenantId), eq(coBrokers.active, true), matching(searchQuery, coBrokers.name, coBrokers.contactPerson)),
    )
    .orderBy(byName, asc(coBrokers.id))
    .limit(50);
  return rows.map(present);
}

async function assertNameFree(tx: Transaction, tenantId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: coBrokers.id })
    .from(coBrokers)
    .where(
      and(
        eq(coBrokers.tenantId, tenantId),
        sql`lower(${coBrokers.name}) = ${name.toLowerCase()}`,
        except ? ne(coBrokers.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(CO_BROKER_NAME_TAKEN);
}

/** Two saves racing with one name both pass assertNameFree; the unique index stops the second with the same answer. */
export async function nameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'co_brokers_name_key')) throw conflict(CO_BROKER_NAME_TAKEN);
    // A quote or invoice that names the co-broker keeps it (a foreign key of a later issue).
    if (isStillReferenced(error)) throw conflict(CO_BROKER_IN_USE);
    throw error;
  }
}

export async function createCoBroker(tx: Transaction, tenantId: string, payload: CoBrokerPayload): Promise<CoBroker> {
  const name = payload.name.trim();
  await assertNameFree(tx, tenantId, name);
  const [row] = await tx
    .insert(coBrokers)
    .values({
      tenantId,
      name,
      contactPerson: payload.contactPerson ?? null,
      email: payload.email ?? null,
      phone: payload.phone ?? null,
      address: payload.address ?? null,
      naicomLicenseNumber: payload.naicomLicenseNumber ?? null,
    })
    .returning();
  return present(row!);
}

async function lockCoBroker(tx: Transaction, tenantId: string, id: string): Promise<CoBrokerRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(coBrokers)
        .where(and(eq(coBrokers.tenantId, tenantId), eq(coBrokers.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Co-broker');
  return row;
}

export async function updateCoBroker(tx: Transaction, tenantId: string, id: string, changes: CoBrokerChanges): Promise<CoBroker> {
  const current = await lockCoBroker(tx, tenantId, id);
  const name = changes.name?.trim();
  if (name !== undefined && name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, tenantId, name, current.id);
  const [row] = await tx
    .update(coBrokers)
    .set({
      name,
      contactPerson: changes.contactPerson,
      email: changes.email,
      phone: changes.phone,
      address: changes.address,
      naicomLicenseNumber: changes.naicomLicenseNumber,
      active: changes.active,
      updatedAt: new Date(),
    })
    .where(and(eq(coBrokers.tenantId, tenantId), eq(coBrokers.id, current.id)))
    .returning();
  return present(row!);
}

/** Removes a co-broker for good; one that business names must be deactivated instead (409). */
export async function deleteCoBroker(tx: Transaction, tenantId: string, id: string): Promise<string> {
  const current = await lockCoBroker(tx, tenantId, id);
  await tx.delete(coBrokers).where(and(eq(coBrokers.tenantId, tenantId), eq(coBrokers.id, current.id)));
  return current.name;
}

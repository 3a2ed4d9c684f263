import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { assign, type } from 'superstruct';
import {
  ACTIVE_PROVIDER,
  CHOOSE_INSURER,
  insurersNamed,
  type AddInsurersPayload,
  type InsurerMatch,
  type UserInsurer,
} from '../../domain/insurers';
import { insuranceProviders, userInsuranceProviders } from '../db/schema';
import { invalidInput, notFound } from '../http/errors';
import { filterText, PageQuery } from '../http/params';
import { visibleTo } from '../insurers/providers';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type Owner = { userId: string; tenantId: string };
type ProviderRow = typeof insuranceProviders.$inferSelect;
type LinkRow = typeof userInsuranceProviders.$inferSelect;

function presentProvider(provider: ProviderRow) {
  return {
    provider_id: provider.id,
    code: provider.code,
    name: provider.name,
    short_name: provider.shortName,
    licence_class: provider.licenceClass,
    email: provider.email,
    phone: provider.phone,
    address: provider.address,
    website: provider.website,
    status: provider.status,
  };
}

const presentLink = (row: { provider: ProviderRow; link: LinkRow }): UserInsurer => ({
  ...presentProvider(row.provider),
  relationship_manager_email: row.link.relationshipManagerEmail,
  added_at: row.link.createdAt.toISOString(),
});

/** By name as a person reads it, whatever the database's collation. */
const byName = [asc(sql`lower(${insuranceProviders.name})`), asc(insuranceProviders.id)];

const mine = (owner: Owner) => and(eq(userInsuranceProviders.tenantId, owner.tenantId), eq(userInsuranceProviders.userId, owner.userId));

function linkedProviders(tx: Transaction) {
  return tx
    .select({ provider: insuranceProviders, link: userInsuranceProviders })
    .from(userInsuranceProviders)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, userInsuranceProviders.providerId));
}

/** The insurers the user deals with, by name. */
export async function listUserInsurers(tx: Transaction, owner: Owner, paging: Paging) {
  const [rows, total] = await Promise.all([
    linkedProviders(tx)
      .where(mine(owner))
      .orderBy(...byName)
      .limit(paging.limit)
      .offset(paging.offset),
    tx.$count(userInsuranceProviders, mine(owner)),
  ]);
  return { data: rows.map(presentLink), total };
}

async function userInsurersAmong(tx: Transaction, owner: Owner, providerIds: number[]): Promise<UserInsurer[]> {
  const rows = await linkedProviders(tx)
    .where(and(mine(owner), inArray(userInsuranceProviders.providerId, providerIds)))
    .orderBy(...byName);
  return rows.map(presentLink);
}

/** Adds active insurers; one the user already has stays as it is, relationship manager included. */
export async function addUserInsurers(tx: Transaction, owner: Owner, payload: AddInsurersPayload): Promise<UserInsurer[]> {
  const providerIds = insurersNamed(payload);
  const active = await tx
    .select({ id: insuranceProviders.id })
    .from(insuranceProviders)
    .where(and(visibleTo(owner.tenantId), inArray(insuranceProviders.id, providerIds), eq(insuranceProviders.status, ACTIVE_PROVIDER)));
  const known = new Set(active.map((row) => row.id));
  const errors: FieldError[] = [];
  if (payload.providerId !== undefined && !known.has(payload.providerId)) errors.push({ field: 'providerId', message: CHOOSE_INSURER });
  payload.providers?.forEach((id, index) => {
    if (!known.has(id)) errors.push({ field: `providers.${index}`, message: CHOOSE_INSURER });
  });
  if (errors.length > 0) throw invalidInput(errors);
  await tx
    .insert(userInsuranceProviders)
    .values(providerIds.map((providerId) => ({ tenantId: owner.tenantId, userId: owner.userId, providerId })))
    .onConflictDoNothing();
  return userInsurersAmong(tx, owner, providerIds);
}

export async function removeUserInsurer(tx: Transaction, owner: Owner, providerId: number): Promise<void> {
  const removed = await tx
    .delete(userInsuranceProviders)
    .where(and(mine(owner), eq(userInsuranceProviders.providerId, providerId)))
    .returning({ providerId: userInsuranceProviders.providerId });
  if (removed.length === 0) throw notFound('Insurer');
}

export async function setRelationshipManager(tx: Transaction, owner: Owner, providerId: number, email: string): Promise<UserInsurer> {
  const updated = await tx
    .update(userInsuranceProviders)
    .set({ relationshipManagerEmail: email.trim().toLowerCase() })
    .where(and(mine(owner), eq(userInsuranceProviders.providerId, providerId)))
    .returning({ providerId: userInsuranceProviders.providerId });
  if (updated.length === 0) throw notFound('Insurer');
  const [insurer] = await userInsurersAmong(tx, owner, [providerId]);
  return insurer!;
}

/** GET /user/insurance_provider/search: a page of the insurers matching the words typed. */
export const InsurerSearchQuery = assign(PageQuery, type({ searchQuery: filterText() }));

/**
 * Active insurers whose name or short name contains the words typed, marking those the user has:
 * the shared NAICOM list and the insurers the user's brokerage added itself.
 */
export async function searchInsurers(tx: Transaction, owner: Owner, searchQuery: string, paging: Paging) {
  const term = searchQuery.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    visibleTo(owner.tenantId),
    eq(insuranceProviders.status, ACTIVE_PROVIDER),
    term ? or(ilike(insuranceProviders.name, like), ilike(insuranceProviders.shortName, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    tx
      .select()
      .from(insuranceProviders)
      .where(where)
      .orderBy(...byName)
      .limit(paging.limit)
      .offset(paging.offset),
    tx.$count(insuranceProviders, where),
  ]);
  const ids = rows.map((row) => row.id);
  const had = ids.length
    ? await tx
        .select({ providerId: userInsuranceProviders.providerId })
        .from(userInsuranceProviders)
        .where(and(mine(owner), inArray(userInsuranceProviders.providerId, ids)))
    : [];
  const added = new Set(had.map((row) => row.providerId));
  const data: InsurerMatch[] = rows.map((row) => ({ ...presentProvider(row), added: added.has(row.id) }));
  return { data, total };
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import {
  UNDERWRITER_NAME_TAKEN,
  type ContactPayload,
  type Underwriter,
  type UnderwriterChanges,
  type UnderwriterPayload,
} from '../../domain/underwriters';
import { underwriterContacts, underwriters } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { sortedByName } from '../reference/insurance';
import { visibleProvider } from './providers';
import type { Transaction } from '../db/client';

type UnderwriterRow = typeof underwriters.$inferSelect;
type ContactRow = typeof underwriterContacts.$inferSelect;

function present(row: UnderwriterRow, contacts: ContactRow[]): Underwriter {
  return {
    underwriter_id: row.id,
    provider_id: row.providerId,
    name: row.name,
    branch: row.branch,
    email: row.email,
    phone: row.phone,
    address: row.address,
    contacts: contacts.map((contact) => ({
      contact_id: contact.id,
      name: contact.name,
      designation: contact.designation,
      email: contact.email,
      phone: contact.phone,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withContacts(tx: Transaction, tenantId: string, rows: UnderwriterRow[]): Promise<Underwriter[]> {
  const ids = rows.map((row) => row.id);
  const contacts = ids.length
    ? await tx
        .select()
        .from(underwriterContacts)
        .where(and(eq(underwriterContacts.tenantId, tenantId), inArray(underwriterContacts.underwriterId, ids)))
    : [];
  return rows.map((row) => present(row, sortedByName(contacts.filter((contact) => contact.underwriterId === row.id))));
}

/** The brokerage's underwriters at one insurer it can see, by name, each with its contacts. */
export async function listUnderwriters(tx: Transaction, tenantId: string, providerId: number | null): Promise<Underwriter[]> {
  const provider = await visibleProvider(tx, tenantId, providerId);
  const rows = await tx
    .select()
    .from(underwriters)
    .where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.providerId, provider.id)));
  return withContacts(tx, tenantId, sortedByName(rows));
}

/** One name per insurer, whatever the case; checked under a lock so two saves cannot race past it. */
async function assertNameFree(tx: Transaction, tenantId: string, providerId: number, name: string, except?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`underwriters:${tenantId}:${providerId}`}))`);
  const [taken] = await tx
    .select({ id: underwriters.id })
    .from(underwriters)
    .where(
      and(
        eq(underwriters.tenantId, tenantId),
        eq(underwriters.providerId, providerId),
        sql`lower(${underwriters.name}) = ${name.toLowerCase()}`,
        except ? ne(underwriters.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(UNDERWRITER_NAME_TAKEN);
}

async function writeContacts(tx: Transaction, tenantId: string, underwriterId: string, contacts: ContactPayload[]) {
  await tx
    .delete(underwriterContacts)
    .where(and(eq(underwriterContacts.tenantId, tenantId), eq(underwriterContacts.underwriterId, underwriterId)));
  if (contacts.length === 0) return;
  await tx.insert(underwriterContacts).values(
    contacts.map((contact) => ({
      tenantId,
      underwriterId,
      name: contact.name.trim(),
      designation: contact.designation ?? null,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
    })),
  );
}

async function underwriterById(tx: Transaction, tenantId: string, id: string): Promise<Underwriter> {
  const [row] = await tx
    .select()
    .from(underwriters)
    .where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.id, id)));
  return (await withContacts(tx, tenantId, [row!]))[0]!;
}

export async function createUnderwriter(
  tx: Transaction,
  tenantId: string,
  providerId: number | null,
  payload: UnderwriterPayload,
): Promise<Underwriter> {
  const provider = await visibleProvider(tx, tenantId, providerId);
  const name = payload.name.trim();
  await assertNameFree(tx, tenantId, provider.id, name);
  const [row] = await tx
    .insert(underwriters)
    .values({
      tenantId,
      providerId: provider.id,
      name,
      branch: payload.branch ?? null,
      email: payload.email ?? null,
      phone: payload.phone ?? null,
      address: payload.address ?? null,
    })
    .returning({ id: underwriters.id });
  await writeContacts(tx, tenantId, row!.id, payload.contacts ?? []);
  return underwriterById(tx, tenantId, row!.id);
}

async function lockUnderwriter(tx: Transaction, tenantId: string, id: string): Promise<UnderwriterRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(underwriters)
        .where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Underwriter');
  return row;
}

/** Changes the fields given; `contacts`, when given, replaces every contact (an empty list removes them). */
export async function updateUnderwriter(tx: Transaction, tenantId: string, id: string, changes: UnderwriterChanges): Promise<Underwriter> {
  const current = await lockUnderwriter(tx, tenantId, id);
  const name = changes.name?.trim();
  if (name !== undefined && name.toLowerCase() !== current.name.toLowerCase())
    await assertNameFree(tx, tenantId, current.providerId, name, current.id);
  await tx
    .update(underwriters)
    .set({ name, branch: changes.branch, email: changes.email, phone: changes.phone, address: changes.address, updatedAt: new Date() })
    .where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.id, current.id)));
  if (changes.contacts) await writeContacts(tx, tenantId, current.id, changes.contacts);
  return underwriterById(tx, tenantId, current.id);
}

export async function deleteUnderwriter(tx: Transaction, tenantId: string, id: string): Promise<string> {
  const current = await lockUnderwriter(tx, tenantId, id);
  await tx.delete(underwriters).where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.id, current.id)));
  return current.name;
}

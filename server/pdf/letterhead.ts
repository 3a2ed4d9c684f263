import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { states, tenants } from '../db/schema';
import { notFound } from '../http/errors';
import type { Letterhead } from './document';

/** The brokerage's name, address and RC number, as its documents head them. */
export async function letterheadOf(tx: Transaction, tenantId: string): Promise<Letterhead> {
  const [row] = await tx
    .select({ name: tenants.name, address: tenants.address, city: tenants.city, state: states.name, rcNumber: tenants.rcNumber })
    .from(tenants)
    .leftJoin(states, eq(states.id, tenants.stateId))
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Brokerage');
  const address = [row.address, row.city, row.state].map((part) => part?.trim()).filter(Boolean).join(', ');
  return { name: row.name, address: address || null, rcNumber: row.rcNumber };
}

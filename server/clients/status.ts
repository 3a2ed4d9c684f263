import { and, eq } from 'drizzle-orm';
import { statusChangeRefusal, type ClientKind, type ClientStatus } from '../../domain/clients';
import { corporateClients, individualClients } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { isUuid } from './common';
import type { Transaction } from '../db/client';

/**
 * PATCH /client/{kind}/{id}/status: moves a client along the transitions of domain/clients.ts.
 * The row is locked, so two changes at once are judged one after the other.
 */
export async function changeClientStatus(tx: Transaction, tenantId: string, kind: ClientKind, id: string, to: ClientStatus): Promise<void> {
  const table = kind === 'individual' ? individualClients : corporateClients;
  const [current] = isUuid(id)
    ? await tx
        .select({ id: table.id, status: table.status })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound(kind === 'individual' ? 'Client' : 'Corporate client');
  const refusal = statusChangeRefusal(current.status, to);
  if (refusal) throw conflict(refusal);
  await tx
    .update(table)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, current.id)));
}

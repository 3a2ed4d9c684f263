import { and, eq } from 'drizzle-orm';
import {
  CLIENT_KINDS,
  readClientStatus,
  STATUS_FILTER_RULE,
  statusChangeRefusal,
  type ClientKind,
  type ClientStatus,
} from '../../domain/clients';
import { corporateClients, individualClients } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { isUuid } from './common';
import { readCorporate } from './corporate';
import { readIndividual } from './individual';
import type { CorporateClient, IndividualClient } from '../../domain/client-records';
import type { Transaction } from '../db/client';

/**
 * PATCH /client/{kind}/{id}/status: the kind as the url names it (any case; anything else is no
 * client), the status asked in the query or else the body. Answers the client as it now is.
 */
export async function setClientStatus(
  tx: Transaction,
  tenantId: string,
  kindNamed: string,
  id: string,
  asked: unknown,
): Promise<{ status: ClientStatus; client: IndividualClient | CorporateClient }> {
  const kind = CLIENT_KINDS.find((known) => known === kindNamed.toLowerCase());
  if (!kind) throw notFound('Client');
  const status = readClientStatus(asked);
  if (!status) throw invalidInput([{ field: 'status', message: STATUS_FILTER_RULE }]);
  await changeClientStatus(tx, tenantId, kind, id, status);
  return { status, client: kind === 'individual' ? await readIndividual(tx, tenantId, id) : await readCorporate(tx, tenantId, id) };
}

/**
 * Moves a client along the transitions of domain/clients.ts.
 * The row is locked, so two changes at once are judged one after the other.
 */
async function changeClientStatus(tx: Transaction, tenantId: string, kind: ClientKind, id: string, to: ClientStatus): Promise<void> {
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

import { and, asc, eq } from 'drizzle-orm';
import {
  CANCELLED_CLIENT_LOCKED,
  isIdentificationExpired,
  SHAREHOLDING_OVER_100,
  totalShareholding,
  type DirectorPayload,
} from '../../domain/clients';
import { todayInLagos } from '../../domain/today';
import { corporateClients, directors } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { isoTime, isUuid } from './common';
import type { Director } from '../../domain/client-records';
import type { Transaction } from '../db/client';

export function toDirector(row: typeof directors.$inferSelect, today = todayInLagos()): Director {
  return {
    director_id: row.id,
    corporate_client_id: row.corporateClientId,
    title: row.title,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    date_of_birth: row.dateOfBirth,
    nationality: row.nationality,
    address: row.address,
    identification_type: row.identificationType,
    identification_number: row.identificationNumber,
    identification_expiry: row.identificationExpiry,
    identification_expired: isIdentificationExpired(row.identificationExpiry, today),
    bvn: row.bvn,
    politically_exposed: row.politicallyExposed,
    political_position: row.politicalPosition,
    shareholding: row.shareholding,
    created_at: isoTime(row.createdAt),
  };
}

export async function directorsOf(tx: Transaction, tenantId: string, corporateClientId: string): Promise<Director[]> {
  const rows = await tx
    .select()
    .from(directors)
    .where(and(eq(directors.tenantId, tenantId), eq(directors.corporateClientId, corporateClientId)))
    .orderBy(asc(directors.createdAt), asc(directors.id));
  const today = todayInLagos();
  return rows.map((row) => toDirector(row, today));
}

export function directorColumns(payload: DirectorPayload) {
  return {
    title: payload.title ?? null,
    firstname: payload.firstName.trim(),
    lastname: payload.lastName.trim(),
    email: payload.email ?? null,
    phone: payload.phone ?? null,
    dateOfBirth: payload.dateOfBirth ?? null,
    nationality: payload.nationality ?? 'Nigerian',
    address: payload.address ?? null,
    identificationType: payload.identificationType ?? null,
    identificationNumber: payload.identificationNumber ?? null,
    identificationExpiry: payload.identificationExpiry ?? null,
    bvn: payload.bvn ?? null,
    politicallyExposed: payload.politicallyExposed ?? false,
    politicalPosition: payload.politicallyExposed ? (payload.politicalPosition ?? null) : null,
    shareholding: payload.shareholding ?? null,
  };
}

/**
 * POST /client/corporate/{id}/director. The company row is locked so that two directors added at
 * once cannot both fit under 100% of the shares.
 */
export async function addDirector(
  tx: Transaction,
  tenantId: string,
  corporateClientId: string,
  payload: DirectorPayload,
): Promise<Director> {
  const [company] = isUuid(corporateClientId)
    ? await tx
        .select({ id: corporateClients.id, status: corporateClients.status })
        .from(corporateClients)
        .where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, corporateClientId)))
        .for('update')
    : [];
  if (!company) throw notFound('Corporate client');
  if (company.status === 'cancelled') throw conflict(CANCELLED_CLIENT_LOCKED);
  const present = await directorsOf(tx, tenantId, company.id);
  if (totalShareholding([...present, payload]) > 10_000)
    throw invalidInput([{ field: 'shareholding', message: SHAREHOLDING_OVER_100 }], SHAREHOLDING_OVER_100);
  const [row] = await tx
    .insert(directors)
    .values({ tenantId, corporateClientId: company.id, ...directorColumns(payload) })
    .returning();
  return toDirector(row!);
}

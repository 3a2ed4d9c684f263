import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type CLIENT_TYPES } from '../../domain/clients';
import { isUuid } from '../../domain/ids';
import { ACTIVE_PROVIDER, CHOOSE_INSURER } from '../../domain/insurers';
import { CHOOSE_CO_BROKER, OWN_INSURER_NOT_CO_INSURER } from '../../domain/messages';
import { coBrokers, corporateClients, individualClients, insuranceProviders, products } from '../db/schema';
import { visibleTo } from '../insurers/providers';
import type { InvoicePayload } from '../../domain/invoices';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// The parties a risk is written for and with, checked the same way for an invoice and a quote: the
// brokerage's client, a live product, active co-brokers and visible co-insurers.

export async function clientExists(
  tx: Transaction,
  tenantId: string,
  clientType: (typeof CLIENT_TYPES)[number],
  clientId: string,
): Promise<boolean> {
  if (!isUuid(clientId)) return false;
  const table = clientType === 'INDIVIDUAL' ? individualClients : corporateClients;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, clientId)));
  return Boolean(row);
}

export async function liveProduct(tx: Transaction, tenantId: string, productId: string) {
  if (!isUuid(productId)) return null;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), isNull(products.archivedAt)));
  return row ?? null;
}

/** Co-brokers must be the brokerage's active ones; co-insurers insurers it can see, other than the invoice's own. */
export async function shareErrors(
  tx: Transaction,
  tenantId: string,
  payload: Pick<InvoicePayload, 'coBrokers' | 'coInsurers'>,
  insurerId: number | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const brokerIds = (payload.coBrokers ?? []).map((share) => share.coBrokerId.trim());
  const wantedBrokers = brokerIds.filter(isUuid);
  const activeBrokers = new Set(
    wantedBrokers.length
      ? (
          await tx
            .select({ id: coBrokers.id })
            .from(coBrokers)
            .where(and(eq(coBrokers.tenantId, tenantId), eq(coBrokers.active, true), inArray(coBrokers.id, wantedBrokers)))
        ).map((row) => row.id)
      : [],
  );
  brokerIds.forEach((id, index) => {
    if (!activeBrokers.has(id)) errors.push({ field: `coBrokers.${index}.coBrokerId`, message: CHOOSE_CO_BROKER });
  });

  const insurerIds = (payload.coInsurers ?? []).map((share) => share.insurerId);
  const visible = new Set(
    insurerIds.length
      ? (
          await tx
            .select({ id: insuranceProviders.id })
            .from(insuranceProviders)
            .where(and(visibleTo(tenantId), eq(insuranceProviders.status, ACTIVE_PROVIDER), inArray(insuranceProviders.id, insurerIds)))
        ).map((row) => row.id)
      : [],
  );
  insurerIds.forEach((id, index) => {
    const field = `coInsurers.${index}.insurerId`;
    if (id === insurerId) errors.push({ field, message: OWN_INSURER_NOT_CO_INSURER });
    else if (!visible.has(id)) errors.push({ field, message: CHOOSE_INSURER });
  });
  return errors;
}

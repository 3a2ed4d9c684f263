import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CLIENT_TYPES } from '../../domain/clients';
import { isUuid } from '../../domain/ids';
import { ACTIVE_PROVIDER, CHOOSE_INSURER } from '../../domain/insurers';
import { commissionKobo, invoiceTerms, pickIgnoringCase, vatOnCommissionKobo, type InvoicePayload } from '../../domain/invoices';
import { positiveKobo } from '../../domain/invoices/fields';
import {
  CHOOSE_CLIENT,
  CHOOSE_CO_BROKER,
  CHOOSE_PRODUCT,
  COMMISSION_ABOVE_PREMIUM,
  INVALID_COMMISSION_RATE,
  OWN_INSURER_NOT_CO_INSURER,
} from '../../domain/messages';
import {
  coBrokers,
  corporateClients,
  individualClients,
  insuranceProviders,
  invoiceCoBrokers,
  invoiceCoInsurers,
  invoices,
  products,
} from '../db/schema';
import { invalidInput } from '../http/errors';
import { visibleTo } from '../insurers/providers';
import { postIssueIfPossible } from './issue-posting';
import { invoiceNoTaken, isInvoiceNoTaken, nextInvoiceNo } from './numbers';
import { readInvoice, type PresentedInvoice } from './read';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// Raising an invoice (a debit note) for a client and a product: the product brings the insurer and
// the default commission terms; the issue is posted to the ledger in the same transaction.

async function clientExists(
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

async function liveProduct(tx: Transaction, tenantId: string, productId: string) {
  if (!isUuid(productId)) return null;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), isNull(products.archivedAt)));
  return row ?? null;
}

/** Co-brokers must be the brokerage's active ones; co-insurers insurers it can see, other than the invoice's own. */
async function shareErrors(tx: Transaction, tenantId: string, payload: InvoicePayload, insurerId: number | null): Promise<FieldError[]> {
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

/** Creates the invoice and answers it as the API shows it. `payload` has passed InvoicePayload. */
export async function createInvoice(tx: Transaction, tenantId: string, by: string, payload: InvoicePayload): Promise<PresentedInvoice> {
  const clientType = pickIgnoringCase(CLIENT_TYPES, payload.clientType!)!;
  const clientId = payload.clientId!;
  const errors: FieldError[] = [];
  if (!(await clientExists(tx, tenantId, clientType, clientId))) errors.push({ field: 'clientId', message: CHOOSE_CLIENT });
  const product = await liveProduct(tx, tenantId, payload.productId!);
  if (!product) errors.push({ field: 'productId', message: CHOOSE_PRODUCT });
  errors.push(...(await shareErrors(tx, tenantId, payload, product?.insuranceProviderId ?? null)));

  const premium = positiveKobo(payload.premiumAmount)!;
  const terms = product
    ? invoiceTerms(payload, { commission_type: product.commissionType, commission_rate: product.commissionRate })
    : null;
  const commission = terms ? commissionKobo(terms.commissionType, terms.commissionRate, premium) : null;
  if (product && commission === null) errors.push({ field: 'commissionRate', message: INVALID_COMMISSION_RATE });
  const vat = vatOnCommissionKobo(commission ?? 0);
  if (commission !== null && commission + vat > premium) errors.push({ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM });

  const typedNo = payload.invoiceNo ?? null;
  if (typedNo && (await isInvoiceNoTaken(tx, tenantId, typedNo))) errors.push(invoiceNoTaken().errors[0]!);
  if (errors.length > 0 || !product || !terms || commission === null) throw invalidInput(errors);

  const [row] = await tx
    .insert(invoices)
    .values({
      tenantId,
      invoiceNo: typedNo ?? (await nextInvoiceNo(tx, tenantId, payload.issueDate!)),
      transactionType: (payload.transactionType ?? 'NEW POLICY') as (typeof invoices.$inferInsert)['transactionType'],
      clientType,
      individualClientId: clientType === 'INDIVIDUAL' ? clientId : null,
      corporateClientId: clientType === 'CORPORATE' ? clientId : null,
      productId: product.id,
      insuranceProviderId: product.insuranceProviderId,
      issueDate: payload.issueDate!,
      startDate: payload.startDate!,
      endDate: payload.endDate!,
      sumInsuredKobo: positiveKobo(payload.sumInsured)!,
      premiumKobo: premium,
      commissionType: terms.commissionType,
      commissionRate: terms.commissionRate,
      commissionKobo: commission,
      vatKobo: vat,
      insured: payload.insured!,
      narration: payload.narration ?? null,
      createdBy: by,
    })
    .returning();
  if (payload.coBrokers?.length) {
    await tx.insert(invoiceCoBrokers).values(
      payload.coBrokers.map((share) => ({
        tenantId,
        invoiceId: row!.id,
        coBrokerId: share.coBrokerId.trim(),
        percentageOfPremium: share.percentageOfPremium,
      })),
    );
  }
  if (payload.coInsurers?.length) {
    await tx.insert(invoiceCoInsurers).values(
      payload.coInsurers.map((share) => ({
        tenantId,
        invoiceId: row!.id,
        insuranceProviderId: share.insurerId,
        percentageOfPremium: share.percentageOfPremium,
      })),
    );
  }
  await postIssueIfPossible(tx, tenantId, row!, by);
  return readInvoice(tx, tenantId, row!.id);
}

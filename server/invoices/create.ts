import { CLIENT_TYPES } from '../../domain/clients';
import { commissionKobo, invoiceTerms, pickIgnoringCase, vatOnCommissionKobo, type InvoicePayload } from '../../domain/invoices';
import { positiveKobo } from '../../domain/invoices/fields';
import { CHOOSE_CLIENT, CHOOSE_PRODUCT, COMMISSION_ABOVE_PREMIUM, INVALID_COMMISSION_RATE } from '../../domain/messages';
import { invoiceCoBrokers, invoiceCoInsurers, invoices } from '../db/schema';
import { invalidInput } from '../http/errors';
import { postIssueIfPossible } from './issue-posting';
import { invoiceNoTaken, isInvoiceNoTaken, nextInvoiceNo } from './numbers';
import { clientExists, liveProduct, shareErrors } from './parties';
import { readInvoice, type PresentedInvoice } from './read';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// Raising an invoice (a debit note) for a client and a product: the product brings the insurer and
// the default commission terms; the issue is posted to the ledger in the same transaction.

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

import { and, eq, ne } from 'drizzle-orm';
import { CLIENT_TYPES } from '../../domain/clients';
import {
  CHOOSE_CLIENT,
  CHOOSE_PRODUCT,
  COMMISSION_ABOVE_PREMIUM,
  INVALID_AMOUNT,
  INVALID_COMMISSION_RATE,
} from '../../domain/common-messages';
import { isUuid } from '../../domain/ids';
import { commissionKobo, invoiceTerms, pickIgnoringCase, vatOnCommissionKobo } from '../../domain/invoices';
import { positiveKobo } from '../../domain/invoices/fields';
import { formatNaira } from '../../domain/money';
import { ALREADY_RENEWED, NOT_RENEWABLE, type PolicyPayload } from '../../domain/policies';
import { invoices, policies, quotes } from '../db/schema';
import { invalidInput } from '../http/errors';
import { clientExists, liveProduct, shareErrors } from '../invoices/parties';
import { coversOf, namedShares } from '../quotes/pricing';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// A proposal's terms checked against the book: its client, product, covers and shares, and the
// quote, invoice or policy it comes from. Billed on an invoice, the premium and commission are the
// invoice's; every refusal comes back at once, as field errors.

export const QUOTE_NOT_ACCEPTED = 'Only an accepted quote becomes a policy';
export const OTHER_CLIENTS = (what: string) => `This ${what} is another client's`;
export const OTHER_PRODUCT = 'This invoice is for another product';
export const NOT_A_POLICY_INVOICE = 'An endorsement invoice can not bill a new policy';
export const INVOICE_BILLS = (policyNo: string) => `This invoice already bills policy ${policyNo}`;
export const QUOTE_BECAME = (policyNo: string) => `This quote is already policy ${policyNo}`;
export const PREMIUM_IS_INVOICES = (kobo: number) => `The premium is the invoice's: ${formatNaira(kobo)}`;
const CHOOSE = (what: string) => `Choose ${what} from the list`;

export type PolicyTerms = Omit<typeof policies.$inferInsert, 'id' | 'tenantId' | 'policyNo' | 'createdBy'>;

const sameClient = (row: { individualClientId: string | null; corporateClientId: string | null }, clientId: string) =>
  (row.individualClientId ?? row.corporateClientId) === clientId;

/** A live policy of the brokerage other than `self` that already holds `column = id`. */
async function holderOf(
  tx: Transaction,
  tenantId: string,
  column: typeof policies.invoiceId | typeof policies.quoteId | typeof policies.renewalOf,
  id: string,
  self: string | null,
) {
  const [row] = await tx
    .select({ policyNo: policies.policyNo })
    .from(policies)
    .where(
      and(eq(policies.tenantId, tenantId), eq(column, id), ne(policies.status, 'cancelled'), self ? ne(policies.id, self) : undefined),
    );
  return row?.policyNo ?? null;
}

async function quoteOf(
  tx: Transaction,
  tenantId: string,
  id: string | null | undefined,
  clientId: string,
  self: string | null,
  errors: FieldError[],
) {
  if (!id) return null;
  const [quote] = isUuid(id)
    ? await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, id)))
    : [];
  if (!quote) return (errors.push({ field: 'quoteId', message: CHOOSE('a quote') }), null);
  const holder = await holderOf(tx, tenantId, policies.quoteId, quote.id, self);
  if (quote.status !== 'accepted' && quote.status !== 'converted')
    errors.push({ field: 'quoteId', message: `${QUOTE_NOT_ACCEPTED}; this one is ${quote.status}` });
  else if (!sameClient(quote, clientId)) errors.push({ field: 'quoteId', message: OTHER_CLIENTS('quote') });
  else if (holder) errors.push({ field: 'quoteId', message: QUOTE_BECAME(holder) });
  return quote;
}

async function invoiceOf(
  tx: Transaction,
  tenantId: string,
  id: string | null,
  facts: { clientId: string; productId: string | null; self: string | null },
  errors: FieldError[],
) {
  if (!id) return null;
  const [invoice] = isUuid(id)
    ? await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id), ne(invoices.status, 'deactivated')))
    : [];
  if (!invoice) return (errors.push({ field: 'invoiceId', message: CHOOSE('an invoice') }), null);
  const holder = await holderOf(tx, tenantId, policies.invoiceId, invoice.id, facts.self);
  const problem = !sameClient(invoice, facts.clientId)
    ? OTHER_CLIENTS('invoice')
    : facts.productId && invoice.productId !== facts.productId
      ? OTHER_PRODUCT
      : invoice.transactionType !== 'NEW POLICY' && invoice.transactionType !== 'RENEWAL'
        ? NOT_A_POLICY_INVOICE
        : holder && INVOICE_BILLS(holder);
  if (problem) errors.push({ field: 'invoiceId', message: problem });
  return invoice;
}

async function renewalOf(tx: Transaction, tenantId: string, id: string | null | undefined, self: string | null, errors: FieldError[]) {
  if (!id) return null;
  const [renewed] = isUuid(id)
    ? await tx
        .select()
        .from(policies)
        .where(and(eq(policies.tenantId, tenantId), eq(policies.id, id)))
    : [];
  if (!renewed) return (errors.push({ field: 'renewalOf', message: CHOOSE('a policy') }), null);
  const holder = await holderOf(tx, tenantId, policies.renewalOf, renewed.id, self);
  if (renewed.status !== 'active' && renewed.status !== 'expired') errors.push({ field: 'renewalOf', message: NOT_RENEWABLE });
  else if (holder) errors.push({ field: 'renewalOf', message: ALREADY_RENEWED(holder) });
  return renewed;
}

/** One error per field, the first found. */
const firstPerField = (errors: FieldError[]) =>
  errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);

/** Checks a proposal's terms against the book; `self` is the policy being edited. */
export async function policyTerms(
  tx: Transaction,
  tenantId: string,
  payload: PolicyPayload,
  self: string | null = null,
): Promise<PolicyTerms> {
  const errors: FieldError[] = [];
  const clientType = pickIgnoringCase(CLIENT_TYPES, payload.clientType!)!;
  const clientId = payload.clientId!;
  if (!(await clientExists(tx, tenantId, clientType, clientId))) errors.push({ field: 'clientId', message: CHOOSE_CLIENT });
  const product = await liveProduct(tx, tenantId, payload.productId!);
  if (!product) errors.push({ field: 'productId', message: CHOOSE_PRODUCT });
  errors.push(...(await shareErrors(tx, tenantId, payload, product?.insuranceProviderId ?? null)));
  const quote = await quoteOf(tx, tenantId, payload.quoteId, clientId, self, errors);
  const invoice = await invoiceOf(
    tx,
    tenantId,
    payload.invoiceId ?? quote?.invoiceId ?? null,
    { clientId, productId: product?.id ?? null, self },
    errors,
  );
  const renewed = await renewalOf(tx, tenantId, payload.renewalOf, self, errors);

  const typedPremium = positiveKobo(payload.premium);
  if (invoice && typedPremium !== null && typedPremium !== invoice.premiumKobo)
    errors.push({ field: 'premium', message: PREMIUM_IS_INVOICES(invoice.premiumKobo) });
  const premium = invoice?.premiumKobo ?? typedPremium ?? quote?.premiumKobo ?? 0;
  if (premium <= 0) errors.push({ field: 'premium', message: INVALID_AMOUNT });
  const terms = invoice
    ? { commissionType: invoice.commissionType, commissionRate: invoice.commissionRate }
    : product
      ? invoiceTerms(payload, { commission_type: product.commissionType, commission_rate: product.commissionRate })
      : null;
  const commission = invoice ? invoice.commissionKobo : terms ? commissionKobo(terms.commissionType, terms.commissionRate, premium) : null;
  if (product && commission === null) errors.push({ field: 'commissionRate', message: INVALID_COMMISSION_RATE });
  const vat = invoice ? invoice.vatKobo : vatOnCommissionKobo(commission ?? 0);
  if (!invoice && commission !== null && commission + vat > premium)
    errors.push({ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM });

  const chosenCovers = (payload.covers ?? []).map((cover) => ({ coverId: Number(cover.coverId) }));
  const covers = product ? await coversOf(tx, tenantId, product.id, chosenCovers, errors) : [];
  if (errors.length > 0 || !product || !terms || commission === null) throw invalidInput(firstPerField(errors));

  return {
    transactionType: renewed ? 'RENEWAL' : 'NEW POLICY',
    clientType,
    individualClientId: clientType === 'INDIVIDUAL' ? clientId : null,
    corporateClientId: clientType === 'CORPORATE' ? clientId : null,
    nameOfInsured: payload.nameOfInsured!,
    productId: product.id,
    insuranceProviderId: product.insuranceProviderId,
    startDate: payload.startDate!,
    endDate: payload.endDate!,
    sumInsuredKobo: positiveKobo(payload.sumInsured)!,
    premiumKobo: premium,
    commissionType: terms.commissionType,
    commissionRate: terms.commissionRate,
    commissionKobo: commission,
    vatKobo: vat,
    covers: covers.map((cover) => ({ coverId: cover.coverId, name: cover.name })),
    items: (payload.items ?? []).map((item) => ({
      description: item.description!,
      sumInsuredKobo: item.sumInsured ? positiveKobo(item.sumInsured) : null,
      details: Object.fromEntries(
        Object.entries(item.details ?? {})
          .filter((entry): entry is [string, string | number] => entry[1] !== null && String(entry[1]).trim() !== '')
          .map(([key, value]) => [key, String(value).trim()]),
      ),
    })),
    ...(await namedShares(tx, tenantId, payload)),
    narration: payload.narration ?? null,
    quoteId: quote?.id ?? null,
    invoiceId: invoice?.id ?? null,
    renewalOf: renewed?.id ?? null,
  };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { CLIENT_TYPES } from '../../domain/clients';
import { CHOOSE_CLIENT, CHOOSE_PRODUCT, COMMISSION_ABOVE_PREMIUM } from '../../domain/common-messages';
import { isUuid } from '../../domain/ids';
import { positiveKobo } from '../../domain/invoices/fields';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { COMMISSION_TYPES, exactDecimal, normaliseCommissionRate, trimRate, type TenorUnit } from '../../domain/products';
import {
  ADJUSTMENT_KINDS,
  endOfTenor,
  isListField,
  itemDetailProblem,
  LIST_CHOICE_RULE,
  nameKeyOf,
  priceQuote,
  QUOTE_KINDS,
  type ItemFieldKind,
  type PremiumBreakdown,
  type QuoteKind,
  type QuotePayload,
} from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import {
  coBrokers,
  covers,
  insuranceProviders,
  policyholderTypes,
  premiumRates,
  productCovers,
  propertyCategories,
  vehicleTypes,
} from '../db/schema';
import { invalidInput } from '../http/errors';
import { clientExists, liveProduct, shareErrors } from '../invoices/parties';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// A draft's terms checked against the brokerage's book and priced from the product: what a quote
// row holds, worked out again on every save so that the figures never come from the browser.

export const CHOOSE_PREMIUM_RATE = "Choose one of the product's premium rates";
export const RATE_NEEDED = 'This product has no premium rate: type the rate to charge';
export const COVER_NOT_IN_PRODUCT = 'This cover is not offered by the chosen product';
export const CHOOSE_POLICYHOLDER_TYPE = 'Choose a policyholder type from the list';

export interface PricedQuote {
  clientType: (typeof CLIENT_TYPES)[number];
  individualClientId: string | null;
  corporateClientId: string | null;
  policyholderTypeId: number | null;
  nameOfInsured: string;
  productId: string;
  insuranceProviderId: number;
  startDate: string;
  endDate: string;
  sumInsuredKobo: number;
  rate: string;
  /** The product's premium rate the rate came from; null when the rate was typed. */
  premiumRateId: string | null;
  premiumKobo: number;
  commissionType: (typeof COMMISSION_TYPES)[number];
  commissionRate: string;
  commissionKobo: number;
  vatKobo: number;
  covers: { coverId: number; name: string; rate: string | null }[];
  adjustments: { kind: (typeof ADJUSTMENT_KINDS)[number]; description: string; percent: string }[];
  breakdown: PremiumBreakdown;
  items: { description: string; sumInsuredKobo: number | null; details: Record<string, string> }[];
  coBrokers: { coBrokerId: string; name: string; percentageOfPremium: string }[];
  coInsurers: { insurerId: number; name: string; percentageOfPremium: string }[];
  narration: string | null;
}

async function rateOf(tx: Transaction, tenantId: string, productId: string, payload: QuotePayload, errors: FieldError[]) {
  if (payload.rate) return { id: null, rate: exactDecimal(payload.rate, 4, 100)!, minimumPremiumKobo: null };
  const rates = await tx
    .select()
    .from(premiumRates)
    .where(and(eq(premiumRates.tenantId, tenantId), eq(premiumRates.productId, productId)))
    .orderBy(asc(premiumRates.position));
  const chosen = payload.premiumRateId ? rates.find((rate) => rate.id === payload.premiumRateId) : rates[0];
  if (!chosen) {
    errors.push(payload.premiumRateId ? { field: 'premiumRateId', message: CHOOSE_PREMIUM_RATE } : { field: 'rate', message: RATE_NEEDED });
    return null;
  }
  return { id: chosen.id, rate: chosen.rate, minimumPremiumKobo: chosen.minimumPremiumKobo };
}

/** The product's covers chosen, with their names and rates (a typed rate, else the product's); a cover it does not offer is an error. */
export async function coversOf(
  tx: Transaction,
  tenantId: string,
  productId: string,
  chosen: readonly { coverId: number; rate?: string | null }[],
  errors: FieldError[],
) {
  const wanted = chosen.map((cover) => cover.coverId);
  const offered = wanted.length
    ? await tx
        .select({ id: covers.id, name: covers.name, rate: productCovers.rate })
        .from(productCovers)
        .innerJoin(covers, eq(covers.id, productCovers.coverId))
        .where(and(eq(productCovers.tenantId, tenantId), eq(productCovers.productId, productId), inArray(productCovers.coverId, wanted)))
    : [];
  return chosen.flatMap((cover, index) => {
    const found = offered.find((row) => row.id === cover.coverId);
    if (!found) {
      errors.push({ field: `covers.${index}.coverId`, message: COVER_NOT_IN_PRODUCT });
      return [];
    }
    const rate = cover.rate ? exactDecimal(cover.rate, 4, 100) : found.rate;
    return [{ coverId: found.id, name: found.name, rate: rate === null ? null : trimRate(rate) }];
  });
}

/** The co-brokers' and co-insurers' shares with their names, as the risk keeps them. */
export async function namedShares(tx: Transaction, tenantId: string, payload: Pick<QuotePayload, 'coBrokers' | 'coInsurers'>) {
  const brokerIds = (payload.coBrokers ?? []).map((share) => share.coBrokerId.trim()).filter(isUuid);
  const insurerIds = (payload.coInsurers ?? []).map((share) => share.insurerId);
  const brokers = brokerIds.length
    ? await tx
        .select({ id: coBrokers.id, name: coBrokers.name })
        .from(coBrokers)
        .where(and(eq(coBrokers.tenantId, tenantId), inArray(coBrokers.id, brokerIds)))
    : [];
  const insurers = insurerIds.length
    ? await tx
        .select({ id: insuranceProviders.id, name: insuranceProviders.name })
        .from(insuranceProviders)
        .where(inArray(insuranceProviders.id, insurerIds))
    : [];
  return {
    coBrokers: (payload.coBrokers ?? []).map((share) => ({
      coBrokerId: share.coBrokerId.trim(),
      name: brokers.find((broker) => broker.id === share.coBrokerId.trim())?.name ?? '',
      percentageOfPremium: exactDecimal(share.percentageOfPremium, 2, 100)!,
    })),
    coInsurers: (payload.coInsurers ?? []).map((share) => ({
      insurerId: share.insurerId,
      name: insurers.find((insurer) => insurer.id === share.insurerId)?.name ?? '',
      percentageOfPremium: exactDecimal(share.percentageOfPremium, 2, 100)!,
    })),
  };
}

/** The names of the vehicle types and property categories the items chose, by list and id. */
async function listNames(tx: Transaction, kind: QuoteKind, payload: QuotePayload) {
  const wanted = (list: ItemFieldKind) =>
    (payload.items ?? [])
      .flatMap((item) => QUOTE_KINDS[kind].fields.filter((field) => field.kind === list).map((field) => Number(item.details?.[field.key])))
      .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  const read = async (table: typeof vehicleTypes | typeof propertyCategories, ids: number[]) =>
    new Map(
      ids.length
        ? (await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))).map((row) => [row.id, row.name])
        : [],
    );
  return {
    vehicleType: await read(vehicleTypes, wanted('vehicleType')),
    propertyCategory: await read(propertyCategories, wanted('propertyCategory')),
  };
}

async function itemsOf(tx: Transaction, kind: QuoteKind, payload: QuotePayload, errors: FieldError[]): Promise<PricedQuote['items']> {
  const thisYear = Number(todayInLagos().slice(0, 4));
  const names = await listNames(tx, kind, payload);
  return (payload.items ?? []).map((item, index) => {
    const details: Record<string, string> = {};
    for (const field of QUOTE_KINDS[kind].fields) {
      const value = item.details?.[field.key];
      const text = value === undefined || value === null ? '' : String(value).trim();
      const named = isListField(field) && text ? names[field.kind as 'vehicleType' | 'propertyCategory'].get(Number(text)) : undefined;
      const problem = itemDetailProblem(field, value, thisYear) ?? (isListField(field) && text && !named ? LIST_CHOICE_RULE : null);
      if (problem) errors.push({ field: `items.${index}.details.${field.key}`, message: problem });
      else if (text !== '') details[field.key] = text;
      if (named) details[nameKeyOf(field)] = named;
    }
    return { description: item.description!, sumInsuredKobo: item.sumInsured ? positiveKobo(item.sumInsured) : null, details };
  });
}

async function policyholderTypeErrors(tx: Transaction, id: number | null | undefined): Promise<FieldError[]> {
  if (!id) return [];
  const [row] = await tx.select({ id: policyholderTypes.id }).from(policyholderTypes).where(eq(policyholderTypes.id, id));
  return row ? [] : [{ field: 'policyHolderTypeId', message: CHOOSE_POLICYHOLDER_TYPE }];
}

/** One error per field, the first found. */
const firstPerField = (errors: FieldError[]) =>
  errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);

/** Checks a draft's terms against the book and prices them; every refusal at once, as field errors. */
export async function priceDraft(tx: Transaction, tenantId: string, kind: QuoteKind, payload: QuotePayload): Promise<PricedQuote> {
  const errors: FieldError[] = [];
  const clientType = pickIgnoringCase(CLIENT_TYPES, payload.clientType!)!;
  const clientId = payload.clientId!;
  if (!(await clientExists(tx, tenantId, clientType, clientId))) errors.push({ field: 'clientId', message: CHOOSE_CLIENT });
  errors.push(...(await policyholderTypeErrors(tx, payload.policyHolderTypeId)));
  const product = await liveProduct(tx, tenantId, payload.productId!);
  if (!product) errors.push({ field: 'productId', message: CHOOSE_PRODUCT });
  errors.push(...(await shareErrors(tx, tenantId, payload, product?.insuranceProviderId ?? null)));
  const rate = product ? await rateOf(tx, tenantId, product.id, payload, errors) : null;
  const chosenCovers = product ? await coversOf(tx, tenantId, product.id, payload.covers ?? [], errors) : [];
  const items = await itemsOf(tx, kind, payload, errors);
  const commissionType = pickIgnoringCase(COMMISSION_TYPES, payload.commissionType ?? product?.commissionType ?? 'Percentage')!;
  const commissionRate = normaliseCommissionRate(commissionType, payload.commissionRate ?? product?.commissionRate ?? '0') ?? '0.00';
  const adjustments = (payload.adjustments ?? []).map((adjustment) => ({
    kind: pickIgnoringCase(ADJUSTMENT_KINDS, adjustment.kind!)!,
    description: adjustment.description!,
    percent: exactDecimal(adjustment.percent!, 2, 100)!,
  }));
  const sumInsuredKobo = positiveKobo(payload.sumInsured)!;
  const priced = rate
    ? priceQuote({
        sumInsuredKobo,
        rate: rate.rate,
        minimumPremiumKobo: rate.minimumPremiumKobo,
        covers: chosenCovers,
        adjustments,
        commission: { type: commissionType, rate: commissionRate },
      })
    : null;
  if (priced && !priced.ok) errors.push(...priced.problems);
  const breakdown = priced?.ok ? priced.breakdown : null;
  if (breakdown && breakdown.commissionKobo + breakdown.vatOnCommissionKobo > breakdown.premiumKobo)
    errors.push({ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM });
  if (errors.length > 0 || !product || !rate || !breakdown) throw invalidInput(firstPerField(errors));

  return {
    clientType,
    individualClientId: clientType === 'INDIVIDUAL' ? clientId : null,
    corporateClientId: clientType === 'CORPORATE' ? clientId : null,
    policyholderTypeId: payload.policyHolderTypeId ?? null,
    nameOfInsured: payload.nameOfInsured!,
    productId: product.id,
    insuranceProviderId: product.insuranceProviderId,
    startDate: payload.startDate!,
    endDate: payload.endDate ?? endOfTenor(payload.startDate!, product.tenor, product.tenorUnit as TenorUnit | null),
    sumInsuredKobo,
    rate: trimRate(rate.rate),
    premiumRateId: rate.id,
    premiumKobo: breakdown.premiumKobo,
    commissionType,
    commissionRate,
    commissionKobo: breakdown.commissionKobo,
    vatKobo: breakdown.vatOnCommissionKobo,
    covers: chosenCovers,
    adjustments,
    breakdown,
    items,
    ...(await namedShares(tx, tenantId, payload)),
    narration: payload.narration ?? null,
  };
}

import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { nairaTextToKobo } from '../../domain/money';
import { COMMISSION_TYPES } from '../../domain/products';
import {
  ADJUSTMENT_KINDS,
  itemDetailProblem,
  priceQuote,
  QUOTE_KINDS,
  QuotePayload,
  type PricingResult,
  type QuoteDetails,
  type QuoteKind,
} from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { validatePayload } from '../../domain/validation';
import type { RequestFailure } from '../../domain/api';
import type { ProductTerms } from './quote-approval.types';

// The quote form's terms: read back from a saved quote, checked before they are sent, and priced
// as they are typed (the same priceQuote the server runs, on the terms the form holds).

const INVALID_FORM = 'Please correct the highlighted fields';

/** The terms a quote was saved with, as the form holds them. */
export function quoteForm(quote: QuoteDetails): QuotePayload {
  return {
    clientType: quote.client_type,
    clientId: quote.client_id,
    policyHolderTypeId: quote.policy_holder_type_id,
    nameOfInsured: quote.name_of_insured,
    productId: quote.product_id,
    // A rate from the product's premium rates is chosen again (its minimum premium with it); only a typed one is typed.
    premiumRateId: quote.premium_rate_id ?? '',
    rate: quote.premium_rate_id ? '' : quote.rate,
    startDate: quote.start_date,
    endDate: quote.end_date,
    sumInsured: quote.sum_insured,
    covers: quote.breakdown.covers.map((cover) => ({ coverId: cover.cover_id, rate: cover.rate })),
    adjustments: quote.breakdown.adjustments.map(({ kind, description, percent }) => ({ kind, description, percent })),
    commissionType: quote.commission_type,
    commissionRate: quote.commission_rate,
    coBrokers: quote.co_brokers.map((share) => ({ coBrokerId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium })),
    coInsurers: quote.co_insurers.map((share) => ({ insurerId: share.insurer_id, percentageOfPremium: share.percentage_of_premium })),
    items: quote.items.map((item) => ({ description: item.description, sumInsured: item.sum_insured, details: item.details })),
    narration: quote.narration,
    requestId: quote.request_id,
  };
}

/** What is wrong with the items' details for their kind of quote (a motor item's make, a travel item's dates), by field path. */
function itemProblems(form: QuotePayload, kind: QuoteKind): [field: string, message: string][] {
  const thisYear = Number(todayInLagos().slice(0, 4));
  return (form.items ?? []).flatMap((item, index) =>
    QUOTE_KINDS[kind].fields.flatMap((field): [string, string][] => {
      const problem = itemDetailProblem(field, item.details?.[field.key], thisYear);
      return problem ? [[`items.${index}.details.${field.key}`, problem]] : [];
    }),
  );
}

/**
 * What the server would refuse in the form's own terms (the list choices' existence aside), as a
 * failure with its field errors; null when none.
 */
export function formRefusal(form: QuotePayload, kind: QuoteKind): RequestFailure | null {
  const checked = validatePayload(QuotePayload, form);
  const problems = [
    ...(checked.ok ? [] : checked.errors.map((error): [string, string] => [error.field, error.message])),
    ...itemProblems(form, kind),
  ];
  if (problems.length === 0) return null;
  return { message: INVALID_FORM, fieldErrors: Object.fromEntries(problems) };
}

/** The form's terms are those the quote was last saved with. */
export const savedAsTyped = (form: QuotePayload, quote: QuoteDetails | null): boolean =>
  quote !== null && JSON.stringify(form) === JSON.stringify(quoteForm(quote));

/**
 * The premium as the form stands, or null until a product's terms are known. The typed rate,
 * cover rates and commission win over the product's, as on the server.
 */
export function previewPremium(form: QuotePayload, product: ProductTerms | null): PricingResult | null {
  if (!product) return null;
  const sumInsured = form.sumInsured?.trim() ?? '';
  const commissionType = (form.commissionType && pickIgnoringCase(COMMISSION_TYPES, form.commissionType)) || product.commission.type;
  return priceQuote({
    sumInsuredKobo: sumInsured === '' ? 0 : (nairaTextToKobo(sumInsured) ?? Number.NaN),
    rate: form.rate?.trim() || product.rate,
    minimumPremiumKobo: form.rate?.trim() ? null : product.minimumPremiumKobo,
    covers: (form.covers ?? []).map(({ coverId, rate }) => {
      const offered = product.covers.find((cover) => cover.coverId === coverId);
      return { coverId, name: offered?.name ?? '', rate: rate?.trim() || (offered?.rate ?? null) };
    }),
    adjustments: (form.adjustments ?? []).map(({ kind, description, percent }) => ({
      kind: pickIgnoringCase(ADJUSTMENT_KINDS, kind ?? '') ?? 'loading',
      description: description ?? '',
      percent: percent ?? '',
    })),
    commission: { type: commissionType, rate: form.commissionRate?.trim() || product.commission.rate },
  });
}

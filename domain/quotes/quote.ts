import { array, coerce, is, nullable, number, optional, record, refine, size, string, type, union, type Infer } from 'superstruct';
import { pageOf, savedAnswerOf, answerOf } from '../api/envelope';
import { CLIENT_TYPES } from '../clients';
import {
  END_DATE_BEFORE_START_DATE,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_COMMISSION_RATE,
  INVALID_DATE,
  LISTED_TWICE,
} from '../common-messages';
import { amountText, choiceText, chooseOneOf, isDate, positiveKobo, Problems, text } from '../invoices/fields';
import { pickIgnoringCase } from '../invoices/vocabulary';
import { COMMISSION_TYPES, exactDecimal, normaliseCommissionRate, PERCENTAGE_RULE, RATE_RULE } from '../products';
import { CoBrokerShare, CoInsurerShare, sharesProblems } from '../shares';

// The quote as the API answers it (snake_case) and the payload that drafts or edits one (camelCase).
// Amounts are naira decimal text ('1500.00'); the premium is worked out on the server (priceQuote).

export const ADJUSTMENT_KINDS = ['discount', 'loading'] as const;
export const MAX_QUOTE_ITEMS = 50;
export const MAX_QUOTE_COVERS = 50;
export const MAX_QUOTE_ADJUSTMENTS = 20;

const listId = (message: string) =>
  coerce(
    refine(number(), 'listId', (value) => (Number.isInteger(value) && value > 0 && value <= 2_147_483_647) || message),
    string(),
    (value) => Number(value.trim() || 'NaN'),
  );

const QuoteItemPayload = type({
  description: text(),
  sumInsured: amountText(),
  details: optional(record(string(), nullable(union([string(), number()])))),
});

const QuoteFields = type({
  clientType: choiceText(CLIENT_TYPES),
  clientId: text(),
  policyHolderTypeId: optional(nullable(listId('Choose a policyholder type from the list'))),
  nameOfInsured: text(),
  productId: text(),
  /** One of the product's premium rates; or a typed `rate`. */
  premiumRateId: text(),
  rate: text(),
  startDate: text(),
  /** Blank: the start date plus the product's tenor. */
  endDate: text(),
  sumInsured: amountText(),
  covers: optional(size(array(type({ coverId: listId('Choose a cover from the list'), rate: text() })), 0, MAX_QUOTE_COVERS)),
  adjustments: optional(
    size(array(type({ kind: choiceText(ADJUSTMENT_KINDS), description: text(), percent: text() })), 0, MAX_QUOTE_ADJUSTMENTS),
  ),
  commissionType: choiceText(COMMISSION_TYPES),
  commissionRate: text(),
  coBrokers: optional(array(CoBrokerShare)),
  coInsurers: optional(array(CoInsurerShare)),
  items: optional(size(array(QuoteItemPayload), 0, MAX_QUOTE_ITEMS)),
  narration: text(),
  /** The quote request this quote answers. */
  requestId: text(),
});

/** POST /quotes/{type} and PUT /quote/{id}: a draft's terms. Left out, the rate and commission are the product's. */
export const QuotePayload = refine(QuoteFields, 'quote', (quote) => {
  // superstruct runs the rules even when a field has the wrong type; that field's failure stands then.
  if (!is(quote, QuoteFields)) return [];
  const problems = new Problems();
  problems.add(
    'clientType',
    !quote.clientType ? FIELD_REQUIRED : !pickIgnoringCase(CLIENT_TYPES, quote.clientType) && chooseOneOf(CLIENT_TYPES),
  );
  problems.add('clientId', !quote.clientId && FIELD_REQUIRED);
  problems.add(
    'nameOfInsured',
    !quote.nameOfInsured ? FIELD_REQUIRED : quote.nameOfInsured.length > 200 && 'Must be at most 200 characters',
  );
  problems.add('productId', !quote.productId && FIELD_REQUIRED);
  problems.add('rate', quote.rate && exactDecimal(quote.rate, 4, 100) === null && RATE_RULE);
  problems.add('startDate', !quote.startDate ? FIELD_REQUIRED : !isDate(quote.startDate) && INVALID_DATE);
  problems.add('endDate', quote.endDate && !isDate(quote.endDate) && INVALID_DATE);
  if (isDate(quote.startDate) && isDate(quote.endDate) && quote.endDate < quote.startDate)
    problems.add('endDate', END_DATE_BEFORE_START_DATE);
  problems.add('sumInsured', positiveKobo(quote.sumInsured) === null && INVALID_AMOUNT);
  const covers = new Set<number>();
  for (const [index, cover] of (quote.covers ?? []).entries()) {
    problems.add(`covers.${index}.coverId`, covers.has(cover.coverId) && LISTED_TWICE);
    covers.add(cover.coverId);
    problems.add(`covers.${index}.rate`, cover.rate && exactDecimal(cover.rate, 4, 100) === null && RATE_RULE);
  }
  for (const [index, adjustment] of (quote.adjustments ?? []).entries()) {
    problems.add(
      `adjustments.${index}.kind`,
      !adjustment.kind ? FIELD_REQUIRED : !pickIgnoringCase(ADJUSTMENT_KINDS, adjustment.kind) && chooseOneOf(ADJUSTMENT_KINDS),
    );
    problems.add(
      `adjustments.${index}.description`,
      !adjustment.description ? FIELD_REQUIRED : adjustment.description.length > 200 && 'Must be at most 200 characters',
    );
    problems.add(
      `adjustments.${index}.percent`,
      (!adjustment.percent || exactDecimal(adjustment.percent, 2, 100) === null) && PERCENTAGE_RULE,
    );
  }
  const commissionType = quote.commissionType ? pickIgnoringCase(COMMISSION_TYPES, quote.commissionType) : null;
  problems.add('commissionType', quote.commissionType && !commissionType && chooseOneOf(COMMISSION_TYPES));
  problems.add(
    'commissionRate',
    quote.commissionRate &&
      commissionType &&
      normaliseCommissionRate(commissionType, quote.commissionRate) === null &&
      INVALID_COMMISSION_RATE,
  );
  problems.add('commissionType', quote.commissionRate && !quote.commissionType && FIELD_REQUIRED);
  sharesProblems(problems, quote);
  for (const [index, item] of (quote.items ?? []).entries()) {
    problems.add(
      `items.${index}.description`,
      !item.description ? FIELD_REQUIRED : item.description.length > 500 && 'Must be at most 500 characters',
    );
    problems.add(`items.${index}.sumInsured`, item.sumInsured && positiveKobo(item.sumInsured) === null && INVALID_AMOUNT);
  }
  problems.add('narration', (quote.narration?.length ?? 0) > 1000 && 'Must be at most 1000 characters');
  return problems.failures();
});
export type QuotePayload = Infer<typeof QuotePayload>;

/** PATCH /quote/{id}/approve: the checker's decision; a rejection says why. */
export const QuoteDecisionPayload = refine(type({ decision: choiceText(['approve', 'reject']), reason: text() }), 'decision', (body) =>
  new Problems()
    .add('decision', !body.decision ? FIELD_REQUIRED : !['approve', 'reject'].includes(body.decision) && 'Choose approve or reject')
    .add('reason', body.decision === 'reject' && !body.reason && 'Say why the quote is rejected')
    .add('reason', (body.reason?.length ?? 0) > 500 && 'Must be at most 500 characters')
    .failures(),
);
export type QuoteDecisionPayload = Infer<typeof QuoteDecisionPayload>;

// ---- answers ----------------------------------------------------------------------------------

const Person = type({ user_id: string(), name: string() });

export const QuoteBreakdown = type({
  base_premium: string(),
  covers: array(type({ cover_id: number(), name: string(), rate: nullable(string()), amount: string() })),
  gross_premium: string(),
  adjustments: array(type({ kind: string(), description: string(), percent: string(), amount: string() })),
  minimum_top_up: string(),
});

export const QuoteItem = type({ description: string(), sum_insured: nullable(string()), details: record(string(), string()) });

export const QuoteEvent = type({ action: string(), status: string(), note: nullable(string()), by: nullable(Person), at: string() });

export const Quote = type({
  quote_id: string(),
  quote_number: string(),
  quote_type: string(),
  status: string(),
  client_type: string(),
  client_id: string(),
  client_name: string(),
  policy_holder_type_id: nullable(number()),
  name_of_insured: string(),
  product_id: string(),
  product_name: string(),
  insurance_provider_id: number(),
  insurance_provider_name: string(),
  start_date: string(),
  end_date: string(),
  valid_until: string(),
  sum_insured: string(),
  rate: string(),
  /** The product's premium rate the rate came from; null when the rate was typed. */
  premium_rate_id: nullable(string()),
  premium: string(),
  commission_type: string(),
  commission_rate: string(),
  commission: string(),
  vat_on_commission: string(),
  net_to_insurer: string(),
  breakdown: QuoteBreakdown,
  items: array(QuoteItem),
  co_brokers: array(type({ co_broker_id: string(), name: string(), percentage_of_premium: string() })),
  co_insurers: array(type({ insurer_id: number(), name: string(), percentage_of_premium: string() })),
  narration: nullable(string()),
  request_id: nullable(string()),
  revision_of: nullable(string()),
  /** Quotes pricing the same risk with other insurers share it. */
  comparison_group: nullable(string()),
  invoice_id: nullable(string()),
  created_by: nullable(Person),
  decided_by: nullable(Person),
  decided_at: nullable(string()),
  rejection_reason: nullable(string()),
  sent_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type Quote = Infer<typeof Quote>;

/** GET /quote/{id}: the quote and who did what to it, oldest first. */
export const QuoteDetails = type({ ...Quote.schema, history: array(QuoteEvent) });
export type QuoteDetails = Infer<typeof QuoteDetails>;

export const QuoteResponse = answerOf(QuoteDetails);
export const QuoteSavedResponse = savedAnswerOf(QuoteDetails);
export const QuoteListResponse = pageOf(Quote);

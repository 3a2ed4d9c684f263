import {
  array,
  assign,
  boolean,
  coerce,
  literal,
  nullable,
  number,
  optional,
  refine,
  size,
  string,
  type,
  union,
  type Infer,
  type Struct,
} from 'superstruct';
import { ListMeta } from './api/envelope';
import { FIELD_REQUIRED } from './common-messages';
import { counted } from './format/counted';
import { CHOOSE_INSURER } from './insurers';
import { koboToNaira, nairaTextToKobo } from './money';
import { requiredText } from './validation';

// A product is what an insurer sells through the brokerage: its class (category and coverage type),
// its tenor, the brokerage's commission, and its parts (rules, limits, policy exceptions, premium
// rates, covers and, for travel products, travel plans).

export const COMMISSION_TYPES = ['Flat', 'Percentage'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];
export const TENOR_UNITS = ['Days', 'Weeks', 'Months', 'Years'] as const;

/** A product's tenor as the screens show it: "1 Year", "6 Months"; a dash when it has none. */
export function formatTenor(tenor: number | null, unit: string | null): string {
  if (tenor === null) return '—';
  return unit ? counted(tenor, unit) : String(tenor);
}
export type TenorUnit = (typeof TENOR_UNITS)[number];

/** Travel plans belong to products of the seeded Travel category (code TRAVEL) only. */
export const TRAVEL_CATEGORY_CODE = 'TRAVEL';
export const MAX_PART_ENTRIES = 100;

export { CHOOSE_INSURER };
export const CHOOSE_CATEGORY = 'Choose a category from the list';
export const CHOOSE_COVERAGE_TYPE = 'Choose a coverage type from the list';
export const CHOOSE_COVER = 'Choose a cover from the list';
export const COVERAGE_TYPE_NOT_IN_CATEGORY = 'Choose a coverage type of the chosen category';
export const COVER_NOT_IN_CATEGORY = 'This cover is not offered under the chosen category';
export const COVER_LISTED_TWICE = 'This cover is already listed';
export const TRAVEL_PLANS_ONLY_FOR_TRAVEL = 'Travel plans belong to products of the Travel category only';
export const CHOOSE_TENOR_UNIT = 'Choose days, weeks, months or years';
export const CHOOSE_COMMISSION_TYPE = 'Choose Flat or Percentage';
export const TENOR_RULE = 'Enter a whole number greater than 0';
export const PERCENTAGE_RULE = 'Enter a percentage from 0 to 100 with at most 2 decimals';
export const FLAT_COMMISSION_RULE = 'Enter an amount in naira with at most 2 decimals';
export const RATE_RULE = 'Enter a rate from 0 to 100 with at most 4 decimals';
export const AMOUNT_RULE = 'Enter an amount in naira with at most 2 decimals';
export const DAYS_RULE = 'Enter a whole number of days greater than 0';
export const MAX_DAYS_BEFORE_MIN = 'The most days can not be fewer than the fewest days';
export const PRODUCT_NAME_TAKEN = 'This insurer already has a product with this name';
export const RESTORE_NAME_TAKEN =
  'This insurer already has a live product with this name; rename or archive that one before restoring this one';
export const CATEGORY_CHANGE_LEAVES_COVERS = 'The product has covers of its current category: send the covers of the new category with it';
export const CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS =
  'The product has travel plans: send an empty list of travel plans with a category that is not Travel';
export const PRODUCT_ARCHIVED = 'This product is archived; restore it before changing it';
export const PRODUCT_ALREADY_ARCHIVED = 'This product is already archived';
export const PRODUCT_NOT_ARCHIVED = 'This product is not archived';

// ---- exact decimals ---------------------------------------------------------------------------

/** A number as the decimal text it stands for; exponent forms are refused rather than guessed. */
const numberText = (value: number) => (Number.isFinite(value) && !/e/i.test(String(value)) ? String(value) : 'not a number');

/**
 * A non-negative decimal with at most `places` decimals and at most `max` (a whole number), as
 * text with exactly `places` decimals; null when it is not one. No float is involved.
 */
export function exactDecimal(text: string, places: number, max: number): string | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > places) return null;
  const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
  if (units > BigInt(max) * 10n ** BigInt(places)) return null;
  const digits = units.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A rate read back from the database ('2.5000') without the zeros its column pads it with ('2.5'). */
export function trimRate(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The commission rate as stored (2 decimals), or null when it does not fit the commission type. */
export function normaliseCommissionRate(commissionType: CommissionType, rate: string): string | null {
  if (commissionType === 'Percentage') return exactDecimal(rate, 2, 100);
  const kobo = nairaTextToKobo(rate);
  return kobo === null ? null : koboToNaira(kobo);
}

export const commissionRule = (commissionType: CommissionType) =>
  commissionType === 'Percentage' ? PERCENTAGE_RULE : FLAT_COMMISSION_RULE;

// ---- fields -----------------------------------------------------------------------------------

/** Text or a number, as decimal text (a form sends text, a script may send a number). */
const decimalText = () => coerce(string(), number(), numberText);

const choice = <T extends string>(values: readonly T[], message: string) =>
  refine(string(), 'choice', (value) => (values as readonly string[]).includes(value) || message) as unknown as Struct<T, null>;

/** Blank text is a missing value; text that is no number fails the rule rather than the type. */
const fromText = (text: string) => (text.trim() === '' ? undefined : Number.isNaN(Number(text.trim())) ? 0 : Number(text.trim()));

/** An id from a list (a select's value arrives as text). */
const listId = (message: string) =>
  coerce(
    // Ids are 32-bit in the database: a larger number names nothing.
    refine(number(), 'listId', (value) => (Number.isInteger(value) && value > 0 && value <= 2_147_483_647) || message),
    string(),
    (text) => fromText(text) as number,
  );

const wholeNumber = (message: string) =>
  coerce(
    refine(number(), 'wholeNumber', (value) => (Number.isInteger(value) && value > 0 && value <= 100_000) || message),
    string(),
    (text) => fromText(text) as number,
  );

const amount = () => refine(decimalText(), 'amount', (value) => nairaTextToKobo(value) !== null || AMOUNT_RULE);
const optionalAmount = () => optional(coerce(nullable(amount()), string(), (text) => (text.trim() === '' ? null : text)));
const rate = () => refine(decimalText(), 'rate', (value) => exactDecimal(value, 4, 100) !== null || RATE_RULE);

const optionalText = (max: number) =>
  coerce(
    nullable(refine(string(), 'maxLength', (value) => value.length <= max || `Must be at most ${max} characters`)),
    string(),
    (text) => (text.trim() === '' ? null : text.trim()),
  );

const entries = <T, S>(entry: Struct<T, S>) => size(array(entry), 0, MAX_PART_ENTRIES);

const Rule = coerce(type({ rule: requiredText(1000) }), string(), (rule) => ({ rule }));
const Limit = type({ description: requiredText(500), amount: optionalAmount() });
const PolicyException = coerce(type({ exception: requiredText(1000) }), string(), (exception) => ({ exception }));
const PremiumRate = type({ description: requiredText(500), rate: rate(), minimumPremium: optionalAmount() });
const Cover = coerce(
  type({ coverId: listId(CHOOSE_COVER), rate: optional(coerce(nullable(rate()), string(), (text) => (text.trim() === '' ? null : text))) }),
  union([number(), string()]),
  (coverId) => ({ coverId }),
);
const TravelPlan = refine(
  type({
    planName: requiredText(120),
    destination: requiredText(120),
    minDays: wholeNumber(DAYS_RULE),
    maxDays: wholeNumber(DAYS_RULE),
    premium: amount(),
  }),
  'days',
  // A refinement's path is absolute: it starts from the context's path.
  (plan, context) => plan.maxDays >= plan.minDays || { path: [...context.path, 'maxDays'], message: MAX_DAYS_BEFORE_MIN },
);

const covers = () =>
  refine(entries(Cover), 'distinct', (list, context) => {
    const seen = new Set<number>();
    for (const [index, cover] of list.entries()) {
      if (seen.has(cover.coverId)) return { path: [...context.path, index, 'coverId'], message: COVER_LISTED_TWICE };
      seen.add(cover.coverId);
    }
    return true;
  });

/** The parts of a product; each may be left out of a payload. */
const parts = {
  productRules: optional(entries(Rule)),
  productLimits: optional(entries(Limit)),
  productPolicyExceptions: optional(entries(PolicyException)),
  premiumRates: optional(entries(PremiumRate)),
  covers: optional(covers()),
  insuranceTravelProducts: optional(entries(TravelPlan)),
};

const main = {
  insuranceProviderId: listId(CHOOSE_INSURER),
  insuranceCategoryId: listId(CHOOSE_CATEGORY),
  coverageType: listId(CHOOSE_COVERAGE_TYPE),
  productName: requiredText(120),
  remark: optional(optionalText(1000)),
  tenor: wholeNumber(TENOR_RULE),
  tenorUnit: choice(TENOR_UNITS, CHOOSE_TENOR_UNIT),
  commissionType: choice(COMMISSION_TYPES, CHOOSE_COMMISSION_TYPE),
  commissionRate: decimalText(),
};

const commissionFits = <T extends { commissionType?: CommissionType; commissionRate?: string }, S>(struct: Struct<T, S>) =>
  refine(struct, 'commissionRate', (value) => {
    if (value.commissionType === undefined || value.commissionRate === undefined) return true;
    if (value.commissionRate.trim() === '') return { path: ['commissionRate'], message: FIELD_REQUIRED };
    return (
      normaliseCommissionRate(value.commissionType, value.commissionRate) !== null || {
        path: ['commissionRate'],
        message: commissionRule(value.commissionType),
      }
    );
  });

/** POST /product: the main details and any parts, all saved together. */
export const ProductPayload = commissionFits(type({ ...main, ...parts }));
export type ProductPayload = Infer<typeof ProductPayload>;

/** PUT /product/{id}: a field or part left out stays as it is ("an update with a missing part sends only the parts provided"). */
export const ProductUpdatePayload = commissionFits(
  type({
    insuranceProviderId: optional(main.insuranceProviderId),
    insuranceCategoryId: optional(main.insuranceCategoryId),
    coverageType: optional(main.coverageType),
    productName: optional(main.productName),
    remark: main.remark,
    tenor: optional(main.tenor),
    tenorUnit: optional(main.tenorUnit),
    commissionType: optional(main.commissionType),
    commissionRate: optional(main.commissionRate),
    ...parts,
  }),
);
export type ProductUpdatePayload = Infer<typeof ProductUpdatePayload>;

export type ProductPartName = keyof typeof parts;

/** The body of PUT /product/rules|limits|exceptions|premiumRate|covers/{id}: that one part, replaced whole. */
export const RulesPayload = type({ productRules: entries(Rule) });
export const LimitsPayload = type({ productLimits: entries(Limit) });
export const ExceptionsPayload = type({ productPolicyExceptions: entries(PolicyException) });
export const PremiumRatesPayload = type({ premiumRates: entries(PremiumRate) });
export const CoversPayload = type({ covers: covers() });
export type RulesPayload = Infer<typeof RulesPayload>;
export type LimitsPayload = Infer<typeof LimitsPayload>;
export type ExceptionsPayload = Infer<typeof ExceptionsPayload>;
export type PremiumRatesPayload = Infer<typeof PremiumRatesPayload>;
export type CoversPayload = Infer<typeof CoversPayload>;

// ---- answers ----------------------------------------------------------------------------------

/** A product as lists answer it: names resolved, the commission rate exact (naira for Flat, percent otherwise). */
export const ProductSummary = type({
  product_id: string(),
  product_name: string(),
  remark: nullable(string()),
  insurance_provider_id: number(),
  insurance_provider_name: string(),
  insurance_provider_short_name: string(),
  insurance_category_id: number(),
  insurance_category_name: string(),
  insurance_category_code: string(),
  line_of_business_id: number(),
  line_of_business_name: string(),
  coverage_type_id: nullable(number()),
  coverage_type_name: nullable(string()),
  tenor: nullable(number()),
  tenor_unit: nullable(string()),
  commission_type: string(),
  commission_rate: string(),
  archived: boolean(),
  archived_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type ProductSummary = Infer<typeof ProductSummary>;

export const ProductRule = type({ rule_id: string(), rule: string() });
export const ProductLimit = type({ limit_id: string(), description: string(), amount: nullable(string()) });
export const ProductPolicyException = type({ exception_id: string(), exception: string() });
export const ProductPremiumRate = type({
  premium_rate_id: string(),
  description: string(),
  rate: string(),
  minimum_premium: nullable(string()),
});
export const ProductCover = type({ cover_id: number(), cover_code: string(), cover_name: string(), rate: nullable(string()) });
export const ProductTravelPlan = type({
  travel_product_id: string(),
  plan_name: string(),
  destination: string(),
  min_days: number(),
  max_days: number(),
  premium: string(),
});

/** GET /product/{id}?detailed=true: the product with every part, in the order entered. */
export const ProductDetails = assign(
  ProductSummary,
  type({
    product_rules: array(ProductRule),
    product_limits: array(ProductLimit),
    product_policy_exceptions: array(ProductPolicyException),
    premium_rates: array(ProductPremiumRate),
    covers: array(ProductCover),
    insurance_travel_products: array(ProductTravelPlan),
  }),
);
export type ProductDetails = Infer<typeof ProductDetails>;
export type ProductCover = Infer<typeof ProductCover>;

export const ProductListResponse = type({ success: literal(true), data: array(ProductSummary), meta: ListMeta });
export const ProductResponse = type({ success: literal(true), message: optional(string()), data: ProductSummary });
export const ProductDetailsResponse = type({ success: literal(true), message: optional(string()), data: ProductDetails });

export const isTravelCategory = (code: string | null | undefined) => code === TRAVEL_CATEGORY_CODE;

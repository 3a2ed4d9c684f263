import { ProductPayload, type ProductDetails, type ProductPartName } from '../../../domain/products';
import { validatePayload } from '../../../domain/validation';

// The editor's form as text, the way inputs hold it, and its way to and from the API's payload.

export interface MainDetails {
  insuranceProviderId: string;
  lineOfBusinessId: string;
  insuranceCategoryId: string;
  coverageType: string;
  productName: string;
  remark: string;
  tenor: string;
  tenorUnit: string;
  commissionType: string;
  commissionRate: string;
}

export type Entry = Record<string, string>;
export interface ChosenCover {
  coverId: number;
  rate: string;
}

/** Each part the form holds; a part absent from the object is a section not added. */
export interface PartsForm {
  productRules?: Entry[];
  productLimits?: Entry[];
  productPolicyExceptions?: Entry[];
  premiumRates?: Entry[];
  covers?: ChosenCover[];
  insuranceTravelProducts?: Entry[];
}

export type EntryPart = Exclude<ProductPartName, 'covers'>;

/** The fields of one entry of each part, in the order shown, with their labels. */
export const PART_FIELDS: Record<EntryPart, { key: string; label: string; kind: 'text' | 'money' | 'number'; optional?: boolean }[]> = {
  productRules: [{ key: 'rule', label: 'Rule', kind: 'text' }],
  productLimits: [
    { key: 'description', label: 'Limit', kind: 'text' },
    { key: 'amount', label: 'Amount', kind: 'money', optional: true },
  ],
  productPolicyExceptions: [{ key: 'exception', label: 'Exception', kind: 'text' }],
  premiumRates: [
    { key: 'description', label: 'Rated item', kind: 'text' },
    { key: 'rate', label: 'Rate (%)', kind: 'number' },
    { key: 'minimumPremium', label: 'Minimum premium', kind: 'money', optional: true },
  ],
  insuranceTravelProducts: [
    { key: 'planName', label: 'Plan', kind: 'text' },
    { key: 'destination', label: 'Destination', kind: 'text' },
    { key: 'minDays', label: 'Fewest days', kind: 'number' },
    { key: 'maxDays', label: 'Most days', kind: 'number' },
    { key: 'premium', label: 'Premium', kind: 'money' },
  ],
};

export const PART_TITLES: Record<ProductPartName, { title: string; entry: string }> = {
  productRules: { title: 'Rules', entry: 'rule' },
  productLimits: { title: 'Limits', entry: 'limit' },
  productPolicyExceptions: { title: 'Policy exceptions', entry: 'exception' },
  premiumRates: { title: 'Premium rates', entry: 'premium rate' },
  covers: { title: 'Covers', entry: 'cover' },
  insuranceTravelProducts: { title: 'Travel plans', entry: 'travel plan' },
};

export const EMPTY_MAIN: MainDetails = {
  insuranceProviderId: '',
  lineOfBusinessId: '',
  insuranceCategoryId: '',
  coverageType: '',
  productName: '',
  remark: '',
  tenor: '',
  tenorUnit: '',
  commissionType: '',
  commissionRate: '',
};

export const emptyEntry = (part: EntryPart): Entry => Object.fromEntries(PART_FIELDS[part].map((field) => [field.key, '']));

/** An entry as the payload wants it: optional amounts left blank are left out. */
function entryPayload(part: EntryPart, entry: Entry): Record<string, string> {
  return Object.fromEntries(
    PART_FIELDS[part]
      .filter((field) => !(field.optional && (entry[field.key] ?? '').trim() === ''))
      .map((field) => [field.key, entry[field.key] ?? '']),
  );
}

export function partPayload(part: ProductPartName, parts: PartsForm): unknown[] {
  if (part === 'covers')
    return (parts.covers ?? []).map((cover) =>
      cover.rate.trim() ? { coverId: cover.coverId, rate: cover.rate } : { coverId: cover.coverId },
    );
  return (parts[part] ?? []).map((entry) => entryPayload(part, entry));
}

/** The main details as the payload names them; the line of business only guides the choice of category. */
export function mainPayload(main: MainDetails): Record<string, string> {
  const { lineOfBusinessId: _guide, ...fields } = main;
  return fields;
}

export function productPayload(main: MainDetails, parts: PartsForm): Record<string, unknown> {
  const present = (Object.keys(parts) as ProductPartName[]).filter((part) => parts[part] !== undefined);
  return { ...mainPayload(main), ...Object.fromEntries(present.map((part) => [part, partPayload(part, parts)])) };
}

/** Checks the form with the server's own struct: the payload, or the message of each field by its path. */
export function checkProduct(
  main: MainDetails,
  parts: PartsForm,
): { ok: true; payload: ProductPayload } | { ok: false; errors: Record<string, string> } {
  const result = validatePayload(ProductPayload, productPayload(main, parts));
  return result.ok
    ? { ok: true, payload: result.value }
    : { ok: false, errors: Object.fromEntries(result.errors.map((error) => [error.field, error.message])) };
}

/** A saved product's main details, as the form holds them. */
export function mainOf(product: ProductDetails): MainDetails {
  return {
    insuranceProviderId: String(product.insurance_provider_id),
    lineOfBusinessId: String(product.line_of_business_id),
    insuranceCategoryId: String(product.insurance_category_id),
    coverageType: product.coverage_type_id === null ? '' : String(product.coverage_type_id),
    productName: product.product_name,
    remark: product.remark ?? '',
    tenor: product.tenor === null ? '' : String(product.tenor),
    tenorUnit: product.tenor_unit ?? '',
    commissionType: product.commission_type,
    commissionRate: product.commission_rate,
  };
}

/** A saved product's parts, as the form holds them. */
export function partsOf(product: ProductDetails): Required<PartsForm> {
  return {
    productRules: product.product_rules.map((rule) => ({ rule: rule.rule })),
    productLimits: product.product_limits.map((limit) => ({ description: limit.description, amount: limit.amount ?? '' })),
    productPolicyExceptions: product.product_policy_exceptions.map((entry) => ({ exception: entry.exception })),
    premiumRates: product.premium_rates.map((rate) => ({
      description: rate.description,
      rate: rate.rate,
      minimumPremium: rate.minimum_premium ?? '',
    })),
    covers: product.covers.map((cover) => ({ coverId: cover.cover_id, rate: cover.rate ?? '' })),
    insuranceTravelProducts: product.insurance_travel_products.map((plan) => ({
      planName: plan.plan_name,
      destination: plan.destination,
      minDays: String(plan.min_days),
      maxDays: String(plan.max_days),
      premium: plan.premium,
    })),
  };
}

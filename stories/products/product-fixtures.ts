import type { ProductDetails, ProductSummary } from '../../domain/products';
import type { Cover, CoverageType, InsuranceCategory, LineOfBusiness } from '../../domain/reference';
import type { Insurer } from '../../domain/underwriters';
import type { RequestOptions } from '../../src/api/client';

// Records shaped as server/insurers/product-routes.ts and the reference and provider routes answer them.

const insurer = (id: number, name: string, shortName: string): Insurer => ({
  provider_id: id,
  code: shortName.toUpperCase().replace(/\W+/g, '_'),
  name,
  short_name: shortName,
  licence_class: 'Composite',
  email: null,
  phone: null,
  address: null,
  website: null,
  status: 1,
  own: false,
  underwriter_count: 0,
});

export const INSURERS: Insurer[] = [
  insurer(1, 'AIICO Insurance Plc', 'AIICO'),
  insurer(7, 'Leadway Assurance Company Limited', 'Leadway'),
  insurer(3, 'AXA Mansard Insurance Plc', 'AXA Mansard'),
];

export const LINES: LineOfBusiness[] = [
  { line_of_business_id: 1, code: 'GENERAL_BUSINESS', name: 'General Business', description: 'Non-life insurance' },
  { line_of_business_id: 2, code: 'LIFE_BUSINESS', name: 'Life Business', description: 'Life assurance' },
];

const category = (id: number, code: string, name: string): InsuranceCategory => ({
  category_id: id,
  line_of_business_id: 1,
  line_of_business_name: 'General Business',
  code,
  name,
  description: name,
});
export const CATEGORIES: InsuranceCategory[] = [
  category(1, 'MOTOR', 'Motor'),
  category(2, 'FIRE', 'Fire'),
  category(13, 'TRAVEL', 'Travel'),
];

export const COVERAGE_TYPES: CoverageType[] = [
  { coverage_type_id: 1, category_id: 1, code: 'COMPREHENSIVE', name: 'Comprehensive', description: 'Own damage and third party' },
  { coverage_type_id: 2, category_id: 1, code: 'THIRD_PARTY_ONLY', name: 'Third Party Only', description: 'The statutory minimum' },
  { coverage_type_id: 40, category_id: 13, code: 'SINGLE_TRIP', name: 'Single Trip', description: 'One journey' },
];

export const COVERS: Cover[] = [
  { cover_id: 1, category_id: 1, code: 'OWN_DAMAGE', name: 'Own Damage', description: 'Accidental damage to the vehicle' },
  { cover_id: 2, category_id: 1, code: 'THEFT', name: 'Theft', description: 'Theft of the vehicle' },
  { cover_id: 6, category_id: 1, code: 'FLOOD_EXTENSION', name: 'Flood Extension', description: 'Flood, storm and inundation' },
  { cover_id: 90, category_id: 13, code: 'EMERGENCY_MEDICAL', name: 'Emergency Medical Expenses', description: 'Treatment abroad' },
];

const byCategory =
  <T extends { category_id: number }>(list: T[]) =>
  (options: RequestOptions<unknown>) => ({
    success: true,
    data: list.filter((entry) => options.query?.categoryId === undefined || entry.category_id === Number(options.query.categoryId)),
  });

/** What the editor's choices are loaded from. */
export const REFERENCE_ANSWERS: Record<string, unknown> = {
  '/insurance-providers/active': { success: true, data: INSURERS, meta: { page: 1, limit: 100, total: INSURERS.length, pages: 1 } },
  '/lineOfBusiness': { success: true, data: LINES },
  '/insuranceCategory': (options: RequestOptions<unknown>) => ({
    success: true,
    data: CATEGORIES.filter((entry) => entry.line_of_business_id === Number(options.query?.lineOfBusinessId)),
  }),
  '/coverage/types': byCategory(COVERAGE_TYPES),
  '/covers': byCategory(COVERS),
};

export function summary(id: string, name: string, extra: Partial<ProductSummary> = {}): ProductSummary {
  return {
    product_id: id,
    product_name: name,
    remark: null,
    insurance_provider_id: 7,
    insurance_provider_name: 'Leadway Assurance Company Limited',
    insurance_provider_short_name: 'Leadway',
    insurance_category_id: 1,
    insurance_category_name: 'Motor',
    insurance_category_code: 'MOTOR',
    line_of_business_id: 1,
    line_of_business_name: 'General Business',
    coverage_type_id: 1,
    coverage_type_name: 'Comprehensive',
    tenor: 12,
    tenor_unit: 'Months',
    commission_type: 'Percentage',
    commission_rate: '12.50',
    archived: false,
    archived_at: null,
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    ...extra,
  };
}

export const PRIVATE_MOTOR = summary('p-motor', 'Private Motor Comprehensive', { remark: 'Private cars up to ₦50m' });
export const SCHENGEN = summary('p-travel', 'Schengen Single Trip', {
  insurance_provider_id: 3,
  insurance_provider_name: 'AXA Mansard Insurance Plc',
  insurance_provider_short_name: 'AXA Mansard',
  insurance_category_id: 13,
  insurance_category_name: 'Travel',
  insurance_category_code: 'TRAVEL',
  coverage_type_id: 40,
  coverage_type_name: 'Single Trip',
  tenor: 90,
  tenor_unit: 'Days',
  commission_type: 'Flat',
  commission_rate: '2500.00',
});
export const OLD_FLEET = summary('p-fleet', 'Fleet Motor 2024', { archived: true, archived_at: '2026-01-10T09:00:00.000Z' });

export const MOTOR_DETAILS: ProductDetails = {
  ...PRIVATE_MOTOR,
  product_rules: [{ rule_id: 'r-1', rule: 'Vehicle must be inspected before cover starts' }],
  product_limits: [
    { limit_id: 'l-1', description: 'Third party property damage', amount: '3000000.00' },
    { limit_id: 'l-2', description: 'Towing', amount: null },
  ],
  product_policy_exceptions: [{ exception_id: 'e-1', exception: 'Racing and speed testing' }],
  premium_rates: [{ premium_rate_id: 'pr-1', description: 'Private saloon', rate: '2.5', minimum_premium: '25000.00' }],
  covers: [
    { cover_id: 1, cover_code: 'OWN_DAMAGE', cover_name: 'Own Damage', rate: null },
    { cover_id: 6, cover_code: 'FLOOD_EXTENSION', cover_name: 'Flood Extension', rate: '0.5' },
  ],
  insurance_travel_products: [],
};

/** A product saved with its main details only. */
export const BARE_DETAILS: ProductDetails = {
  ...summary('p-bare', 'Third Party Motor', { coverage_type_id: 2, coverage_type_name: 'Third Party Only' }),
  product_rules: [],
  product_limits: [],
  product_policy_exceptions: [],
  premium_rates: [],
  covers: [],
  insurance_travel_products: [],
};

export const TRAVEL_DETAILS: ProductDetails = {
  ...SCHENGEN,
  product_rules: [],
  product_limits: [],
  product_policy_exceptions: [],
  premium_rates: [],
  covers: [{ cover_id: 90, cover_code: 'EMERGENCY_MEDICAL', cover_name: 'Emergency Medical Expenses', rate: null }],
  insurance_travel_products: [
    { travel_product_id: 't-1', plan_name: 'Schengen Basic', destination: 'Schengen area', min_days: 1, max_days: 30, premium: '18500.00' },
  ],
};

export const productsAnswer = (products: ProductSummary[], page = 1, pages = 1) => ({
  success: true,
  data: products,
  meta: { page, limit: 20, total: products.length, pages },
});

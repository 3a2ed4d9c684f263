import { array, coerce, literal, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';

// The market's vocabulary as the reference calls answer it (area reference of the calls list):
// lines of business, the insurance categories (classes) under each, the coverage types and
// covers of each category, and the classifications of policyholders, properties and vehicles.

export const LineOfBusiness = type({ line_of_business_id: number(), code: string(), name: string(), description: string() });
export type LineOfBusiness = Infer<typeof LineOfBusiness>;

export const InsuranceCategory = type({
  category_id: number(),
  line_of_business_id: number(),
  line_of_business_name: string(),
  code: string(),
  name: string(),
  description: string(),
});
export type InsuranceCategory = Infer<typeof InsuranceCategory>;

/** A basis on which a category is written (Comprehensive, Third Party Only...). */
export const CoverageType = type({
  coverage_type_id: number(),
  category_id: number(),
  code: string(),
  name: string(),
  description: string(),
});
export type CoverageType = Infer<typeof CoverageType>;

/** A peril, benefit or extension a product of the category can include. */
export const Cover = type({ cover_id: number(), category_id: number(), code: string(), name: string(), description: string() });
export type Cover = Infer<typeof Cover>;

export const PolicyholderType = type({ policyholder_type_id: number(), code: string(), name: string(), description: string() });
export type PolicyholderType = Infer<typeof PolicyholderType>;

export const PropertyCategory = type({ property_category_id: number(), code: string(), name: string(), description: string() });
export type PropertyCategory = Infer<typeof PropertyCategory>;

export const VehicleType = type({ vehicle_type_id: number(), code: string(), name: string(), description: string() });
export type VehicleType = Infer<typeof VehicleType>;

export const MAX_SEARCH_LENGTH = 100;

/** The words typed into a search box; blank means "everything". */
const searchText = () =>
  optional(
    refine(string(), 'searchQuery', (value) => value.length <= MAX_SEARCH_LENGTH || `Must be at most ${MAX_SEARCH_LENGTH} characters`),
  );

export const CHOOSE_CATEGORY = 'Choose an insurance category from the list';
export const CHOOSE_LINE_OF_BUSINESS = 'Choose a line of business from the list';

/** An id of one of these lists, as a number or as a select's or a query's string value. */
const listId = (message: string) =>
  coerce(
    refine(number(), 'listId', (value) => (Number.isInteger(value) && value > 0 && value <= 2_147_483_647) || message),
    string(),
    (text) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : 0),
  );
export const categoryId = () => listId(CHOOSE_CATEGORY);
export const lineOfBusinessId = () => listId(CHOOSE_LINE_OF_BUSINESS);

/** GET /insuranceCategory?lineOfBusinessId: the line is required. */
export const CategoriesQuery = type({ lineOfBusinessId: lineOfBusinessId() });
/** GET /coverage/types and GET /covers take an optional ?categoryId. */
export const CategoryQuery = type({ categoryId: optional(categoryId()) });

/** POST /product/coverageType/search?categoryId: the category travels in the query. */
export const CoverageTypeSearchPayload = type({ searchQuery: searchText() });
export type CoverageTypeSearchPayload = Infer<typeof CoverageTypeSearchPayload>;

/** POST /product/covers/search: the category is optional and may travel in the body or the query. */
export const CoverSearchPayload = type({ searchQuery: searchText(), categoryId: optional(categoryId()) });
export type CoverSearchPayload = Infer<typeof CoverSearchPayload>;

const listOf = <T, S>(entry: Struct<T, S>) => type({ success: literal(true), data: array(entry) });

export const LinesOfBusinessResponse = listOf(LineOfBusiness);
export const InsuranceCategoriesResponse = listOf(InsuranceCategory);
export const CoverageTypesResponse = listOf(CoverageType);
export const CoversResponse = listOf(Cover);
export const PolicyholderTypesResponse = listOf(PolicyholderType);
export const PropertyCategoriesResponse = listOf(PropertyCategory);
export const VehicleTypesResponse = listOf(VehicleType);

import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assign, boolean, coerce, refine, type, unknown } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { trimRate, type ProductDetails, type ProductSummary } from '../../domain/products';
import {
  coverageTypes,
  covers,
  insuranceCategories,
  insuranceProviders,
  insuranceTravelProducts,
  linesOfBusiness,
  premiumRates,
  productCovers,
  productLimits,
  productPolicyExceptions,
  productRules,
  products,
} from '../db/schema';
import { notFound } from '../http/errors';
import { filterText, PageQuery } from '../http/params';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';
import type { Infer } from 'superstruct';

export interface ProductFilters {
  archived: boolean;
  providerId?: number;
  lineOfBusinessId?: number;
  categoryId?: number;
  searchTerm?: string;
}

const MAX_ID = 2_147_483_647;

const listId = (field: string) =>
  refine(filterText(), field, (value) => {
    const ok = value === undefined || (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID);
    return ok || `${field} must be the id of one of the list's entries`;
  });

/**
 * The list's query: underwriterId is the insurer's id (providerId, as the reference area asks for
 * a provider's products, means the same); searchTerm or searchQuery.
 */
export const ProductListQuery = assign(
  PageQuery,
  type({
    underwriterId: listId('underwriterId'),
    providerId: listId('providerId'),
    lineOfBusinessId: listId('lineOfBusinessId'),
    categoryId: listId('categoryId'),
    searchTerm: filterText(),
    searchQuery: filterText(),
  }),
);
export type ProductListQuery = Infer<typeof ProductListQuery>;

const idOrNone = (text: string | undefined) => (text === undefined ? undefined : Number(text));

export function productFilters(query: ProductListQuery, archived: boolean): ProductFilters {
  return {
    archived,
    providerId: idOrNone(query.underwriterId ?? query.providerId),
    lineOfBusinessId: idOrNone(query.lineOfBusinessId),
    categoryId: idOrNone(query.categoryId),
    searchTerm: (query.searchTerm ?? query.searchQuery)?.slice(0, 100),
  };
}

// `?archive&detailed` as the spec writes it: a flag present without a value is on.
const flag = () => coerce(boolean(), unknown(), (value) => value === '' || value === 'true' || value === '1' || value === true);

/** GET /product/:id: `archive` reads an archived product, `detailed` adds its parts. */
export const ProductReadQuery = type({ archive: flag(), detailed: flag() });

const withNames = (tx: Transaction) =>
  tx
    .select({
      product: products,
      providerName: insuranceProviders.name,
      providerShortName: insuranceProviders.shortName,
      categoryName: insuranceCategories.name,
      categoryCode: insuranceCategories.code,
      lineOfBusinessId: linesOfBusiness.id,
      lineOfBusinessName: linesOfBusiness.name,
      coverageTypeName: coverageTypes.name,
    })
    .from(products)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, products.insuranceProviderId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, insuranceCategories.lineOfBusinessId))
    .leftJoin(coverageTypes, eq(coverageTypes.id, products.coverageTypeId));

type Row = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

function toSummary(row: Row): ProductSummary {
  const { product } = row;
  return {
    product_id: product.id,
    product_name: product.productName,
    remark: product.remark,
    insurance_provider_id: product.insuranceProviderId,
    insurance_provider_name: row.providerName,
    insurance_provider_short_name: row.providerShortName,
    insurance_category_id: product.insuranceCategoryId,
    insurance_category_name: row.categoryName,
    insurance_category_code: row.categoryCode,
    line_of_business_id: row.lineOfBusinessId,
    line_of_business_name: row.lineOfBusinessName,
    coverage_type_id: product.coverageTypeId,
    coverage_type_name: row.coverageTypeName,
    tenor: product.tenor,
    tenor_unit: product.tenorUnit,
    commission_type: product.commissionType,
    commission_rate: product.commissionRate,
    archived: product.archivedAt !== null,
    archived_at: product.archivedAt?.toISOString() ?? null,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** The words typed as an ILIKE "contains" pattern in which %, _ and \ mean themselves. */
const contains = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(tenantId: string, filters: ProductFilters): SQL | undefined {
  const pattern = filters.searchTerm ? contains(filters.searchTerm) : null;
  return and(
    eq(products.tenantId, tenantId),
    filters.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    filters.providerId === undefined ? undefined : eq(products.insuranceProviderId, filters.providerId),
    filters.categoryId === undefined ? undefined : eq(products.insuranceCategoryId, filters.categoryId),
    filters.lineOfBusinessId === undefined ? undefined : eq(insuranceCategories.lineOfBusinessId, filters.lineOfBusinessId),
    pattern
      ? or(
          ilike(products.productName, pattern),
          ilike(insuranceProviders.name, pattern),
          ilike(insuranceProviders.shortName, pattern),
          ilike(insuranceCategories.name, pattern),
          ilike(coverageTypes.name, pattern),
        )
      : undefined,
  );
}

/** A page of the brokerage's live (or archived) products, by name. */
export async function listProducts(tx: Transaction, tenantId: string, filters: ProductFilters, paging: Paging) {
  const where = conditions(tenantId, filters);
  const rows = await withNames(tx)
    .where(where)
    .orderBy(asc(sql`lower(${products.productName})`), asc(insuranceProviders.name), asc(products.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(products)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, products.insuranceProviderId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .leftJoin(coverageTypes, eq(coverageTypes.id, products.coverageTypeId))
    .where(where);
  return { data: rows.map(toSummary), total: counted?.total ?? 0 };
}

/** One product of the brokerage; an archived one only when asked for (`archived`). */
export async function readProductSummary(
  tx: Transaction,
  tenantId: string,
  id: string,
  options: { archived?: boolean } = {},
): Promise<ProductSummary> {
  const [row] = isUuid(id) ? await withNames(tx).where(and(eq(products.tenantId, tenantId), eq(products.id, id))) : [];
  if (!row || (row.product.archivedAt !== null && !options.archived)) throw notFound('Product');
  return toSummary(row);
}

const money = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** The product with every part, each in the order it was entered. */
export async function readProductDetails(
  tx: Transaction,
  tenantId: string,
  id: string,
  options: { archived?: boolean } = {},
): Promise<ProductDetails> {
  const summary = await readProductSummary(tx, tenantId, id, options);
  const mine = <
    T extends
      typeof productRules | typeof productLimits | typeof productPolicyExceptions | typeof premiumRates | typeof insuranceTravelProducts,
  >(
    table: T,
  ) => and(eq(table.tenantId, tenantId), eq(table.productId, id));
  // One after another: a transaction is one connection, and pg will not queue queries on it much longer.
  const rules = await tx.select().from(productRules).where(mine(productRules)).orderBy(asc(productRules.position));
  const limits = await tx.select().from(productLimits).where(mine(productLimits)).orderBy(asc(productLimits.position));
  const exceptions = await tx
    .select()
    .from(productPolicyExceptions)
    .where(mine(productPolicyExceptions))
    .orderBy(asc(productPolicyExceptions.position));
  const rates = await tx.select().from(premiumRates).where(mine(premiumRates)).orderBy(asc(premiumRates.position));
  const travel = await tx
    .select()
    .from(insuranceTravelProducts)
    .where(mine(insuranceTravelProducts))
    .orderBy(asc(insuranceTravelProducts.position));
  const chosen = await tx
    .select({ coverId: covers.id, code: covers.code, name: covers.name, rate: productCovers.rate })
    .from(productCovers)
    .innerJoin(covers, eq(covers.id, productCovers.coverId))
    .where(and(eq(productCovers.tenantId, tenantId), eq(productCovers.productId, id)))
    // The seed lists a category's covers from the main peril to the extensions: keep that order.
    .orderBy(asc(covers.id));
  return {
    ...summary,
    product_rules: rules.map((row) => ({ rule_id: row.id, rule: row.rule })),
    product_limits: limits.map((row) => ({ limit_id: row.id, description: row.description, amount: money(row.amountKobo) })),
    product_policy_exceptions: exceptions.map((row) => ({ exception_id: row.id, exception: row.exception })),
    premium_rates: rates.map((row) => ({
      premium_rate_id: row.id,
      description: row.description,
      rate: trimRate(row.rate),
      minimum_premium: money(row.minimumPremiumKobo),
    })),
    covers: chosen.map((row) => ({
      cover_id: row.coverId,
      cover_code: row.code,
      cover_name: row.name,
      rate: row.rate === null ? null : trimRate(row.rate),
    })),
    insurance_travel_products: travel.map((row) => ({
      travel_product_id: row.id,
      plan_name: row.planName,
      destination: row.destination,
      min_days: row.minDays,
      max_days: row.maxDays,
      premium: koboToNaira(row.premiumKobo),
    })),
  };
}

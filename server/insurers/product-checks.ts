import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { ACTIVE_PROVIDER } from '../../domain/insurers';
import {
  CHOOSE_CATEGORY,
  CHOOSE_COVERAGE_TYPE,
  CHOOSE_INSURER,
  COVER_NOT_IN_CATEGORY,
  COVERAGE_TYPE_NOT_IN_CATEGORY,
  isTravelCategory,
  PRODUCT_NAME_TAKEN,
  TRAVEL_PLANS_ONLY_FOR_TRAVEL,
} from '../../domain/products';
import { coverageTypes, covers, insuranceCategories, insuranceProviders, products } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

/** What a product's class must agree with: its insurer, category, coverage type, covers and travel plans. */
export interface ProductClass {
  /** Left out when the insurer is not being chosen now (an update that keeps it). */
  providerId?: number;
  categoryId: number;
  coverageTypeId: number | null;
  /** The covers to check, with the field each error goes to. */
  covers?: { coverId: number; field: string }[];
  travelPlans: number;
}

/**
 * Checks a product's class against the reference data and answers the category's code; every
 * problem found is a field error (400). An insurer must be active and either on the shared list or
 * the brokerage's own (row-level security hides the others; the condition says so again).
 */
export async function checkProductClass(tx: Transaction, tenantId: string, shape: ProductClass): Promise<string> {
  const errors: FieldError[] = [];
  if (shape.providerId !== undefined) {
    const [provider] = await tx
      .select({ id: insuranceProviders.id })
      .from(insuranceProviders)
      .where(
        and(
          eq(insuranceProviders.id, shape.providerId),
          eq(insuranceProviders.status, ACTIVE_PROVIDER),
          or(isNull(insuranceProviders.tenantId), eq(insuranceProviders.tenantId, tenantId)),
        ),
      );
    if (!provider) errors.push({ field: 'insuranceProviderId', message: CHOOSE_INSURER });
  }
  const [category] = await tx
    .select({ code: insuranceCategories.code })
    .from(insuranceCategories)
    .where(eq(insuranceCategories.id, shape.categoryId));
  if (!category) throw invalidInput([...errors, { field: 'insuranceCategoryId', message: CHOOSE_CATEGORY }]);

  if (shape.coverageTypeId !== null) {
    const [coverageType] = await tx
      .select({ categoryId: coverageTypes.categoryId })
      .from(coverageTypes)
      .where(eq(coverageTypes.id, shape.coverageTypeId));
    if (!coverageType) errors.push({ field: 'coverageType', message: CHOOSE_COVERAGE_TYPE });
    else if (coverageType.categoryId !== shape.categoryId) errors.push({ field: 'coverageType', message: COVERAGE_TYPE_NOT_IN_CATEGORY });
  }
  if (shape.covers && shape.covers.length > 0) {
    const wanted = shape.covers.map((cover) => cover.coverId);
    const known = await tx
      .select({ id: covers.id })
      .from(covers)
      .where(and(inArray(covers.id, wanted), eq(covers.categoryId, shape.categoryId)));
    const offered = new Set(known.map((cover) => cover.id));
    for (const cover of shape.covers) if (!offered.has(cover.coverId)) errors.push({ field: cover.field, message: COVER_NOT_IN_CATEGORY });
  }
  if (shape.travelPlans > 0 && !isTravelCategory(category.code)) {
    errors.push({ field: 'insuranceTravelProducts', message: TRAVEL_PLANS_ONLY_FOR_TRAVEL });
  }
  if (errors.length > 0) throw invalidInput(errors);
  return category.code;
}

export const nameTaken = () =>
  new ApiError(409, ERROR_CODES.conflict, PRODUCT_NAME_TAKEN, [{ field: 'productName', message: PRODUCT_NAME_TAKEN }]);

/** A live product's name is unique per insurer within the brokerage, in any case. */
export async function assertNameFree(tx: Transaction, tenantId: string, providerId: number, name: string, except: string | null) {
  const [same] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.insuranceProviderId, providerId),
        isNull(products.archivedAt),
        eq(sql`lower(${products.productName})`, name.toLowerCase()),
        except ? ne(products.id, except) : undefined,
      ),
    );
  if (same) throw nameTaken();
}

/** Two people saving the same name at the same moment: the unique index settles it. */
export function isNameClash(error: unknown): boolean {
  const text = `${(error as Error).message ?? ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return text.includes('products_name_key');
}

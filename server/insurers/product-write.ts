import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { nairaTextToKobo } from '../../domain/money';
import {
  CATEGORY_CHANGE_LEAVES_COVERS,
  CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS,
  commissionRule,
  normaliseCommissionRate,
  PRODUCT_ARCHIVED,
  exactDecimal,
  isTravelCategory,
  type CommissionType,
  type ProductDetails,
  type ProductPartName,
  type ProductPayload,
  type ProductUpdatePayload,
  type TenorUnit,
} from '../../domain/products';
import {
  insuranceTravelProducts,
  premiumRates,
  productCovers,
  productLimits,
  productPolicyExceptions,
  productRules,
  products,
} from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { assertNameFree, checkProductClass, isNameClash, nameTaken } from './product-checks';
import { readProductDetails } from './products';
import type { Transaction } from '../db/client';

export type ProductParts = Pick<ProductUpdatePayload, ProductPartName>;

const kobo = (text: string | null | undefined) => (text === null || text === undefined ? null : nairaTextToKobo(text)!);
const exactRate = (text: string) => exactDecimal(text, 4, 100)!;
const coverChecks = (list: { coverId: number }[] | undefined) =>
  list?.map((cover, index) => ({ coverId: cover.coverId, field: `covers.${index}.coverId` }));

/** Replaces each part present, whole; a part left out stays as it is. Positions keep the order given. */
export async function replaceParts(tx: Transaction, tenantId: string, productId: string, parts: ProductParts): Promise<void> {
  const owned = { tenantId, productId };
  const replace = async <
    T extends
      | typeof productRules
      | typeof productLimits
      | typeof productPolicyExceptions
      | typeof premiumRates
      | typeof insuranceTravelProducts
      | typeof productCovers,
  >(
    table: T,
    rows: Record<string, unknown>[] | undefined,
  ) => {
    if (rows === undefined) return;
    await tx.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.productId, productId)));
    // Each call below builds rows of its own table's shape; the union of tables cannot say so.
    if (rows.length > 0) await tx.insert(table).values(rows as never);
  };
  await replace(
    productRules,
    parts.productRules?.map((entry, position) => ({ ...owned, position, rule: entry.rule })),
  );
  await replace(
    productLimits,
    parts.productLimits?.map((entry, position) => ({ ...owned, position, description: entry.description, amountKobo: kobo(entry.amount) })),
  );
  await replace(
    productPolicyExceptions,
    parts.productPolicyExceptions?.map((entry, position) => ({ ...owned, position, exception: entry.exception })),
  );
  await replace(
    premiumRates,
    parts.premiumRates?.map((entry, position) => ({
      ...owned,
      position,
      description: entry.description,
      rate: exactRate(entry.rate),
      minimumPremiumKobo: kobo(entry.minimumPremium),
    })),
  );
  await replace(
    productCovers,
    parts.covers?.map((entry) => ({ ...owned, coverId: entry.coverId, rate: entry.rate == null ? null : exactRate(entry.rate) })),
  );
  await replace(
    insuranceTravelProducts,
    parts.insuranceTravelProducts?.map((entry, position) => ({
      ...owned,
      position,
      planName: entry.planName,
      destination: entry.destination,
      minDays: entry.minDays,
      maxDays: entry.maxDays,
      premiumKobo: kobo(entry.premium)!,
    })),
  );
}

async function withNameClashAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

/** POST /product: the product and all its parts in one transaction. */
export async function createProduct(tx: Transaction, tenantId: string, userId: string, payload: ProductPayload): Promise<ProductDetails> {
  await checkProductClass(tx, tenantId, {
    providerId: payload.insuranceProviderId,
    categoryId: payload.insuranceCategoryId,
    coverageTypeId: payload.coverageType,
    covers: coverChecks(payload.covers),
    travelPlans: payload.insuranceTravelProducts?.length ?? 0,
  });
  const productName = payload.productName.trim();
  await assertNameFree(tx, tenantId, payload.insuranceProviderId, productName, null);
  const [row] = await withNameClashAs409(() =>
    tx
      .insert(products)
      .values({
        tenantId,
        insuranceProviderId: payload.insuranceProviderId,
        insuranceCategoryId: payload.insuranceCategoryId,
        coverageTypeId: payload.coverageType,
        productName,
        remark: payload.remark ?? null,
        tenor: payload.tenor,
        tenorUnit: payload.tenorUnit,
        commissionType: payload.commissionType,
        commissionRate: normaliseCommissionRate(payload.commissionType, payload.commissionRate)!,
        createdBy: userId,
      })
      .returning({ id: products.id }),
  );
  await replaceParts(tx, tenantId, row!.id, payload);
  return readProductDetails(tx, tenantId, row!.id);
}

/** The live product, locked for the change; 404 for an unknown or foreign id, 409 when archived. */
export async function lockLiveProduct(tx: Transaction, tenantId: string, id: string) {
  const [current] = isUuid(id)
    ? await tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound('Product');
  if (current.archivedAt !== null) throw conflict(PRODUCT_ARCHIVED);
  return current;
}

const touch = (tx: Transaction, tenantId: string, id: string) =>
  tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));

async function partCount(tx: Transaction, tenantId: string, id: string, table: typeof productCovers | typeof insuranceTravelProducts) {
  return tx.$count(table, and(eq(table.tenantId, tenantId), eq(table.productId, id)));
}

/** PUT /product/{id}: the fields and parts given; the rest stays as it is. */
export async function updateProduct(tx: Transaction, tenantId: string, id: string, payload: ProductUpdatePayload): Promise<ProductDetails> {
  const current = await lockLiveProduct(tx, tenantId, id);
  const commissionType = (payload.commissionType ?? current.commissionType) as CommissionType;
  const commissionRate = normaliseCommissionRate(commissionType, payload.commissionRate ?? current.commissionRate);
  if (commissionRate === null) throw invalidInput([{ field: 'commissionRate', message: commissionRule(commissionType) }]);
  const providerId = payload.insuranceProviderId ?? current.insuranceProviderId;
  const categoryId = payload.insuranceCategoryId ?? current.insuranceCategoryId;
  const categoryChanged = categoryId !== current.insuranceCategoryId;
  if (categoryChanged && !payload.covers && (await partCount(tx, tenantId, id, productCovers)) > 0) {
    throw invalidInput([{ field: 'covers', message: CATEGORY_CHANGE_LEAVES_COVERS }]);
  }
  const categoryCode = await checkProductClass(tx, tenantId, {
    providerId: providerId === current.insuranceProviderId ? undefined : providerId,
    categoryId,
    coverageTypeId: payload.coverageType ?? current.coverageTypeId,
    covers: coverChecks(payload.covers),
    travelPlans: payload.insuranceTravelProducts?.length ?? 0,
  });
  // Travel plans already saved would be left on a product that is no longer a travel product.
  if (
    categoryChanged &&
    !payload.insuranceTravelProducts &&
    !isTravelCategory(categoryCode) &&
    (await partCount(tx, tenantId, id, insuranceTravelProducts)) > 0
  ) {
    throw invalidInput([{ field: 'insuranceTravelProducts', message: CATEGORY_CHANGE_LEAVES_TRAVEL_PLANS }]);
  }
  const productName = payload.productName?.trim() ?? current.productName;
  if (productName.toLowerCase() !== current.productName.toLowerCase() || providerId !== current.insuranceProviderId) {
    await assertNameFree(tx, tenantId, providerId, productName, id);
  }
  await withNameClashAs409(() =>
    tx
      .update(products)
      .set({
        insuranceProviderId: providerId,
        insuranceCategoryId: categoryId,
        coverageTypeId: payload.coverageType ?? current.coverageTypeId,
        productName,
        remark: payload.remark === undefined ? current.remark : payload.remark,
        tenor: payload.tenor ?? current.tenor,
        tenorUnit: (payload.tenorUnit ?? current.tenorUnit) as TenorUnit | null,
        commissionType,
        commissionRate,
        updatedAt: new Date(),
      })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id))),
  );
  await replaceParts(tx, tenantId, id, payload);
  return readProductDetails(tx, tenantId, id);
}

/** PUT /product/rules|limits|exceptions|premiumRate|covers/{id}: that one part, replaced whole. */
export async function replacePart(tx: Transaction, tenantId: string, id: string, parts: ProductParts): Promise<ProductDetails> {
  const current = await lockLiveProduct(tx, tenantId, id);
  if (parts.covers) {
    await checkProductClass(tx, tenantId, {
      categoryId: current.insuranceCategoryId,
      coverageTypeId: null,
      covers: coverChecks(parts.covers),
      travelPlans: 0,
    });
  }
  await replaceParts(tx, tenantId, id, parts);
  await touch(tx, tenantId, id);
  return readProductDetails(tx, tenantId, id);
}

/** DELETE /product/covers/{coverId}?productId: one cover off the product. */
export async function removeCover(tx: Transaction, tenantId: string, productId: string, coverIdText: string): Promise<ProductDetails> {
  const coverId = /^\d{1,9}$/.test(coverIdText) ? Number(coverIdText) : null;
  await lockLiveProduct(tx, tenantId, productId);
  const removed =
    coverId === null
      ? []
      : await tx
          .delete(productCovers)
          .where(and(eq(productCovers.tenantId, tenantId), eq(productCovers.productId, productId), eq(productCovers.coverId, coverId)))
          .returning({ coverId: productCovers.coverId });
  if (removed.length === 0) throw notFound('Cover of this product');
  await touch(tx, tenantId, productId);
  return readProductDetails(tx, tenantId, productId);
}

import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { PRODUCT_ALREADY_ARCHIVED, PRODUCT_NOT_ARCHIVED, RESTORE_NAME_TAKEN, type ProductSummary } from '../../domain/products';
import { products } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { isNameClash } from './product-checks';
import { readProductSummary } from './products';
import type { Transaction } from '../db/client';

async function lockProduct(tx: Transaction, tenantId: string, id: string) {
  const [current] = isUuid(id)
    ? await tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound('Product');
  return current;
}

/** DELETE /product/{id}: the product leaves the lists but keeps its parts, to be restored. */
export async function archiveProduct(tx: Transaction, tenantId: string, id: string): Promise<ProductSummary> {
  const current = await lockProduct(tx, tenantId, id);
  if (current.archivedAt !== null) throw conflict(PRODUCT_ALREADY_ARCHIVED);
  const now = new Date();
  await tx
    .update(products)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return readProductSummary(tx, tenantId, id, { archived: true });
}

/** PUT /product/restore/{id}: back to the live lists, unless a live product of the insurer took its name meanwhile. */
export async function restoreProduct(tx: Transaction, tenantId: string, id: string): Promise<ProductSummary> {
  const current = await lockProduct(tx, tenantId, id);
  if (current.archivedAt === null) throw conflict(PRODUCT_NOT_ARCHIVED);
  const [same] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.insuranceProviderId, current.insuranceProviderId),
        isNull(products.archivedAt),
        ne(products.id, id),
        eq(sql`lower(${products.productName})`, current.productName.toLowerCase()),
      ),
    );
  if (same) throw conflict(RESTORE_NAME_TAKEN);
  try {
    await tx
      .update(products)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  } catch (error) {
    if (isNameClash(error)) throw conflict(RESTORE_NAME_TAKEN);
    throw error;
  }
  return readProductSummary(tx, tenantId, id);
}

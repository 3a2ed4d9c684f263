import { and, asc, eq, sql } from 'drizzle-orm';
import { checklistForClass, type ClaimChecklist, type ClaimSettings } from '../../domain/claims';
import { claimChecklists, insuranceCategories, tenants } from '../db/schema';
import { notFound } from '../http/errors';
import type { Transaction } from '../db/client';

// The brokerage's claim reference data: each class of business's checklist (its own list, or the
// product's default) and how many days a claim may take. A checklist change applies to claims
// registered after it; a registered claim keeps the list it was registered with.

/** GET /claims/checklists: every class of business, in the market's order. */
export async function listChecklists(tx: Transaction, tenantId: string): Promise<ClaimChecklist[]> {
  const rows = await tx
    .select({ code: insuranceCategories.code, name: insuranceCategories.name, kept: claimChecklists.documents })
    .from(insuranceCategories)
    .leftJoin(claimChecklists, and(eq(claimChecklists.tenantId, tenantId), eq(claimChecklists.categoryCode, insuranceCategories.code)))
    .orderBy(asc(insuranceCategories.id));
  return rows.map((row) => ({
    category_code: row.code,
    category_name: row.name,
    documents: [...checklistForClass(row.code, row.kept)],
    customised: row.kept !== null,
  }));
}

async function knownClass(tx: Transaction, code: string): Promise<string> {
  const [found] = await tx
    .select({ code: insuranceCategories.code })
    .from(insuranceCategories)
    .where(sql`lower(${insuranceCategories.code}) = lower(${code})`);
  if (!found) throw notFound('Class of business');
  return found.code;
}

/** PUT /claims/checklists/{categoryCode}: the brokerage's own list for the class. */
export async function saveChecklist(tx: Transaction, tenantId: string, userId: string, code: string, documents: string[]) {
  const categoryCode = await knownClass(tx, code);
  await tx
    .insert(claimChecklists)
    .values({ tenantId, categoryCode, documents, updatedBy: userId })
    .onConflictDoUpdate({
      target: [claimChecklists.tenantId, claimChecklists.categoryCode],
      set: { documents, updatedBy: userId, updatedAt: new Date() },
    });
  return listChecklists(tx, tenantId);
}

/** DELETE /claims/checklists/{categoryCode}: back to the default list. */
export async function resetChecklist(tx: Transaction, tenantId: string, code: string) {
  const categoryCode = await knownClass(tx, code);
  await tx.delete(claimChecklists).where(and(eq(claimChecklists.tenantId, tenantId), eq(claimChecklists.categoryCode, categoryCode)));
  return listChecklists(tx, tenantId);
}

export async function claimSettings(tx: Transaction, tenantId: string): Promise<ClaimSettings> {
  const [row] = await tx.select({ days: tenants.claimAgeLimitDays }).from(tenants).where(eq(tenants.id, tenantId));
  return { age_limit_days: row!.days };
}

export async function saveClaimSettings(tx: Transaction, tenantId: string, days: number): Promise<ClaimSettings> {
  await tx.update(tenants).set({ claimAgeLimitDays: days }).where(eq(tenants.id, tenantId));
  return claimSettings(tx, tenantId);
}

import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  coverageTypes,
  covers,
  insuranceCategories,
  linesOfBusiness,
  policyholderTypes,
  propertyCategories,
  vehicleTypes,
} from '../db/schema';
import { notFound } from '../http/errors';
import type {
  Cover,
  CoverageType,
  InsuranceCategory,
  LineOfBusiness,
  PolicyholderType,
  PropertyCategory,
  VehicleType,
} from '../../domain/reference';
import type { Transaction } from '../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Sorted here rather than by the database: PGlite and PostgreSQL may collate names differently.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const sortedByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => collator.compare(a.name, b.name));

/**
 * The words typed, trimmed, as an ILIKE "contains" pattern in which % and _ mean themselves;
 * null when nothing was typed (every row matches).
 */
export function containsPattern(searchQuery: string | undefined): string | null {
  const term = (searchQuery ?? '').trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/** Rows whose columns contain the words typed, in any case; no condition when nothing was typed. */
export function matching(searchQuery: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  const pattern = containsPattern(searchQuery);
  return pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined;
}

export async function listLinesOfBusiness(tx: Transaction): Promise<LineOfBusiness[]> {
  const rows = await tx
    .select({
      line_of_business_id: linesOfBusiness.id,
      code: linesOfBusiness.code,
      name: linesOfBusiness.name,
      description: linesOfBusiness.description,
    })
    .from(linesOfBusiness);
  return sortedByName(rows);
}

async function assertLineExists(tx: Transaction, lineOfBusinessId: number) {
  const [line] = await tx.select({ id: linesOfBusiness.id }).from(linesOfBusiness).where(eq(linesOfBusiness.id, lineOfBusinessId));
  if (!line) throw notFound('Line of business');
}

export async function assertCategoryExists(tx: Transaction, categoryId: number) {
  const [category] = await tx
    .select({ id: insuranceCategories.id })
    .from(insuranceCategories)
    .where(eq(insuranceCategories.id, categoryId));
  if (!category) throw notFound('Insurance category');
}

/** Every category, or those of one line of business (404 when the line is unknown). */
export async function listCategories(tx: Transaction, lineOfBusinessId?: number): Promise<InsuranceCategory[]> {
  if (lineOfBusinessId !== undefined) await assertLineExists(tx, lineOfBusinessId);
  const rows = await tx
    .select({
      category_id: insuranceCategories.id,
      line_of_business_id: insuranceCategories.lineOfBusinessId,
      line_of_business_name: linesOfBusiness.name,
      code: insuranceCategories.code,
      name: insuranceCategories.name,
      description: insuranceCategories.description,
    })
    .from(insuranceCategories)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, insuranceCategories.lineOfBusinessId))
    .where(lineOfBusinessId === undefined ? undefined : eq(insuranceCategories.lineOfBusinessId, lineOfBusinessId));
  return sortedByName(rows);
}

/** Coverage types of one category or of all, matching the words typed (404 when the category is unknown). */
export async function listCoverageTypes(
  tx: Transaction,
  options: { categoryId?: number; searchQuery?: string } = {},
): Promise<CoverageType[]> {
  if (options.categoryId !== undefined) await assertCategoryExists(tx, options.categoryId);
  const rows = await tx
    .select({
      coverage_type_id: coverageTypes.id,
      category_id: coverageTypes.categoryId,
      code: coverageTypes.code,
      name: coverageTypes.name,
      description: coverageTypes.description,
    })
    .from(coverageTypes)
    .where(
      and(
        options.categoryId === undefined ? undefined : eq(coverageTypes.categoryId, options.categoryId),
        matching(options.searchQuery, coverageTypes.name),
      ),
    );
  return sortedByName(rows);
}

/** Covers of one category or of all, matching the words typed (404 when the category is unknown). */
export async function listCovers(tx: Transaction, options: { categoryId?: number; searchQuery?: string } = {}): Promise<Cover[]> {
  if (options.categoryId !== undefined) await assertCategoryExists(tx, options.categoryId);
  const rows = await tx
    .select({ cover_id: covers.id, category_id: covers.categoryId, code: covers.code, name: covers.name, description: covers.description })
    .from(covers)
    .where(
      and(
        options.categoryId === undefined ? undefined : eq(covers.categoryId, options.categoryId),
        matching(options.searchQuery, covers.name),
      ),
    );
  return sortedByName(rows);
}

type NamedList = typeof policyholderTypes | typeof propertyCategories | typeof vehicleTypes;

async function namedList<K extends string>(tx: Transaction, table: NamedList, idField: K) {
  const rows = await tx.select().from(table);
  return sortedByName(
    rows.map(
      (row) =>
        ({ [idField]: row.id, code: row.code, name: row.name, description: row.description }) as Record<K, number> & {
          code: string;
          name: string;
          description: string;
        },
    ),
  );
}

export const listPolicyholderTypes = (tx: Transaction): Promise<PolicyholderType[]> =>
  namedList(tx, policyholderTypes, 'policyholder_type_id');

export const listPropertyCategories = (tx: Transaction): Promise<PropertyCategory[]> =>
  namedList(tx, propertyCategories, 'property_category_id');

export const listVehicleTypes = (tx: Transaction): Promise<VehicleType[]> => namedList(tx, vehicleTypes, 'vehicle_type_id');

import { and, eq, inArray } from 'drizzle-orm';
import {
  coverageTypes,
  covers,
  groupPermissions,
  groups,
  groupUsers,
  insuranceCategories,
  insuranceProviders,
  permissions,
  products,
  userPermissions,
} from '../../server/db/schema';
import { bearer } from './support/accounts';
import type { PermissionName } from '../../domain/permissions';
import type { TestServer } from './support/test-server';

/** The seeded reference rows the product tests use, by code. */
export interface Reference {
  category: Record<string, number>;
  lineOf: Record<string, number>;
  coverageType: Record<string, number>;
  cover: Record<string, number>;
  provider: Record<string, number>;
}

export async function referenceIds(server: TestServer): Promise<Reference> {
  const { db } = server;
  const categories = await db
    .select()
    .from(insuranceCategories)
    .where(inArray(insuranceCategories.code, ['MOTOR', 'FIRE', 'TRAVEL']));
  const byId = new Map(categories.map((row) => [row.id, row.code]));
  const ref: Reference = { category: {}, lineOf: {}, coverageType: {}, cover: {}, provider: {} };
  for (const row of categories) {
    ref.category[row.code] = row.id;
    ref.lineOf[row.code] = row.lineOfBusinessId;
  }
  for (const row of await db
    .select()
    .from(coverageTypes)
    .where(inArray(coverageTypes.categoryId, [...byId.keys()]))) {
    ref.coverageType[`${byId.get(row.categoryId)}.${row.code}`] = row.id;
  }
  for (const row of await db
    .select()
    .from(covers)
    .where(inArray(covers.categoryId, [...byId.keys()]))) {
    ref.cover[`${byId.get(row.categoryId)}.${row.code}`] = row.id;
  }
  for (const row of await db
    .select()
    .from(insuranceProviders)
    .where(inArray(insuranceProviders.code, ['LEADWAY', 'AIICO', 'AXA_MANSARD']))) {
    ref.provider[row.code] = row.id;
  }
  return ref;
}

/** A private motor product of Leadway with one entry in each part a motor product has. */
export function motorProduct(ref: Reference, overrides: Record<string, unknown> = {}) {
  return {
    insuranceProviderId: ref.provider.LEADWAY,
    insuranceCategoryId: ref.category.MOTOR,
    coverageType: ref.coverageType['MOTOR.COMPREHENSIVE'],
    productName: 'Leadway Private Motor Comprehensive',
    remark: 'For private cars up to ₦50m',
    tenor: 12,
    tenorUnit: 'Months',
    commissionType: 'Percentage',
    commissionRate: '12.5',
    productRules: ['Vehicle must be inspected before cover starts', { rule: 'No cover for vehicles older than 15 years' }],
    productLimits: [
      { description: 'Third party property damage', amount: '3,000,000' },
      { description: 'Medical expenses', amount: '250000.5' },
      { description: 'Towing', amount: null },
    ],
    productPolicyExceptions: ['Racing and speed testing', { exception: 'Driving under the influence' }],
    premiumRates: [
      { description: 'Private saloon', rate: '2.5', minimumPremium: '25,000' },
      { description: 'SUV', rate: 3.125 },
    ],
    covers: [ref.cover['MOTOR.OWN_DAMAGE'], { coverId: ref.cover['MOTOR.FLOOD_EXTENSION'], rate: '0.5' }],
    ...overrides,
  };
}

export function travelProduct(ref: Reference, overrides: Record<string, unknown> = {}) {
  return {
    insuranceProviderId: ref.provider.AXA_MANSARD,
    insuranceCategoryId: ref.category.TRAVEL,
    coverageType: ref.coverageType['TRAVEL.SINGLE_TRIP'],
    productName: 'AXA Schengen Single Trip',
    tenor: 90,
    tenorUnit: 'Days',
    commissionType: 'Flat',
    commissionRate: '2,500',
    covers: [ref.cover['TRAVEL.EMERGENCY_MEDICAL']],
    insuranceTravelProducts: [
      { planName: 'Schengen Basic', destination: 'Schengen area', minDays: 1, maxDays: 30, premium: '18,500.00' },
      { planName: 'Schengen Plus', destination: 'Schengen area', minDays: 31, maxDays: 90, premium: 42000.5 },
    ],
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `token`. */
export const caller = (server: TestServer, token: string) => (method: Method, url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export async function productCount(server: TestServer, tenantId: string) {
  return server.db.$count(products, eq(products.tenantId, tenantId));
}

/** Gives a user a permission straight, or through a new group. */
export async function grant(
  server: TestServer,
  tenantId: string,
  userId: string,
  name: PermissionName,
  through: 'direct' | 'group' = 'direct',
) {
  const [permission] = await server.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.value, name));
  if (through === 'direct') {
    await server.db.insert(userPermissions).values({ tenantId, userId, permissionId: permission!.id });
    return;
  }
  const [group] = await server.db
    .insert(groups)
    .values({ tenantId, name: `${name} ${userId.slice(0, 8)}` })
    .returning({ id: groups.id });
  await server.db.insert(groupPermissions).values({ tenantId, groupId: group!.id, permissionId: permission!.id });
  await server.db.insert(groupUsers).values({ tenantId, groupId: group!.id, userId });
}

export async function revoke(server: TestServer, userId: string) {
  await server.db.delete(userPermissions).where(and(eq(userPermissions.userId, userId)));
  await server.db.delete(groupUsers).where(eq(groupUsers.userId, userId));
}

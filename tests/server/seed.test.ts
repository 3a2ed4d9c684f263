import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNuban } from '../../domain/banks';
import {
  banks,
  branches,
  countries,
  coverageTypes,
  covers,
  insuranceCategories,
  lgas,
  linesOfBusiness,
  permissions,
  policyholderTypes,
  premiumAccounts,
  propertyCategories,
  roles,
  seedRuns,
  states,
  subscriptions,
  tenants,
  userRoles,
  users,
  vehicleTypes,
} from '../../server/db/schema';
import { seedDemoBrokerage } from '../../server/seed/demo-brokerage';
import { seedSharedData } from '../../server/seed/prepare';
import { LINES_OF_BUSINESS, NIGERIA, POLICYHOLDER_TYPES, PROPERTY_CATEGORIES, VEHICLE_TYPES } from '../../server/seed/reference';
import { seedReferenceData } from '../../server/seed/reference-data';
import { seedFingerprint } from '../../server/seed/seed-version';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';
import type { PgTable } from 'drizzle-orm/pg-core';

describe.each(databaseKinds())('seeded data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const rows = async (table: PgTable) => {
    const [row] = await server.db.select({ n: count() }).from(table);
    return row!.n;
  };

  it('holds Nigeria with its 36 states, the FCT and 774 local government areas', async () => {
    expect(await rows(countries)).toBe(1);
    expect(await rows(states)).toBe(37);
    expect(await rows(lgas)).toBe(774);
    const { db } = server;
    const [lagos] = await db.select().from(states).where(eq(states.code, 'LA'));
    const lagosLgas = await db.select({ name: lgas.name }).from(lgas).where(eq(lgas.stateId, lagos!.id));
    expect(lagosLgas.map((lga) => lga.name)).toContain('Ikeja');
    expect(lagosLgas).toHaveLength(20);
  });

  it('holds every class of business, coverage type, cover and party list of the reference data', async () => {
    const categories = LINES_OF_BUSINESS.flatMap((line) => line.categories);
    expect(await rows(linesOfBusiness)).toBe(LINES_OF_BUSINESS.length);
    expect(await rows(insuranceCategories)).toBe(categories.length);
    expect(await rows(coverageTypes)).toBe(categories.reduce((sum, c) => sum + c.coverageTypes.length, 0));
    expect(await rows(covers)).toBe(categories.reduce((sum, c) => sum + c.covers.length, 0));
    expect(await rows(policyholderTypes)).toBe(POLICYHOLDER_TYPES.length);
    expect(await rows(propertyCategories)).toBe(PROPERTY_CATEGORIES.length);
    expect(await rows(vehicleTypes)).toBe(VEHICLE_TYPES.length);
    expect(NIGERIA.states).toHaveLength(37);
  });

  it('seeds only once: a second start changes nothing', async () => {
    expect(await seedReferenceData(server.db)).toBe(false);
    expect(await seedDemoBrokerage(server.db)).toBe(false);
    expect(await rows(lgas)).toBe(774);
    expect(await rows(tenants)).toBe(1);
  });

  it('records the version of the shared data it brought in line, and a start that finds it recorded redoes nothing', async () => {
    const { db } = server;
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: seedFingerprint() }]);
    const [permission] = await db.select().from(permissions).orderBy(permissions.sortOrder).limit(1);
    const description = async () =>
      (await db.select({ text: permissions.description }).from(permissions).where(eq(permissions.id, permission!.id)))[0]!.text;
    await db.update(permissions).set({ description: 'changed by hand' }).where(eq(permissions.id, permission!.id));
    expect(await seedSharedData(db)).toBe(false);
    expect(await description()).toBe('changed by hand');
    // A version not recorded (a new list, a new step) runs every step again.
    await db.delete(seedRuns);
    expect(await seedSharedData(db)).toBe(true);
    expect(await description()).toBe(permission!.description);
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: seedFingerprint() }]);
    expect(await rows(lgas)).toBe(774);
  });

  it('creates the demo brokerage with its accounts, the default roles and an active subscription', async () => {
    const { db } = server;
    const [tenant] = await db.select().from(tenants);
    expect(tenant).toMatchObject({ name: 'Demo Insurance Brokers Ltd', url: 'demo' });
    const accounts = await db
      .select({ email: users.email, userType: users.userType, verified: users.emailVerifiedAt })
      .from(users)
      .orderBy(users.email);
    expect(accounts.map(({ email, userType }) => [email, userType])).toEqual([
      ['accounts@demo.ng', 'admin-role'],
      ['admin@demo.ng', 'admin-role'],
      ['agent@demo.ng', 'agent'],
      ['broker@demo.ng', 'broker'],
      ['claims@demo.ng', 'broker'],
    ]);
    const roleNames = await db.select({ name: roles.name }).from(roles).orderBy(roles.name);
    expect(roleNames.map((role) => role.name)).toEqual(['accountant', 'admin', 'agent', 'claims officer', 'underwriting officer']);
    expect(accounts.every((account) => account.verified)).toBe(true);
    const admins = await db
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(roles.name, 'admin'));
    expect(admins).toEqual([{ email: 'admin@demo.ng' }]);
    const offices = await db.select({ name: branches.name, headOffice: branches.isHeadOffice }).from(branches).orderBy(branches.name);
    expect(offices).toEqual([
      { name: 'Abuja Office', headOffice: false },
      { name: 'Head Office', headOffice: true },
    ]);
    const [account] = await db
      .select({ number: premiumAccounts.accountNumber, code: banks.code })
      .from(premiumAccounts)
      .innerJoin(banks, eq(banks.id, premiumAccounts.bankId));
    expect(isValidNuban(account!.code, account!.number)).toBe(true);
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenant!.id));
    expect(plan!.users).toBeGreaterThan(0);
    expect(plan!.endsAt.getTime()).toBeGreaterThan(Date.now());
  });
});

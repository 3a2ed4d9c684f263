import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_NAME_TAKEN, LGA_NOT_IN_STATE } from '../../domain/brokerage';
import { BRANCHES_ASSIGNED } from '../../domain/messages';
import { banks, branches, lgas, premiumAccounts, states, userBranches, users } from '../../server/db/schema';
import { caller, grantDirectly, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId, userByEmail } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('branches on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let agentId: string;
  let tenantId: string;
  let lagos: { id: number; ikeja: number };
  let kanoLga: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    agentId = (await userByEmail(server, 'agent@demo.ng')).id;
    tenantId = await demoTenantId(server);
    const [la] = await server.db.select().from(states).where(eq(states.code, 'LA'));
    const [ikeja] = await server.db
      .select()
      .from(lgas)
      .where(and(eq(lgas.stateId, la!.id), eq(lgas.name, 'Ikeja')));
    const [kn] = await server.db.select().from(states).where(eq(states.code, 'KN'));
    const [kano] = await server.db.select().from(lgas).where(eq(lgas.stateId, kn!.id));
    lagos = { id: la!.id, ikeja: ikeja!.id };
    kanoLga = kano!.id;
  });
  afterAll(() => server?.close());

  let counter = 0;
  const branchPayload = (overrides: Record<string, unknown> = {}) => ({
    name: `Branch ${++counter}`,
    address: '5 Allen Avenue',
    city: 'Ikeja',
    stateId: lagos.id,
    lgaId: lagos.ikeja,
    phone: '0803 123 4567',
    email: 'Ikeja@Demo.ng',
    ...overrides,
  });
  const addBranch = async (overrides: Record<string, unknown> = {}) => {
    const response = await call(admin, 'POST', '/broker/branch', branchPayload(overrides));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { branch_id: string; name: string };
  };
  const branchRows = () => server.db.select().from(branches).where(eq(branches.tenantId, tenantId));

  it('adds a branch and lists it, head office first, to every signed-in user', async () => {
    const response = await call(admin, 'POST', '/broker/branch', branchPayload({ name: 'Ikeja Branch' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        branch_id: expect.any(String),
        name: 'Ikeja Branch',
        address: '5 Allen Avenue',
        city: 'Ikeja',
        state_id: lagos.id,
        state_name: 'Lagos',
        lga_id: lagos.ikeja,
        lga_name: 'Ikeja',
        phone: '+2348031234567',
        email: 'ikeja@demo.ng',
        is_head_office: false,
        created_at: expect.any(String),
      },
    });
    await addBranch({ name: 'Marina Head Office', isHeadOffice: true, stateId: undefined, lgaId: undefined, phone: '', email: '' });
    const list = await call(agent, 'GET', '/broker/branch?limit=100');
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((b: { name: string }) => b.name);
    expect(names[0]).toBe('Marina Head Office');
    expect(names).toContain('Ikeja Branch');
    expect(list.json().meta).toMatchObject({ page: 1, limit: 100, total: names.length });
  });

  it('keeps one head office: naming another moves the title', async () => {
    const first = await addBranch({ isHeadOffice: true });
    const second = await addBranch({ isHeadOffice: true });
    const heads = (await branchRows()).filter((b) => b.isHeadOffice);
    expect(heads.map((b) => b.id)).toEqual([second.branch_id]);
    const back = await call(admin, 'PUT', '/broker/branch', {
      ...branchPayload({ name: first.name }),
      branchId: first.branch_id,
      isHeadOffice: true,
    });
    expect(back.json().data.is_head_office).toBe(true);
    expect((await branchRows()).filter((b) => b.isHeadOffice).map((b) => b.id)).toEqual([first.branch_id]);
  });

  it('refuses invalid branches with field errors and writes nothing', async () => {
    const before = (await branchRows()).length;
    const missing = await call(admin, 'POST', '/broker/branch', { name: '', stateId: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field is required' },
        { field: 'address', message: 'This field is required' },
        { field: 'city', message: 'This field is required' },
      ]),
    );
    const wrongLga = await call(admin, 'POST', '/broker/branch', branchPayload({ lgaId: kanoLga }));
    expect(wrongLga.json().errors).toEqual([{ field: 'lgaId', message: LGA_NOT_IN_STATE }]);
    const taken = await addBranch();
    const duplicate = await call(admin, 'POST', '/broker/branch', branchPayload({ name: taken.name.toUpperCase() }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([{ field: 'name', message: BRANCH_NAME_TAKEN }]);
    expect((await branchRows()).length).toBe(before + 1);
  });

  it('updates a branch, keeping optional fields left out, and answers 404 for unknown ones', async () => {
    const branch = await addBranch();
    const response = await call(admin, 'PUT', '/broker/branch', {
      branchId: branch.branch_id,
      name: 'Allen Branch',
      address: '7 Allen Avenue',
      city: 'Ikeja',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Branch updated',
      data: { name: 'Allen Branch', address: '7 Allen Avenue', lga_name: 'Ikeja', phone: '+2348031234567' },
    });
    for (const branchId of [UNKNOWN_ID, 'not-an-id']) {
      const missing = await call(admin, 'PUT', '/broker/branch', { ...branchPayload(), branchId });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
    const invalid = await call(admin, 'PUT', '/broker/branch', { branchId: branch.branch_id, name: 'x', address: '', city: 'Ikeja' });
    expect(invalid.statusCode).toBe(400);
    expect((await branchRows()).find((b) => b.id === branch.branch_id)?.address).toBe('7 Allen Avenue');
  });

  it('deletes a branch nobody uses, and refuses with 409 while premium accounts or users rely on it', async () => {
    const free = await addBranch();
    const deleted = await call(admin, 'DELETE', `/broker/branch/${free.branch_id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await branchRows()).some((b) => b.id === free.branch_id)).toBe(false);
    expect((await call(admin, 'DELETE', `/broker/branch/${free.branch_id}`)).statusCode).toBe(404);

    const busy = await addBranch();
    const [bank] = await server.db.select().from(banks).where(eq(banks.code, '058'));
    await server.db
      .insert(premiumAccounts)
      .values({ tenantId, bankId: bank!.id, accountNumber: '0000000001', accountName: 'Demo', branchId: busy.branch_id });
    await server.db.insert(userBranches).values({ tenantId, userId: agentId, branchId: busy.branch_id });
    const refused = await call(admin, 'DELETE', `/broker/branch/${busy.branch_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This branch still has 1 premium account and 1 user. Move them to another branch first.');
    expect((await branchRows()).some((b) => b.id === busy.branch_id)).toBe(true);
    // Once the account is gone and only a deleted user's old assignment is left, the branch may go.
    await server.db.delete(premiumAccounts).where(eq(premiumAccounts.branchId, busy.branch_id));
    await server.db.delete(userBranches).where(eq(userBranches.userId, agentId));
    const former = (await plainUser(server, tenantId)).user.id;
    await server.db.insert(userBranches).values({ tenantId, userId: former, branchId: busy.branch_id });
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, former));
    expect((await call(admin, 'DELETE', `/broker/branch/${busy.branch_id}`)).statusCode).toBe(200);
    expect(await server.db.select().from(userBranches).where(eq(userBranches.branchId, busy.branch_id))).toEqual([]);
  });

  it('keeps branch management to holders of Manage Branches', async () => {
    const branch = await addBranch();
    expect((await call(agent, 'POST', '/broker/branch', branchPayload())).statusCode).toBe(403);
    expect((await call(agent, 'PUT', '/broker/branch', { ...branchPayload(), branchId: branch.branch_id })).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/broker/branch/${branch.branch_id}`)).statusCode).toBe(403);
    const manager = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, manager.user.id, 'Manage Branches');
    expect((await call(manager.token, 'POST', '/broker/branch', branchPayload())).statusCode).toBe(201);
    expect((await call(manager.token, 'DELETE', `/broker/branch/${branch.branch_id}`)).statusCode).toBe(200);
  });

  describe('a user’s branches', () => {
    it('replaces a user’s branches with the spec’s message, and lists them', async () => {
      const [a, b, c] = [await addBranch(), await addBranch(), await addBranch()];
      const user = await plainUser(server, tenantId);
      const first = await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, {
        branches: [{ branchId: a.branch_id }, { branchId: b.branch_id }],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, message: BRANCHES_ASSIGNED });
      const second = await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, {
        branches: [{ branchId: c.branch_id }, { branchId: c.branch_id }],
      });
      expect(second.json().data.map((x: { branch_id: string }) => x.branch_id)).toEqual([c.branch_id]);
      const own = await call(user.token, 'GET', `/broker/list/branch/${user.user.id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toEqual([expect.objectContaining({ branch_id: c.branch_id, name: c.name })]);
      const none = await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, { branches: [] });
      expect(none.json().data).toEqual([]);
    });

    it('refuses unknown branches with 404 and field errors, and keeps the old assignment', async () => {
      const kept = await addBranch();
      const user = await plainUser(server, tenantId);
      await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, { branches: [{ branchId: kept.branch_id }] });
      const response = await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, {
        branches: [{ branchId: kept.branch_id }, { branchId: UNKNOWN_ID }, { branchId: 'nonsense' }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([
        { field: 'branches.1.branchId', message: 'Choose a branch of your brokerage' },
        { field: 'branches.2.branchId', message: 'Choose a branch of your brokerage' },
      ]);
      expect((await call(admin, 'POST', `/broker/branch/assign/${user.user.id}`, { branches: 'all' })).statusCode).toBe(400);
      const rows = await server.db.select().from(userBranches).where(eq(userBranches.userId, user.user.id));
      expect(rows.map((row) => row.branchId)).toEqual([kept.branch_id]);
    });

    it('answers 404 for unknown or deleted users', async () => {
      expect((await call(admin, 'POST', `/broker/branch/assign/${UNKNOWN_ID}`, { branches: [] })).statusCode).toBe(404);
      expect((await call(admin, 'GET', `/broker/list/branch/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/broker/list/branch/42')).statusCode).toBe(404);
      const gone = await plainUser(server, tenantId);
      await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
      expect((await call(admin, 'GET', `/broker/list/branch/${gone.user.id}`)).statusCode).toBe(404);
    });

    it('needs Assign Branches to assign and View Users to read someone else’s', async () => {
      const user = await plainUser(server, tenantId);
      expect((await call(agent, 'POST', `/broker/branch/assign/${user.user.id}`, { branches: [] })).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/broker/list/branch/${user.user.id}`)).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/broker/list/branch/${agentId}`)).statusCode).toBe(200);
      const helper = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, helper.user.id, 'Assign Branches');
      await grantThroughGroup(server, tenantId, helper.user.id, 'View Users');
      expect((await call(helper.token, 'POST', `/broker/branch/assign/${user.user.id}`, { branches: [] })).statusCode).toBe(200);
      expect((await call(helper.token, 'GET', `/broker/list/branch/${user.user.id}`)).statusCode).toBe(200);
    });
  });
});

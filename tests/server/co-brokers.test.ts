import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_BROKER_NAME_TAKEN } from '../../domain/co-brokers';
import { coBrokers } from '../../server/db/schema';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('co-brokers on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let broker: string;
  let agent: string;
  let accountant: string;
  let tenantId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    broker = await signInAs(server, 'broker@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const stored = () => server.db.select().from(coBrokers).where(eq(coBrokers.tenantId, tenantId));
  const add = (name: string, extra: Record<string, unknown> = {}) => call(broker, 'POST', '/cobrokers', { name, ...extra });
  const names = (answer: { json(): { data: { name: string }[] } }) => answer.json().data.map((row) => row.name);

  it('adds a co-broker to the brokerage’s list', async () => {
    const answer = await add('  Heirs Insurance Brokers Ltd ', {
      contactPerson: 'Chidi Nwosu',
      email: 'Placements@Heirs.example',
      phone: '0803 123 4567',
      address: '',
      naicomLicenseNumber: 'NAICOM/IB/0123',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      success: true,
      message: 'Co-broker added',
      data: {
        co_broker_id: expect.any(String),
        name: 'Heirs Insurance Brokers Ltd',
        name_of_co_broker: 'Heirs Insurance Brokers Ltd',
        contact_person: 'Chidi Nwosu',
        email: 'placements@heirs.example',
        phone: '+2348031234567',
        address: null,
        naicom_license_number: 'NAICOM/IB/0123',
        active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('lists them to anyone signed in, active ones first, each group by name', async () => {
    await add('Alpha Risk Brokers');
    const zeta = (await add('zeta Brokers 50% Ltd')).json().data;
    const gone = (await add('Beta Brokers')).json().data;
    await call(broker, 'PUT', `/cobrokers/${gone.co_broker_id}`, { active: false });
    const answer = await call(accountant, 'GET', '/cobrokers');
    expect(answer.statusCode).toBe(200);
    expect(names(answer)).toEqual(['Alpha Risk Brokers', 'Heirs Insurance Brokers Ltd', 'zeta Brokers 50% Ltd', 'Beta Brokers']);
    expect(answer.json().meta).toEqual({ page: 1, limit: 4, total: 4, pages: 1 });
    const paged = await call(accountant, 'GET', '/cobrokers?page=2&limit=3');
    expect(names(paged)).toEqual(['Beta Brokers']);
    expect(paged.json().meta).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(zeta.active).toBe(true);
  });

  it('searches the active ones for quotes: trimmed, any case, % and _ literal', async () => {
    const found = await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: '  BROKERS ' });
    expect(found.statusCode).toBe(200);
    expect(names(found)).toEqual(['Alpha Risk Brokers', 'Heirs Insurance Brokers Ltd', 'zeta Brokers 50% Ltd']);
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: 'chidi' }))).toEqual(['Heirs Insurance Brokers Ltd']);
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: '50%' }))).toEqual(['zeta Brokers 50% Ltd']);
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: '%' }))).toEqual(['zeta Brokers 50% Ltd']);
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: '_' }))).toEqual([]);
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', {}))).toHaveLength(3);
    const tooLong = await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'searchQuery', message: 'Must be at most 100 characters' }]);
  });

  it('refuses bad co-brokers and names already on the list, writing nothing', async () => {
    const before = (await stored()).length;
    const invalid = await call(broker, 'POST', '/cobrokers', { name: '', email: 'x@y', phone: 'call me' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'phone', message: 'Enter a phone number, e.g. 0803 123 4567 or 01 271 0000' },
    ]);
    const taken = await add('HEIRS insurance brokers ltd');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CO_BROKER_NAME_TAKEN);
    expect((await stored()).length).toBe(before);
  });

  it('changes, deactivates and reactivates a co-broker, and refuses a clashing name', async () => {
    const [alpha] = (await stored()).filter((row) => row.name === 'Alpha Risk Brokers');
    const changed = await call(broker, 'PUT', `/cobrokers/${alpha!.id}`, { contactPerson: 'Ngozi Eze', active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Co-broker updated',
      data: { name: 'Alpha Risk Brokers', contact_person: 'Ngozi Eze', active: false },
    });
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: 'alpha' }))).toEqual([]);
    await call(broker, 'PUT', `/cobrokers/${alpha!.id}`, { active: true });
    expect(names(await call(agent, 'POST', '/quote/coBroker/search', { searchQuery: 'alpha' }))).toEqual(['Alpha Risk Brokers']);

    const clash = await call(broker, 'PUT', `/cobrokers/${alpha!.id}`, { name: 'beta brokers' });
    expect(clash.statusCode).toBe(409);
    const invalid = await call(broker, 'PUT', `/cobrokers/${alpha!.id}`, { name: ' ', active: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'active']);
    const [after] = (await stored()).filter((row) => row.id === alpha!.id);
    expect(after).toMatchObject({ name: 'Alpha Risk Brokers', active: true });
  });

  it('deletes a co-broker', async () => {
    const created = (await add('Short Lived Brokers')).json().data;
    const answer = await call(broker, 'DELETE', `/cobrokers/${created.co_broker_id}`);
    expect(answer.json()).toEqual({ success: true, message: 'Short Lived Brokers deleted' });
    expect((await stored()).some((row) => row.id === created.co_broker_id)).toBe(false);
  });

  it('answers 404 for unknown co-brokers', async () => {
    for (const id of [UNKNOWN_ID, 'abc']) {
      expect((await call(broker, 'PUT', `/cobrokers/${id}`, { name: 'X' })).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Co-broker not found',
      });
      expect((await call(broker, 'DELETE', `/cobrokers/${id}`)).statusCode).toBe(404);
    }
  });

  it('keeps the list to holders of Manage Underwriters and the search to quote makers', async () => {
    const [one] = await stored();
    expect((await call(agent, 'POST', '/cobrokers', { name: 'Agent Brokers' })).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/cobrokers/${one!.id}`, { active: false })).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/cobrokers/${one!.id}`)).statusCode).toBe(403);
    expect((await call(accountant, 'POST', '/quote/coBroker/search', { searchQuery: 'a' })).statusCode).toBe(403);

    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Underwriters');
    expect((await call(keeper.token, 'POST', '/cobrokers', { name: 'Keeper Brokers' })).statusCode).toBe(201);
    expect((await call(keeper.token, 'PUT', `/cobrokers/${one!.id}`, { address: '5 Marina, Lagos' })).statusCode).toBe(200);
    expect((await call(keeper.token, 'POST', '/quote/coBroker/search', { searchQuery: 'keeper' })).statusCode).toBe(200);
    const viewer = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, viewer.user.id, 'View Quotes');
    expect(names(await call(viewer.token, 'POST', '/quote/coBroker/search', { searchQuery: 'keeper' }))).toEqual(['Keeper Brokers']);
  });
});

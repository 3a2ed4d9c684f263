import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BVN_RULE, BVN_TAKEN, CANCELLED_CLIENT_LOCKED, NIN_TAKEN, POLITICAL_POSITION_REQUIRED } from '../../domain/clients';
import { LGA_NOT_IN_STATE } from '../../domain/profile';
import { individualClients, lgas, states } from '../../server/db/schema';
import { caller, grantDirectly, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('individual clients on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let accountant: string;
  let tenantId: string;
  let lagos: { id: number; ikeja: number };
  let kanoLga: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, agent, accountant] = (await Promise.all(
      ['admin@demo.ng', 'agent@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
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
  /** A different eleven-digit number each time, so BVNs and NINs never clash by accident. */
  const eleven = (base: number) => String(base * 1_000 + ++counter).padStart(11, '0');
  const payload = (overrides: Record<string, unknown> = {}) => ({
    title: 'Mrs',
    firstName: 'Adaeze',
    lastName: 'Okonkwo',
    gender: 'Female',
    dateOfBirth: '1985-04-12',
    email: 'Adaeze.Okonkwo@Example.ng',
    phone: '0803 123 4567',
    address: '12 Awolowo Road',
    city: 'Ikeja',
    stateId: lagos.id,
    lgaId: lagos.ikeja,
    occupation: 'Pharmacist',
    identificationType: 'International passport',
    identificationNumber: 'A12345678',
    identificationExpiry: '2031-01-31',
    bvn: eleven(22_222_222),
    nin: eleven(33_333_333),
    politicallyExposed: false,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call(admin, 'POST', '/client', payload(overrides));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { client_id: string; status: string; bvn: string; nin: string };
  };
  const rowCount = async () =>
    (await server.db.select({ id: individualClients.id }).from(individualClients).where(eq(individualClients.tenantId, tenantId))).length;

  it('creates an individual client and answers it in full, with state and LGA names', async () => {
    const response = await call(agent, 'POST', '/client', payload({ bvn: '222 2222 2222', nin: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Client created',
      data: {
        client_id: expect.any(String),
        client_type: 'INDIVIDUAL',
        title: 'Mrs',
        firstname: 'Adaeze',
        lastname: 'Okonkwo',
        name: 'Adaeze Okonkwo',
        date_of_birth: '1985-04-12',
        email: 'adaeze.okonkwo@example.ng',
        phone: '+2348031234567',
        state_id: lagos.id,
        state_name: 'Lagos',
        lga_id: lagos.ikeja,
        lga_name: 'Ikeja',
        identification_type: 'International passport',
        identification_expiry: '2031-01-31',
        identification_expired: false,
        bvn: '22222222222',
        nin: null,
        politically_exposed: false,
        political_position: null,
        status: 'active',
      },
    });
    const id = response.json().data.client_id;
    const read = await call(accountant, 'GET', `/client/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(response.json().data);
  });

  it('accepts an expired identification but flags it', async () => {
    const client = await create({ identificationExpiry: '2020-01-01' });
    const read = await call(admin, 'GET', `/client/${client.client_id}`);
    expect(read.json().data).toMatchObject({ identification_expiry: '2020-01-01', identification_expired: true });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await rowCount();
    const empty = await call(admin, 'POST', '/client', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining(
        ['firstName', 'lastName', 'phone', 'address', 'stateId'].map((field) => ({ field, message: 'This field is required' })),
      ),
    );
    const wrong = await call(
      admin,
      'POST',
      '/client',
      payload({ bvn: '1234', phone: '12345', dateOfBirth: '2999-01-01', identificationType: 'Library card' }),
    );
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'bvn', message: BVN_RULE },
        { field: 'phone', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' },
        { field: 'dateOfBirth', message: 'The date must be before today' },
        { field: 'identificationType', message: 'Choose one from the list' },
      ]),
    );
    const pep = await call(admin, 'POST', '/client', payload({ politicallyExposed: true, politicalPosition: ' ' }));
    expect(pep.statusCode).toBe(400);
    expect(pep.json().errors).toEqual([{ field: 'politicalPosition', message: POLITICAL_POSITION_REQUIRED }]);
    const lga = await call(admin, 'POST', '/client', payload({ lgaId: kanoLga }));
    expect(lga.json().errors).toEqual([{ field: 'lgaId', message: LGA_NOT_IN_STATE }]);
    expect(await rowCount()).toBe(before);
  });

  it('records a politically exposed person with the office held', async () => {
    const response = await call(
      admin,
      'POST',
      '/client',
      payload({ politicallyExposed: true, politicalPosition: 'Commissioner for Finance, Lagos State' }),
    );
    expect(response.json().data).toMatchObject({ politically_exposed: true, political_position: 'Commissioner for Finance, Lagos State' });
  });

  it('refuses a BVN or NIN another client of the brokerage has, with 409 and the field', async () => {
    const first = await create();
    const before = await rowCount();
    const bvn = await call(admin, 'POST', '/client', payload({ bvn: first.bvn }));
    expect(bvn.statusCode).toBe(409);
    expect(bvn.json()).toMatchObject({ code: 'CONFLICT', message: BVN_TAKEN, errors: [{ field: 'bvn', message: BVN_TAKEN }] });
    const nin = await call(admin, 'POST', '/client', payload({ nin: first.nin }));
    expect(nin.statusCode).toBe(409);
    expect(nin.json().errors).toEqual([{ field: 'nin', message: NIN_TAKEN }]);
    expect(await rowCount()).toBe(before);
    // Updating a client with its own numbers is no clash.
    expect((await call(admin, 'PUT', `/client/${first.client_id}`, payload({ bvn: first.bvn, nin: first.nin }))).statusCode).toBe(200);
  });

  it('updates a client, refusing another client’s BVN, and answers 404 for unknown ids', async () => {
    const client = await create();
    const other = await create();
    const response = await call(
      agent,
      'PUT',
      `/client/${client.client_id}`,
      payload({ firstName: 'Ada', bvn: client.bvn, nin: '', occupation: '' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Client updated',
      data: { firstname: 'Ada', nin: null, occupation: null, status: 'active' },
    });
    const clash = await call(admin, 'PUT', `/client/${client.client_id}`, payload({ bvn: other.bvn }));
    expect(clash.statusCode).toBe(409);
    const invalid = await call(admin, 'PUT', `/client/${client.client_id}`, payload({ lastName: '' }));
    expect(invalid.statusCode).toBe(400);
    const [row] = await server.db.select().from(individualClients).where(eq(individualClients.id, client.client_id));
    expect(row).toMatchObject({ firstname: 'Ada', lastname: 'Okonkwo', bvn: client.bvn });
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await call(admin, 'GET', `/client/${id}`)).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/client/${id}`, payload())).statusCode).toBe(404);
    }
  });

  it('lists individual clients newest first, with paging and a status filter', async () => {
    const newest = await create({ firstName: 'Zainab' });
    const list = await call(accountant, 'GET', '/client?limit=2&page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ client_id: newest.client_id, firstname: 'Zainab' });
    expect(list.json().meta).toMatchObject({ page: 1, limit: 2, total: await rowCount(), pages: Math.ceil((await rowCount()) / 2) });
    await server.db.update(individualClients).set({ status: 'pending' }).where(eq(individualClients.id, newest.client_id));
    const pending = await call(admin, 'GET', '/client?status=pending');
    expect(pending.json().data.map((c: { client_id: string }) => c.client_id)).toEqual([newest.client_id]);
    const bad = await call(admin, 'GET', '/client?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });

  describe('status', () => {
    const patch = (token: string, id: string, status: string, kindPath = 'individual') =>
      call(token, 'PATCH', `/client/${kindPath}/${id}/status?status=${status}`);

    it('follows the transitions: active → inactive → active → cancelled, and cancelled is final', async () => {
      const client = await create();
      const off = await patch(admin, client.client_id, 'inactive');
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ success: true, message: 'The client is now inactive', data: { status: 'inactive' } });
      expect((await patch(admin, client.client_id, 'ACTIVE')).json().data.status).toBe('active');
      expect((await patch(admin, client.client_id, 'cancelled')).statusCode).toBe(200);
      const again = await patch(admin, client.client_id, 'active');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A cancelled client cannot change status. Create a new client record instead.');
      const edit = await call(admin, 'PUT', `/client/${client.client_id}`, payload());
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(CANCELLED_CLIENT_LOCKED);
      const [row] = await server.db.select().from(individualClients).where(eq(individualClients.id, client.client_id));
      expect(row!.status).toBe('cancelled');
    });

    it('refuses a forbidden move with 409 and an unknown status with 400', async () => {
      const client = await create();
      const same = await patch(admin, client.client_id, 'active');
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe('The client is already active');
      expect((await patch(admin, client.client_id, 'pending')).statusCode).toBe(409);
      const unknown = await patch(admin, client.client_id, 'frozen');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([
        { field: 'status', message: expect.stringContaining('active, pending, cancelled, inactive') },
      ]);
      await server.db.update(individualClients).set({ status: 'pending' }).where(eq(individualClients.id, client.client_id));
      expect((await patch(admin, client.client_id, 'active')).statusCode).toBe(200);
    });

    it('answers 404 for unknown clients and kinds', async () => {
      const client = await create();
      expect((await patch(admin, UNKNOWN_ID, 'inactive')).statusCode).toBe(404);
      expect((await patch(admin, 'nonsense', 'inactive')).statusCode).toBe(404);
      expect((await patch(admin, client.client_id, 'inactive', 'corporate')).statusCode).toBe(404);
      expect((await patch(admin, client.client_id, 'inactive', 'partnership')).statusCode).toBe(404);
    });

    it('needs Change Client Status', async () => {
      const client = await create();
      const refused = await patch(agent, client.client_id, 'inactive');
      expect(refused.statusCode).toBe(403);
      const officer = await plainUser(server, tenantId);
      await grantThroughGroup(server, tenantId, officer.user.id, 'Change Client Status');
      expect((await patch(officer.token, client.client_id, 'inactive')).statusCode).toBe(200);
    });
  });

  it('keeps each call to the holders of its permission', async () => {
    const client = await create();
    const nobody = await plainUser(server, tenantId);
    expect((await call(nobody.token, 'GET', '/client')).statusCode).toBe(403);
    expect((await call(nobody.token, 'GET', `/client/${client.client_id}`)).statusCode).toBe(403);
    expect((await call(accountant, 'POST', '/client', payload())).statusCode).toBe(403);
    expect((await call(accountant, 'PUT', `/client/${client.client_id}`, payload())).statusCode).toBe(403);
    await grantDirectly(server, tenantId, nobody.user.id, 'View Clients');
    expect((await call(nobody.token, 'GET', `/client/${client.client_id}`)).statusCode).toBe(200);
    const clerk = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, clerk.user.id, 'Create Client');
    await grantDirectly(server, tenantId, clerk.user.id, 'Update Client');
    expect((await call(clerk.token, 'POST', '/client', payload())).statusCode).toBe(201);
    expect((await call(clerk.token, 'PUT', `/client/${client.client_id}`, payload({ bvn: client.bvn, nin: client.nin }))).statusCode).toBe(
      200,
    );
  });
});

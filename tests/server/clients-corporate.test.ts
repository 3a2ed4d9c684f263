import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAC_RULE, POLITICAL_POSITION_REQUIRED, RC_TAKEN, SHAREHOLDING_OVER_100 } from '../../domain/clients';
import { corporateClients, directors, states } from '../../server/db/schema';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('corporate clients and directors on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let accountant: string;
  let tenantId: string;
  let lagos: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, agent, accountant] = (await Promise.all(
      ['admin@demo.ng', 'agent@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
    tenantId = await demoTenantId(server);
    lagos = (await server.db.select().from(states).where(eq(states.code, 'LA')))[0]!.id;
  });
  afterAll(() => server?.close());

  let rc = 1_200_000;
  const director = (overrides: Record<string, unknown> = {}) => ({
    title: 'Chief',
    firstName: 'Babatunde',
    lastName: 'Fashola',
    email: 'b.fashola@example.ng',
    phone: '08091234567',
    identificationType: "Driver's licence",
    identificationNumber: 'LAG12345AA01',
    identificationExpiry: '2030-06-30',
    bvn: '22100000001',
    shareholding: '40',
    ...overrides,
  });
  const company = (overrides: Record<string, unknown> = {}) => ({
    corporateName: 'Eko Logistics Limited',
    rcNumber: `rc${++rc}`,
    tin: '12345678-0001',
    industry: 'Haulage',
    email: 'info@ekologistics.ng',
    phone: '01 271 0000',
    operatingBusinessAddress: '4 Wharf Road, Apapa',
    cityOfOperation: 'Apapa',
    stateId: lagos,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call(admin, 'POST', '/client/corporate', company(overrides));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { corporate_client_id: string; rc_number: string; corporate_name: string };
  };
  const counts = async () => ({
    companies: (await server.db.select().from(corporateClients).where(eq(corporateClients.tenantId, tenantId))).length,
    directors: (await server.db.select().from(directors).where(eq(directors.tenantId, tenantId))).length,
  });

  it('creates a company with two directors in one call and answers it with the spec’s field names', async () => {
    const response = await call(agent, 'POST', '/client/corporate', {
      ...company({ rcNumber: 'RC-7654321' }),
      directors: [
        director(),
        director({
          firstName: 'Ngozi',
          lastName: 'Iweala',
          bvn: '22100000002',
          shareholding: 60,
          politicallyExposed: true,
          politicalPosition: 'Former Minister of Finance',
        }),
      ],
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      corporate_client_id: expect.any(String),
      client_type: 'CORPORATE',
      corporate_name: 'Eko Logistics Limited',
      company_name: 'Eko Logistics Limited',
      rc_number: 'RC 7654321',
      operating_business_addre: '4 Wharf Road, Apapa',
      operating_business_address: '4 Wharf Road, Apapa',
      city_of_operation: 'Apapa',
      state_of_operation: 'Lagos',
      state_id: lagos,
      phone: '01 271 0000',
      status: 'active',
      director_count: 2,
    });
    expect(data.directors).toEqual([
      expect.objectContaining({
        firstname: 'Babatunde',
        lastname: 'Fashola',
        phone: '+2348091234567',
        shareholding: '40.00',
        nationality: 'Nigerian',
        identification_expired: false,
      }),
      expect.objectContaining({
        firstname: 'Ngozi',
        shareholding: '60.00',
        politically_exposed: true,
        political_position: 'Former Minister of Finance',
      }),
    ]);
    const read = await call(accountant, 'GET', `/client/corporate/${data.corporate_client_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it('writes nothing when a director is wrong, and names the director’s field', async () => {
    const before = await counts();
    const response = await call(admin, 'POST', '/client/corporate', {
      ...company(),
      directors: [director(), director({ firstName: '', bvn: '123', politicallyExposed: true })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'directors.1.firstName', message: 'This field is required' },
        { field: 'directors.1.bvn', message: 'A BVN is 11 digits' },
      ]),
    );
    const shares = await call(admin, 'POST', '/client/corporate', {
      ...company(),
      directors: [director({ shareholding: '70' }), director({ shareholding: '30.01' })],
    });
    expect(shares.json().errors).toEqual([{ field: 'directors', message: SHAREHOLDING_OVER_100 }]);
    const empty = await call(admin, 'POST', '/client/corporate', {});
    expect(empty.json().errors).toEqual(
      expect.arrayContaining(
        ['corporateName', 'operatingBusinessAddress', 'cityOfOperation', 'stateId'].map((field) => ({
          field,
          message: 'This field is required',
        })),
      ),
    );
    expect((await call(admin, 'POST', '/client/corporate', company({ rcNumber: 'ABC' }))).json().errors).toEqual([
      { field: 'rcNumber', message: CAC_RULE },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a registration number another corporate client has, whatever its spelling', async () => {
    const first = await create();
    const before = await counts();
    const again = await call(admin, 'POST', '/client/corporate', company({ rcNumber: first.rc_number.replace('RC ', 'rc') }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: RC_TAKEN, errors: [{ field: 'rcNumber', message: RC_TAKEN }] });
    expect(await counts()).toEqual(before);
    const other = await create();
    const clash = await call(admin, 'PUT', `/client/corporate/${other.corporate_client_id}`, company({ rcNumber: first.rc_number }));
    expect(clash.statusCode).toBe(409);
  });

  it('updates the company’s details and keeps its directors', async () => {
    const response = await call(admin, 'POST', '/client/corporate', { ...company(), directors: [director()] });
    const created = response.json().data;
    const update = await call(
      agent,
      'PUT',
      `/client/corporate/${created.corporate_client_id}`,
      company({ rcNumber: created.rc_number, corporateName: 'Eko Haulage Plc', phone: '', cityOfOperation: 'Ikeja' }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      message: 'Client updated',
      data: {
        corporate_name: 'Eko Haulage Plc',
        company_name: 'Eko Haulage Plc',
        phone: null,
        city_of_operation: 'Ikeja',
        director_count: 1,
      },
    });
    expect(update.json().data.directors).toHaveLength(1);
    const invalid = await call(admin, 'PUT', `/client/corporate/${created.corporate_client_id}`, company({ corporateName: '' }));
    expect(invalid.statusCode).toBe(400);
    for (const id of [UNKNOWN_ID, 'x']) {
      expect((await call(admin, 'GET', `/client/corporate/${id}`)).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/client/corporate/${id}`, company())).statusCode).toBe(404);
    }
  });

  describe('directors', () => {
    it('adds directors one at a time, within 100% of the shares', async () => {
      const client = await create();
      const url = `/client/corporate/${client.corporate_client_id}/director`;
      const first = await call(agent, 'POST', url, director({ shareholding: '75.5' }));
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        message: 'Director added',
        data: { corporate_client_id: client.corporate_client_id, firstname: 'Babatunde', shareholding: '75.50' },
      });
      const over = await call(agent, 'POST', url, director({ shareholding: '24.51' }));
      expect(over.statusCode).toBe(400);
      expect(over.json().errors).toEqual([{ field: 'shareholding', message: SHAREHOLDING_OVER_100 }]);
      expect((await call(agent, 'POST', url, director({ firstName: 'Amina', shareholding: '24.5' }))).statusCode).toBe(201);
      const read = await call(admin, 'GET', `/client/corporate/${client.corporate_client_id}`);
      expect(read.json().data.directors.map((d: { firstname: string }) => d.firstname)).toEqual(['Babatunde', 'Amina']);
    });

    it('checks a director like a client, and answers 404 for unknown companies', async () => {
      const client = await create();
      const url = `/client/corporate/${client.corporate_client_id}/director`;
      const before = await counts();
      const pep = await call(admin, 'POST', url, director({ politicallyExposed: true }));
      expect(pep.json().errors).toEqual([{ field: 'politicalPosition', message: POLITICAL_POSITION_REQUIRED }]);
      expect((await call(admin, 'POST', url, {})).statusCode).toBe(400);
      expect((await call(admin, 'POST', `/client/corporate/${UNKNOWN_ID}/director`, director())).statusCode).toBe(404);
      expect((await call(admin, 'POST', '/client/corporate/x/director', director())).statusCode).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it('needs Create Client', async () => {
      const client = await create();
      const url = `/client/corporate/${client.corporate_client_id}/director`;
      expect((await call(accountant, 'POST', url, director())).statusCode).toBe(403);
      const clerk = await plainUser(server, tenantId);
      await grantThroughGroup(server, tenantId, clerk.user.id, 'Create Client');
      expect((await call(clerk.token, 'POST', url, director())).statusCode).toBe(201);
    });
  });

  it('moves a company’s status and refuses directors once it is cancelled', async () => {
    const client = await create();
    const patch = (status: string) => call(admin, 'PATCH', `/client/corporate/${client.corporate_client_id}/status?status=${status}`);
    expect((await patch('inactive')).json().data).toMatchObject({ status: 'inactive', corporate_client_id: client.corporate_client_id });
    expect((await patch('cancelled')).statusCode).toBe(200);
    expect((await patch('active')).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/client/corporate/${client.corporate_client_id}/director`, director())).statusCode).toBe(409);
  });

  it('lists companies with paging and a status filter, to View Clients only', async () => {
    const client = await create({ corporateName: 'Zenith Foods Ltd' });
    const list = await call(accountant, 'GET', '/client/corporate?limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ corporate_client_id: client.corporate_client_id, corporate_name: 'Zenith Foods Ltd' }),
    ]);
    expect(list.json().data[0].directors).toBeUndefined();
    expect(list.json().meta).toMatchObject({ page: 1, limit: 1, total: (await counts()).companies });
    await server.db.update(corporateClients).set({ status: 'inactive' }).where(eq(corporateClients.id, client.corporate_client_id));
    const inactive = await call(admin, 'GET', '/client/corporate?status=inactive');
    expect(inactive.json().data.map((c: { corporate_client_id: string }) => c.corporate_client_id)).toContain(client.corporate_client_id);
    expect(inactive.json().data.every((c: { status: string }) => c.status === 'inactive')).toBe(true);
    const nobody = await plainUser(server, tenantId);
    expect((await call(nobody.token, 'GET', '/client/corporate')).statusCode).toBe(403);
    expect((await call(accountant, 'POST', '/client/corporate', company())).statusCode).toBe(403);
    expect((await call(accountant, 'PUT', `/client/corporate/${client.corporate_client_id}`, company())).statusCode).toBe(403);
  });
});

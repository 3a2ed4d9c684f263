import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PHONE_RULE, CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE, TIN_RULE, WEBSITE_RULE } from '../../domain/brokerage';
import { lgas, states, storedFiles, tenants } from '../../server/db/schema';
import { caller, grantDirectly, grantThroughGroup, plainUser } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import { multipartFile, pngBytes } from './support/multipart';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('the brokerage profile on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let tenantId: string;
  let lagos: { id: number; ikeja: number };
  let abujaLga: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    const [la] = await server.db.select().from(states).where(eq(states.code, 'LA'));
    const [ikeja] = await server.db
      .select()
      .from(lgas)
      .where(and(eq(lgas.stateId, la!.id), eq(lgas.name, 'Ikeja')));
    const [fc] = await server.db.select().from(states).where(eq(states.code, 'FC'));
    const [amac] = await server.db.select().from(lgas).where(eq(lgas.stateId, fc!.id));
    lagos = { id: la!.id, ikeja: ikeja!.id };
    abujaLga = amac!.id;
  });
  afterAll(() => server?.close());

  const tenantRow = async () => (await server.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!;

  it('shows every user of the brokerage its profile', async () => {
    const response = await call(agent, 'GET', '/broker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        broker_id: tenantId,
        name: 'Demo Insurance Brokers Ltd',
        url: 'demo',
        email: 'hello@demo.ng',
        rc_number: 'RC 1234567',
        address: '12 Adeola Odeku Street',
        state_name: 'Lagos',
        lga_name: 'Eti-Osa',
        logo_file: null,
        logo_url: null,
      }),
    });
    expect((await call(null, 'GET', '/broker')).statusCode).toBe(401);
  });

  it('lets a holder of a profile permission change what they send, keeping the rest', async () => {
    const response = await call(admin, 'PUT', '/broker', {
      address: '12 Adeola Odeku Street',
      city: 'Victoria Island',
      stateId: lagos.id,
      lgaId: String(lagos.ikeja),
      phone: '01 271 0000',
      website: 'www.demo-brokers.ng',
      tin: '12345678-0001',
      naicomLicenseNumber: 'NAICOM/IB/2019/123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        name: 'Demo Insurance Brokers Ltd',
        email: 'hello@demo.ng',
        address: '12 Adeola Odeku Street',
        state_name: 'Lagos',
        lga_name: 'Ikeja',
        website: 'https://www.demo-brokers.ng',
        tin: '12345678-0001',
        phone: '01 271 0000',
      },
    });
    const cleared = await call(admin, 'PUT', '/broker', { website: '', city: null });
    expect(cleared.json().data).toMatchObject({ website: null, city: null, address: '12 Adeola Odeku Street', lga_id: lagos.ikeja });
  });

  it('ignores fields that are not part of the profile', async () => {
    await call(admin, 'PUT', '/broker', { name: 'Demo Insurance Brokers Ltd', url: 'stolen', logoFile: 'x.png', id: tenantId });
    expect(await tenantRow()).toMatchObject({ url: 'demo', logoFile: null });
  });

  it('refuses invalid details with field errors and changes nothing', async () => {
    const before = await tenantRow();
    const response = await call(admin, 'PUT', '/broker', { name: ' ', website: 'not a site', tin: '12', phone: 'call me', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field is required' },
        { field: 'website', message: WEBSITE_RULE },
        { field: 'tin', message: TIN_RULE },
        { field: 'phone', message: BUSINESS_PHONE_RULE },
        { field: 'email', message: 'Enter a valid email address' },
      ]),
    );
    const wrongPlace = await call(admin, 'PUT', '/broker', { stateId: lagos.id, lgaId: abujaLga, city: 'Ikoyi' });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().errors).toEqual([{ field: 'lgaId', message: LGA_NOT_IN_STATE }]);
    const noState = await call(admin, 'PUT', '/broker', { stateId: null, lgaId: lagos.ikeja });
    expect(noState.json().errors).toEqual([{ field: 'lgaId', message: CHOOSE_STATE_FIRST }]);
    expect(await tenantRow()).toEqual(before);
  });

  it('clears the LGA when the state changes without one', async () => {
    await call(admin, 'PUT', '/broker', { stateId: lagos.id, lgaId: lagos.ikeja });
    const [fc] = await server.db.select().from(states).where(eq(states.code, 'FC'));
    const moved = await call(admin, 'PUT', '/broker', { stateId: fc!.id });
    expect(moved.json().data).toMatchObject({ state_name: 'Federal Capital Territory', lga_id: null });
  });

  it('refuses the profile and logo to users without a profile permission, and lets either permission through', async () => {
    const refused = await call(agent, 'PUT', '/broker', { city: 'Ikeja' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const logo = multipartFile('logo.png', pngBytes());
    const refusedLogo = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      payload: logo.payload,
      headers: { ...logo.headers, ...bearer(agent) },
    });
    expect(refusedLogo.statusCode).toBe(403);

    const viaGroup = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, viaGroup.user.id, 'Update Broker Profile');
    expect((await call(viaGroup.token, 'PUT', '/broker', { city: 'Ikeja' })).statusCode).toBe(200);
    const direct = await plainUser(server, tenantId);
    await grantDirectly(server, tenantId, direct.user.id, 'Create Broker Profile');
    expect((await call(direct.token, 'PUT', '/broker', { city: 'Yaba' })).json().data.city).toBe('Yaba');
  });

  it('replaces the logo, dropping the old file', async () => {
    const send = (name: string) => {
      const form = multipartFile(name, pngBytes(512));
      return server.app.inject({
        method: 'PUT',
        url: '/api/v1/broker/logo',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(admin) },
      });
    };
    const first = (await send('first.png')).json().data;
    const second = await send('second.png');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      success: true,
      data: { logo_file: second.json().data.stored_name, original_name: 'second.png' },
    });
    const profile = (await call(agent, 'GET', '/broker')).json().data;
    expect(profile.logo_url).toBe(second.json().data.url);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.storedName, first.stored_name))).toEqual([]);
    expect((await call(admin, 'GET', `/file/download?fileName=${first.stored_name}`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', `/file/download?fileName=${second.json().data.stored_name}`)).statusCode).toBe(200);
  });
});

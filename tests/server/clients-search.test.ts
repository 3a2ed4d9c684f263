import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateClients, individualClients, states } from '../../server/db/schema';
import { caller, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

type Summary = { client_id: string; client_type: string; name: string; status: string };

describe.each(databaseKinds())('all clients and the client searches on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let ids: { chioma: string; musa: string; dangote: string; eko: string };
  const names = (answer: { json(): { data: Summary[] } }) => answer.json().data.map((client) => client.name);

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    const lagos = (await server.db.select().from(states).where(eq(states.code, 'LA')))[0]!.id;
    const person = async (firstName: string, lastName: string, extra: Record<string, unknown>) =>
      (await call(admin, 'POST', '/client', { firstName, lastName, address: '1 Broad Street', stateId: lagos, ...extra })).json().data
        .client_id as string;
    const company = async (corporateName: string, extra: Record<string, unknown>) =>
      (
        await call(admin, 'POST', '/client/corporate', {
          corporateName,
          operatingBusinessAddress: '2 Marina',
          cityOfOperation: 'Lagos Island',
          stateId: lagos,
          ...extra,
        })
      ).json().data.corporate_client_id as string;
    // Created in this order, so newest first is the reverse.
    ids = {
      chioma: await person('Chioma', 'Nwosu', { phone: '0803 555 0101', email: 'chioma@nwosu.ng', bvn: '22233344455' }),
      musa: await person('Musa', 'Abdullahi', { phone: '0705 555 0202' }),
      dangote: await company('Dangote Cement Plc', { rcNumber: 'RC 613952', email: 'info@dangote.com' }),
      eko: await company('Eko 100% Foods', { rcNumber: 'BN 445566', phone: '0809 555 0303' }),
    };
    await server.db.update(individualClients).set({ status: 'inactive' }).where(eq(individualClients.id, ids.musa));
    await server.db.update(corporateClients).set({ status: 'pending' }).where(eq(corporateClients.id, ids.eko));
  });
  afterAll(() => server?.close());

  it('lists both kinds together, newest first, each with its type and a display name', async () => {
    const answer = await call(admin, 'GET', '/client/allClients');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        client_id: ids.eko,
        client_type: 'CORPORATE',
        name: 'Eko 100% Foods',
        corporate_client_id: ids.eko,
        rc_number: 'BN 445566',
        status: 'pending',
      }),
      expect.objectContaining({
        client_id: ids.dangote,
        client_type: 'CORPORATE',
        name: 'Dangote Cement Plc',
        corporate_name: 'Dangote Cement Plc',
        firstname: null,
      }),
      expect.objectContaining({
        client_id: ids.musa,
        client_type: 'INDIVIDUAL',
        name: 'Musa Abdullahi',
        firstname: 'Musa',
        lastname: 'Abdullahi',
        status: 'inactive',
      }),
      expect.objectContaining({
        client_id: ids.chioma,
        client_type: 'INDIVIDUAL',
        name: 'Chioma Nwosu',
        phone: '+2348035550101',
        state_name: 'Lagos',
        corporate_client_id: null,
      }),
    ]);
    expect(answer.json().meta).toEqual({ page: 1, limit: 20, total: 4, pages: 1, totalIsEstimate: false, next: null });
    expect(answer.json().data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages across both kinds and filters by status', async () => {
    const second = await call(admin, 'GET', '/client/allClients?limit=3&page=2');
    expect(names(second)).toEqual(['Chioma Nwosu']);
    expect(second.json().meta).toEqual({ page: 2, limit: 3, total: 4, pages: 2, totalIsEstimate: false, next: null });
    expect(names(await call(admin, 'GET', '/client/allClients?status=active'))).toEqual(['Dangote Cement Plc', 'Chioma Nwosu']);
    expect(names(await call(admin, 'GET', '/client/allClients?status=all'))).toHaveLength(4);
    expect((await call(admin, 'GET', '/client/allClients?status=gone')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/client/allClients?page=0')).statusCode).toBe(400);
  });

  it('searches names, email, phone and RC number, trimmed and case-insensitive', async () => {
    const search = async (query: string) => names(await call(admin, 'GET', `/client/search?searchQuery=${encodeURIComponent(query)}`));
    expect(await search('  CHIOMA  ')).toEqual(['Chioma Nwosu']);
    expect(await search('nwosu chioma')).toEqual(['Chioma Nwosu']);
    expect(await search('dangote.com')).toEqual(['Dangote Cement Plc']);
    expect(await search('0705 555 0202')).toEqual(['Musa Abdullahi']);
    expect(await search('rc613952')).toEqual(['Dangote Cement Plc']);
    expect(await search('22233344455')).toEqual(['Chioma Nwosu']);
    // LIKE's wildcards in a term are plain characters.
    expect(await search('100%')).toEqual(['Eko 100% Foods']);
    expect(await search('_')).toEqual([]);
    expect(await search('')).toHaveLength(4);
  });

  it('narrows a search by client type and status, with paging', async () => {
    const answer = await call(admin, 'GET', '/client/search?searchQuery=o&clientType=corporate&status=pending&limit=5');
    expect(names(answer)).toEqual(['Eko 100% Foods']);
    expect(answer.json().meta).toEqual({ page: 1, limit: 5, total: 1, pages: 1, totalIsEstimate: false, next: null });
    expect(names(await call(admin, 'GET', '/client/search?clientType=INDIVIDUAL'))).toEqual(['Musa Abdullahi', 'Chioma Nwosu']);
    const bad = await call(admin, 'GET', '/client/search?clientType=partnership');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'clientType', message: 'The client type is INDIVIDUAL or CORPORATE' }]);
  });

  it('searches with a body too, as quotes do: blank parts mean any', async () => {
    const post = (body: unknown) => call(admin, 'POST', '/client/search', body);
    expect(names(await post({ clientType: 'CORPORATE', searchQuery: ' eko ' }))).toEqual(['Eko 100% Foods']);
    expect(names(await post({ clientType: '', searchQuery: '' }))).toHaveLength(4);
    expect(names(await post({ searchQuery: 'abdullahi' }))).toEqual(['Musa Abdullahi']);
    expect((await post({ clientType: 'SOLE' })).statusCode).toBe(400);
  });

  it('answers only holders of View Clients', async () => {
    const nobody = await plainUser(server, tenantId);
    for (const [method, url] of [
      ['GET', '/client/allClients'],
      ['GET', '/client/search'],
      ['POST', '/client/search'],
    ] as const) {
      expect((await call(nobody.token, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
    }
    const accountant = await signInAs(server, 'accounts@demo.ng');
    expect((await call(accountant, 'POST', '/client/search', { searchQuery: 'musa' })).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_LICENCE_CLASS, INSURER_NAME_TAKEN, SHARED_INSURER_READ_ONLY } from '../../domain/underwriters';
import { insuranceProviders } from '../../server/db/schema';
import { INSURANCE_PROVIDERS } from '../../server/seed/reference/insurers';
import { caller, grantThroughGroup, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

type Row = {
  provider_id: number;
  name: string;
  code: string;
  own: boolean;
  licence_class: string;
  status: number;
  underwriter_count: number;
};

describe.each(oneDatabase())('insurance providers on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let tenantId: string;
  let leadway: number;
  let closed: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    [{ id: leadway }] = (await server.db
      .select({ id: insuranceProviders.id })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.code, 'LEADWAY'))) as [{ id: number }];
    [{ id: closed }] = (await server.db
      .insert(insuranceProviders)
      .values({ code: 'TEST_CLOSED', name: 'Closed 100% Mutual Insurance Ltd', shortName: 'Closed', licenceClass: 'Non-Life', status: 0 })
      .returning({ id: insuranceProviders.id })) as [{ id: number }];
  });
  afterAll(() => server?.close());

  const rows = (answer: { json(): { data: Row[] } }) => answer.json().data;
  const ownRows = () => server.db.select().from(insuranceProviders).where(eq(insuranceProviders.tenantId, tenantId));
  const newInsurer = (overrides: Record<string, unknown> = {}) => ({
    name: 'Okoye Mutual Assurance Ltd',
    shortName: 'Okoye Mutual',
    licenceClass: 'Non-Life',
    email: 'Placements@OkoyeMutual.ng',
    phone: '0803 123 4567',
    address: '',
    website: 'okoyemutual.ng',
    ...overrides,
  });

  it('lists every active insurer of the NAICOM list to anyone signed in, by name, without paging unless asked', async () => {
    const answer = await call(agent, 'GET', '/insurance-providers/active?status=1');
    expect(answer.statusCode).toBe(200);
    const data = rows(answer);
    expect(data.map((row) => row.code).sort()).toEqual(INSURANCE_PROVIDERS.map((insurer) => insurer.code).sort());
    expect(answer.json().meta).toEqual({ page: 1, limit: data.length, total: data.length, pages: 1 });
    expect(data.find((row) => row.provider_id === leadway)).toEqual({
      provider_id: leadway,
      code: 'LEADWAY',
      name: 'Leadway Assurance Company Limited',
      short_name: 'Leadway',
      licence_class: 'Composite',
      email: null,
      phone: null,
      address: null,
      website: null,
      status: 1,
      own: false,
      underwriter_count: 0,
    });

    const paged = await call(agent, 'GET', '/insurance-providers/active?page=2&limit=5');
    expect(paged.json().meta).toEqual({ page: 2, limit: 5, total: data.length, pages: Math.ceil(data.length / 5) });
    expect(rows(paged).map((row) => row.code)).toEqual(data.slice(5, 10).map((row) => row.code));
  });

  it('narrows by the words typed (trimmed, any case, % and _ literal) and by licence class', async () => {
    const found = await call(agent, 'GET', `/insurance-providers/active?search=${encodeURIComponent('  LEADWAY ')}`);
    expect(rows(found).map((row) => row.code)).toEqual(['LEADWAY']);
    const life = await call(agent, 'GET', '/insurance-providers/active?licenceClass=Life');
    expect(
      rows(life)
        .map((row) => row.code)
        .sort(),
    ).toEqual(
      INSURANCE_PROVIDERS.filter((i) => i.licenceClass === 'Life')
        .map((i) => i.code)
        .sort(),
    );
    expect(rows(await call(agent, 'GET', '/insurance-providers/active?search=%25'))).toEqual([]);
    expect(rows(await call(agent, 'GET', '/insurance-providers/active?search=_'))).toEqual([]);
    const wrongClass = await call(agent, 'GET', '/insurance-providers/active?licenceClass=Marine');
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().errors).toEqual([{ field: 'licenceClass', message: CHOOSE_LICENCE_CLASS }]);
  });

  it('lists the inactive insurers for any status but 1, and refuses a status that is no number', async () => {
    const inactive = await call(agent, 'GET', '/insurance-providers/active?status=0');
    expect(rows(inactive).map((row) => row.provider_id)).toEqual([closed]);
    expect(rows(await call(agent, 'GET', '/insurance-providers/active?status=1')).some((row) => row.provider_id === closed)).toBe(false);
    // The literal % in the closed insurer's name is found only when typed.
    expect(rows(await call(agent, 'GET', '/insurance-providers/active?status=0&search=100%25')).map((row) => row.provider_id)).toEqual([
      closed,
    ]);
    const bad = await call(agent, 'GET', '/insurance-providers/active?status=active');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });

  it('searches active insurers by search or searchQuery, whatever status is sent', async () => {
    const bySearch = await call(agent, 'GET', '/insurance-providers/active/search?search=leadway');
    expect(bySearch.statusCode).toBe(200);
    expect(rows(bySearch).map((row) => row.code)).toEqual(['LEADWAY']);
    const byQuery = await call(agent, 'GET', '/insurance-providers/active/search?searchQuery=Closed&status=0');
    expect(rows(byQuery)).toEqual([]);
  });

  it('adds an insurer missing from the list, with a generated code, for this brokerage only', async () => {
    const answer = await call(admin, 'POST', '/insurance-providers', newInsurer());
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Okoye Mutual Assurance Ltd added to your insurers list',
      data: {
        provider_id: expect.any(Number),
        code: expect.stringMatching(/^OKOYE_MUTUAL_[0-9A-F]{8}$/),
        name: 'Okoye Mutual Assurance Ltd',
        short_name: 'Okoye Mutual',
        licence_class: 'Non-Life',
        email: 'placements@okoyemutual.ng',
        phone: '+2348031234567',
        address: null,
        website: 'https://okoyemutual.ng',
        status: 1,
        own: true,
        underwriter_count: 0,
      },
    });
    const [row] = await ownRows();
    expect(row).toMatchObject({ tenantId, name: 'Okoye Mutual Assurance Ltd' });
    const listed = rows(await call(agent, 'GET', '/insurance-providers/active?search=okoye'));
    expect(listed).toEqual([expect.objectContaining({ provider_id: row!.id, own: true })]);
    const one = await call(agent, 'GET', `/insurance-providers/${row!.id}`);
    expect(one.json()).toEqual({ success: true, data: answer.json().data });
  });

  it('shows an insurer the brokerage added among its users’ insurers too', async () => {
    const [own] = await ownRows();
    const search = await call(agent, 'GET', '/user/insurance_provider/search?searchQuery=okoye');
    expect(search.json().data).toEqual([expect.objectContaining({ provider_id: own!.id, added: false })]);
    const added = await call(agent, 'POST', '/user/insurance_provider', { providerId: own!.id });
    expect(added.statusCode).toBe(200);
    expect((await call(agent, 'GET', '/user/insurance_provider')).json().data).toContainEqual(
      expect.objectContaining({ provider_id: own!.id }),
    );
  });

  it('refuses bad insurers with field errors, and a name already on the list with 409, writing nothing', async () => {
    const before = (await ownRows()).length;
    const blank = await call(admin, 'POST', '/insurance-providers', {
      name: ' ',
      licenceClass: 'Marine',
      email: 'x@',
      website: 'not a site',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'shortName', message: 'This field is required' },
      { field: 'licenceClass', message: CHOOSE_LICENCE_CLASS },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'website', message: 'Enter a web address, e.g. www.example.ng' },
    ]);
    for (const name of ['leadway assurance company limited', 'OKOYE MUTUAL ASSURANCE LTD']) {
      const taken = await call(admin, 'POST', '/insurance-providers', newInsurer({ name }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(INSURER_NAME_TAKEN);
    }
    expect((await ownRows()).length).toBe(before);
  });

  it('changes the brokerage’s own insurer only: the shared list is read-only', async () => {
    const [own] = await ownRows();
    const changed = await call(admin, 'PUT', `/insurance-providers/${own!.id}`, { address: '1 Broad Street, Lagos', status: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Okoye Mutual Assurance Ltd',
      address: '1 Broad Street, Lagos',
      status: 0,
      own: true,
    });
    expect(rows(await call(agent, 'GET', '/insurance-providers/active?status=0')).map((row) => row.provider_id)).toContain(own!.id);
    await call(admin, 'PUT', `/insurance-providers/${own!.id}`, { status: 1 });

    const shared = await call(admin, 'PUT', `/insurance-providers/${leadway}`, { email: 'taken@over.ng' });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toBe(SHARED_INSURER_READ_ONLY);
    const [stillShared] = await server.db.select().from(insuranceProviders).where(eq(insuranceProviders.id, leadway));
    expect(stillShared!.email).toBeNull();

    const invalid = await call(admin, 'PUT', `/insurance-providers/${own!.id}`, { name: '', status: 7 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'status']);
    const renamedToShared = await call(admin, 'PUT', `/insurance-providers/${own!.id}`, { name: 'LEADWAY Assurance Company Limited' });
    expect(renamedToShared.statusCode).toBe(409);
    const [after] = await ownRows();
    expect(after).toMatchObject({ name: 'Okoye Mutual Assurance Ltd', status: 1 });
  });

  it('answers 404 for insurers that are unknown or cannot be ids', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect((await call(agent, 'GET', `/insurance-providers/${id}`)).statusCode, id).toBe(404);
      expect((await call(admin, 'PUT', `/insurance-providers/${id}`, { name: 'X' })).statusCode, id).toBe(404);
    }
  });

  it('keeps adding and changing insurers to holders of Manage Underwriters', async () => {
    const [own] = await ownRows();
    expect((await call(agent, 'POST', '/insurance-providers', newInsurer({ name: 'Agent Insurer Ltd' }))).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/insurance-providers/${own!.id}`, { phone: '01 271 0000' })).statusCode).toBe(403);
    const keeper = await plainUser(server, tenantId);
    expect((await call(keeper.token, 'POST', '/insurance-providers', newInsurer({ name: 'Keeper Insurer Ltd' }))).statusCode).toBe(403);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Underwriters');
    expect(
      (await call(keeper.token, 'POST', '/insurance-providers', newInsurer({ name: 'Keeper Insurer Ltd', shortName: '!!' }))).json().data
        .code,
    ).toMatch(/^INSURER_[0-9A-F]{8}$/);
    expect((await call(keeper.token, 'PUT', `/insurance-providers/${own!.id}`, { phone: '01 271 0000' })).json().data.phone).toBe(
      '01 271 0000',
    );
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_INSURER } from '../../domain/insurers';
import { FIELD_REQUIRED } from '../../domain/messages';
import { insuranceProviders, userInsuranceProviders } from '../../server/db/schema';
import { seedInsuranceProviders } from '../../server/seed/insurance-providers';
import { INSURANCE_PROVIDERS } from '../../server/seed/reference/insurers';
import { bearer, createUser, demoTenantId, freshEmail, signIn, STRONG_PASSWORD } from './support/accounts';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('a user’s insurers on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  const ids: Record<string, number> = {};
  let inactive: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    for (const row of await server.db.select().from(insuranceProviders)) ids[row.code] = row.id;
    [{ id: inactive }] = (await server.db
      .insert(insuranceProviders)
      .values({
        code: 'TEST_CLOSED',
        name: 'Closed Leadway Namesake Insurance Ltd',
        shortName: 'Closed',
        licenceClass: 'Non-Life',
        status: 0,
      })
      .returning({ id: insuranceProviders.id })) as [{ id: number }];
  });
  afterAll(() => server?.close());

  async function person() {
    const email = freshEmail('insurers');
    const user = await createUser(server, { tenantId, email, userType: 'broker' });
    return { user, token: (await signIn(server, email, STRONG_PASSWORD)).json().token as string };
  }
  const api = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url: `/api/v1/user/insurance_provider${path}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const search = (token: string, searchQuery: string) =>
    server.app.inject({ method: 'GET', url: '/api/v1/user/insurance_provider/search', query: { searchQuery }, headers: bearer(token) });
  const linksOf = (userId: string) =>
    server.db
      .select()
      .from(userInsuranceProviders)
      .where(eq(userInsuranceProviders.userId, userId))
      .orderBy(userInsuranceProviders.providerId);

  it('seeds the NAICOM-licensed insurers once, keeping what an operator changed', async () => {
    expect(Object.keys(ids)).toEqual(expect.arrayContaining(['AIICO', 'LEADWAY', 'AXA_MANSARD', 'CUSTODIAN', 'NEM', 'TANGERINE_LIFE']));
    const [leadway] = await server.db.select().from(insuranceProviders).where(eq(insuranceProviders.code, 'LEADWAY'));
    expect(leadway).toMatchObject({
      name: 'Leadway Assurance Company Limited',
      shortName: 'Leadway',
      licenceClass: 'Composite',
      email: null,
      status: 1,
    });
    await server.db.update(insuranceProviders).set({ email: 'placements@leadway.example' }).where(eq(insuranceProviders.code, 'LEADWAY'));
    await server.db.delete(insuranceProviders).where(eq(insuranceProviders.code, 'STACO'));
    await seedInsuranceProviders(server.db);
    const codes = (await server.db.select({ code: insuranceProviders.code }).from(insuranceProviders)).map((row) => row.code);
    expect(codes.sort()).toEqual([...INSURANCE_PROVIDERS.map((insurer) => insurer.code), 'TEST_CLOSED'].sort());
    const [kept] = await server.db.select().from(insuranceProviders).where(eq(insuranceProviders.code, 'LEADWAY'));
    expect(kept!.email).toBe('placements@leadway.example');
    ids.STACO = (await server.db.select().from(insuranceProviders).where(eq(insuranceProviders.code, 'STACO')))[0]!.id;
  });

  it('wants a session for every call', async () => {
    for (const response of [
      await api(null, 'GET', ''),
      await api(null, 'POST', '', { providerId: ids.AIICO }),
      await api(null, 'DELETE', '', { providerId: ids.AIICO }),
      await api(null, 'GET', '/search?searchQuery=aiico'),
      await api(null, 'PUT', '/relationship_manager', { providerId: ids.AIICO, relationshipManagerEmail: 'rm@aiico.example' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_SESSION');
    }
  });

  it('searches active insurers by name or short name, trimmed and in any case', async () => {
    const { token } = await person();
    const byName = await search(token, '  leadway ASSURANCE ');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      success: true,
      data: [
        {
          provider_id: ids.LEADWAY,
          code: 'LEADWAY',
          name: 'Leadway Assurance Company Limited',
          short_name: 'Leadway',
          licence_class: 'Composite',
          email: expect.toBeOneOf([null, 'placements@leadway.example']),
          phone: null,
          address: null,
          website: null,
          status: 1,
          added: false,
        },
      ],
      meta: { page: 1, limit: 20, total: 1, pages: 1 },
    });
    // The closed insurer's name also says Leadway, but it is not active.
    expect((await search(token, 'leadway')).json().data.map((p: { code: string }) => p.code)).toEqual(['LEADWAY']);
    expect((await search(token, 'axa mansard')).json().data.map((p: { code: string }) => p.code)).toEqual(['AXA_MANSARD']);
    expect((await search(token, '100%')).json()).toMatchObject({ data: [], meta: { total: 0 } });
    const everyone = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user/insurance_provider/search?limit=100',
      headers: bearer(token),
    });
    expect(everyone.json().meta.total).toBe(INSURANCE_PROVIDERS.length);
  });

  it('adds one insurer or several, harmlessly twice, and lists them by name with the search marking them', async () => {
    const { user, token } = await person();
    const one = await api(token, 'POST', '', { providerId: ids.NEM });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      success: true,
      message: 'NEM Insurance Plc added to your insurers',
      data: [
        {
          provider_id: ids.NEM,
          name: 'NEM Insurance Plc',
          licence_class: 'Non-Life',
          relationship_manager_email: null,
          added_at: expect.any(String),
        },
      ],
    });
    const several = await api(token, 'POST', '', { providers: [ids.AIICO, String(ids.NEM), ids.CUSTODIAN] });
    expect(several.statusCode).toBe(200);
    expect(several.json().data.map((p: { code: string }) => p.code)).toEqual(['AIICO', 'CUSTODIAN', 'NEM']);
    expect(await linksOf(user.id)).toHaveLength(3);
    expect((await linksOf(user.id)).every((link) => link.tenantId === tenantId)).toBe(true);

    const list = await api(token, 'GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      data: [
        { code: 'AIICO', name: 'AIICO Insurance Plc', short_name: 'AIICO', relationship_manager_email: null },
        { code: 'CUSTODIAN', name: 'Custodian and Allied Insurance Limited' },
        { code: 'NEM' },
      ],
      meta: { page: 1, limit: 20, total: 3, pages: 1 },
    });
    const matches = (await search(token, 'custodian')).json().data.map((p: { code: string; added: boolean }) => [p.code, p.added]);
    expect(matches).toEqual([
      ['CUSTODIAN', true],
      ['CUSTODIAN_LIFE', false],
    ]);
  });

  it('refuses unknown or inactive insurers, and an empty request, writing nothing', async () => {
    const { user, token } = await person();
    const unknown = await api(token, 'POST', '', { providers: [ids.AIICO, 999_999, inactive] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'providers.1', message: CHOOSE_INSURER },
      { field: 'providers.2', message: CHOOSE_INSURER },
    ]);
    expect((await api(token, 'POST', '', { providerId: inactive })).json().errors).toEqual([
      { field: 'providerId', message: CHOOSE_INSURER },
    ]);
    expect((await api(token, 'POST', '', {})).json().errors).toEqual([{ field: 'providerId', message: CHOOSE_INSURER }]);
    expect((await api(token, 'POST', '', { providerId: 'Leadway' })).statusCode).toBe(400);
    expect(await linksOf(user.id)).toEqual([]);
  });

  it('sets the relationship manager’s email of one of the user’s insurers', async () => {
    const { user, token } = await person();
    await api(token, 'POST', '', { providerId: ids.LEADWAY });
    const response = await api(token, 'PUT', '/relationship_manager', {
      providerId: ids.LEADWAY,
      relationshipManagerEmail: ' Ife.Ade@Leadway.example ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Relationship manager at Leadway Assurance Company Limited saved',
      data: { provider_id: ids.LEADWAY, relationship_manager_email: 'ife.ade@leadway.example' },
    });
    expect((await api(token, 'GET', '')).json().data[0].relationship_manager_email).toBe('ife.ade@leadway.example');

    const invalid = await api(token, 'PUT', '/relationship_manager', {
      providerId: ids.LEADWAY,
      relationshipManagerEmail: 'ife at leadway',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ field: 'relationshipManagerEmail', message: 'Enter a valid email address' }]);
    const missing = await api(token, 'PUT', '/relationship_manager', {});
    expect(missing.json().errors).toEqual([
      { field: 'providerId', message: FIELD_REQUIRED },
      { field: 'relationshipManagerEmail', message: FIELD_REQUIRED },
    ]);
    expect((await linksOf(user.id))[0]!.relationshipManagerEmail).toBe('ife.ade@leadway.example');

    for (const providerId of [ids.AIICO, 999_999]) {
      const notMine = await api(token, 'PUT', '/relationship_manager', { providerId, relationshipManagerEmail: 'rm@example.ng' });
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Insurer not found' });
    }
  });

  it('removes an insurer from the user’s list; removing it again is a 404', async () => {
    const { user, token } = await person();
    await api(token, 'POST', '', { providers: [ids.LEADWAY, ids.SUNU] });
    const response = await api(token, 'DELETE', '', { providerId: ids.SUNU });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'The insurer has been removed from your insurers',
      data: { provider_id: ids.SUNU },
    });
    expect((await linksOf(user.id)).map((link) => link.providerId)).toEqual([ids.LEADWAY]);
    expect((await api(token, 'DELETE', '', { providerId: ids.SUNU })).statusCode).toBe(404);
    expect((await api(token, 'DELETE', '', {})).json().errors).toEqual([{ field: 'providerId', message: FIELD_REQUIRED }]);
  });

  it('keeps each user’s insurers and relationship managers their own', async () => {
    const owner = await person();
    const colleague = await person();
    await api(owner.token, 'POST', '', { providerId: ids.ZENITH_GENERAL });
    await api(owner.token, 'PUT', '/relationship_manager', {
      providerId: ids.ZENITH_GENERAL,
      relationshipManagerEmail: 'rm@zenith.example',
    });

    expect((await api(colleague.token, 'GET', '')).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await search(colleague.token, 'zenith general')).json().data[0].added).toBe(false);
    expect(
      (await api(colleague.token, 'PUT', '/relationship_manager', { providerId: ids.ZENITH_GENERAL, relationshipManagerEmail: 'x@y.ng' }))
        .statusCode,
    ).toBe(404);
    expect((await api(colleague.token, 'DELETE', '', { providerId: ids.ZENITH_GENERAL })).statusCode).toBe(404);

    // The colleague adding the same insurer keeps the owner's manager untouched.
    await api(colleague.token, 'POST', '', { providerId: ids.ZENITH_GENERAL });
    const links = await server.db
      .select()
      .from(userInsuranceProviders)
      .where(
        and(
          eq(userInsuranceProviders.providerId, ids.ZENITH_GENERAL!),
          inArray(userInsuranceProviders.userId, [owner.user.id, colleague.user.id]),
        ),
      );
    expect(links.map((link) => [link.userId, link.relationshipManagerEmail]).sort()).toEqual(
      [
        [owner.user.id, 'rm@zenith.example'],
        [colleague.user.id, null],
      ].sort(),
    );
  });
});

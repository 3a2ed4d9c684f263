import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

type Country = { country_id: number; name: string; iso_code: string; dial_code: string; currency: string };
type State = { state_id: number; name: string; code: string; capital: string; zone: string };
type Lga = { lga_id: number; name: string; state_id: number };

const alphabetical = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

describe.each(oneDatabase())('countries, states and LGAs on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let agent: string;
  let nigeria: Country;
  let nigerianStates: State[];
  const stateCalled = (name: string) => nigerianStates.find((state) => state.name === name)!;
  const lgasOf = async (stateId: number) => {
    const answer = await call(agent, 'GET', `/states/${stateId}/lgas`);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Lga[];
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    agent = await signInAs(server, 'agent@demo.ng');
    nigeria = (await call(agent, 'GET', '/countries')).json().data[0];
    nigerianStates = (await call(agent, 'GET', `/countries/${nigeria.country_id}/states`)).json().data;
  });
  afterAll(() => server?.close());

  it('lists the countries with their codes, to every signed-in user', async () => {
    const answer = await call(agent, 'GET', '/countries');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: [{ country_id: expect.any(Number), name: 'Nigeria', iso_code: 'NG', dial_code: '+234', currency: 'NGN' }],
    });
  });

  it("lists Nigeria's 36 states and the FCT by name", async () => {
    const answer = await call(agent, 'GET', `/countries/${nigeria.country_id}/states`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().success).toBe(true);
    const listed: State[] = answer.json().data;
    expect(listed).toHaveLength(37);
    const names = listed.map((state) => state.name);
    expect(names).toEqual(alphabetical(names));
    expect(names.slice(0, 3)).toEqual(['Abia', 'Adamawa', 'Akwa Ibom']);
    expect(names.indexOf('Federal Capital Territory')).toBe(names.indexOf('Enugu') + 1);
    expect(names.at(-1)).toBe('Zamfara');
    expect(listed.find((state) => state.name === 'Lagos')).toEqual({
      state_id: expect.any(Number),
      name: 'Lagos',
      code: 'LA',
      capital: 'Ikeja',
      zone: 'South West',
    });
    expect(listed.find((state) => state.code === 'FC')).toMatchObject({ code: 'FC', capital: 'Abuja', zone: 'North Central' });
  });

  it('lists the LGAs of a state by name: Lagos 20, Kano 44, FCT 6', async () => {
    const lagos = await lgasOf(stateCalled('Lagos').state_id);
    expect(lagos).toHaveLength(20);
    expect(lagos[0]).toEqual({ lga_id: expect.any(Number), name: 'Agege', state_id: stateCalled('Lagos').state_id });
    expect(lagos.every((lga) => lga.state_id === stateCalled('Lagos').state_id)).toBe(true);
    expect(lagos.map((lga) => lga.name)).toEqual(alphabetical(lagos.map((lga) => lga.name)));
    expect(lagos.map((lga) => lga.name)).toEqual(expect.arrayContaining(['Ikeja', 'Eti-Osa', 'Surulere']));

    const kano = await lgasOf(stateCalled('Kano').state_id);
    expect(kano).toHaveLength(44);
    expect(kano.map((lga) => lga.name)).toEqual(alphabetical(kano.map((lga) => lga.name)));

    const fct = await lgasOf(stateCalled('Federal Capital Territory').state_id);
    expect(fct.map((lga) => lga.name)).toEqual(alphabetical(fct.map((lga) => lga.name)));
    expect(fct).toHaveLength(6);
    expect(fct.map((lga) => lga.name)).toContain('Bwari');
  });

  it('counts 774 LGAs across the states', async () => {
    let total = 0;
    for (const state of nigerianStates) total += (await lgasOf(state.state_id)).length;
    expect(total).toBe(774);
  });

  it('serves a user with no role at all: reference data needs no permission', async () => {
    const { token } = await plainUser(server, await demoTenantId(server));
    expect((await call(token, 'GET', '/countries')).statusCode).toBe(200);
    expect((await call(token, 'GET', `/countries/${nigeria.country_id}/states`)).json().data).toHaveLength(37);
    expect((await call(token, 'GET', `/states/${stateCalled('Kano').state_id}/lgas`)).json().data).toHaveLength(44);
  });

  it('answers 404 NOT_FOUND for unknown or malformed ids', async () => {
    const lastState = Math.max(...nigerianStates.map((state) => state.state_id));
    const urls = [
      `/countries/${nigeria.country_id + 1000}/states`,
      '/countries/abc/states',
      '/countries/0/states',
      '/countries/-1/states',
      '/countries/1.5/states',
      '/countries/99999999999/states',
      `/states/${lastState + 1000}/lgas`,
      '/states/lagos/lgas',
      '/states/0/lgas',
      '/states/2147483648/lgas',
    ];
    for (const url of urls) {
      const answer = await call(agent, 'GET', url);
      expect({ url, status: answer.statusCode, code: answer.json().code }).toEqual({ url, status: 404, code: 'NOT_FOUND' });
      expect(answer.json().success).toBe(false);
    }
  });

  it('answers 401 INVALID_SESSION without a session', async () => {
    for (const url of ['/countries', `/countries/${nigeria.country_id}/states`, `/states/${stateCalled('Lagos').state_id}/lgas`]) {
      const answer = await call(null, 'GET', url);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('INVALID_SESSION');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

const DEMO = { name: 'Demo Insurance Brokers Ltd', url: 'demo', email: 'hello@demo.ng', phone: '+2348012345678' };

function currentBrokerage(server: TestServer, headers: Record<string, string>, from = '127.0.0.1') {
  return server.app.inject({ method: 'GET', url: '/api/v1/tenants/current', headers, remoteAddress: from });
}

describe.each(oneDatabase())('the brokerage at the request host on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // PUBLIC_URL defaults to http://localhost:3000 here, so brokerages live at <address>.localhost.
    server = await startTestServer(kind, { env: { TRUST_PROXY: '127.0.0.1' } });
    await createTenantWithUser(server, { email: 'admin@acme.ng', password: 'Acme#2026', name: 'Acme Brokers Ltd', url: 'Acme' });
  });
  afterAll(() => server?.close());

  it('answers the demo brokerage at demo.localhost:3000 without a session', async () => {
    const response = await currentBrokerage(server, { host: 'demo.localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: DEMO });
  });

  it('matches the address whatever its case, on the host and in the database', async () => {
    const shouted = await currentBrokerage(server, { host: 'DEMO.LocalHost:3000' });
    expect(shouted.json()).toEqual({ success: true, data: DEMO });
    // Acme registered its address as "Acme".
    const acme = await currentBrokerage(server, { host: 'acme.localhost:3000' });
    expect(acme.statusCode).toBe(200);
    expect(acme.json().data).toEqual({ name: 'Acme Brokers Ltd', url: 'Acme', email: null, phone: null });
  });

  it('ignores the port, which a proxy may drop or change', async () => {
    const response = await currentBrokerage(server, { host: 'demo.localhost' });
    expect(response.json().data.name).toBe(DEMO.name);
  });

  it('answers 404 for a brokerage-like host that no brokerage uses', async () => {
    const response = await currentBrokerage(server, { host: 'nobody.localhost:3000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'No brokerage uses this address', errors: [] });
  });

  it('answers null on the app host itself', async () => {
    const response = await currentBrokerage(server, { host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });
    expect((await currentBrokerage(server, { host: 'www.localhost:3000' })).json()).toEqual({ success: true, data: null });
  });

  it('answers null for a host of another domain, even one that names a brokerage', async () => {
    for (const host of ['example.com', 'demo.example.com', 'demo.localhost.example.com', 'a.demo.localhost:3000', '127.0.0.1:3000']) {
      const response = await currentBrokerage(server, { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.json(), host).toEqual({ success: true, data: null });
    }
  });

  it('reads the host a trusted proxy forwarded', async () => {
    const response = await currentBrokerage(server, { host: '127.0.0.1:3000', 'x-forwarded-host': 'demo.localhost:3000' });
    expect(response.json()).toEqual({ success: true, data: DEMO });
  });

  it('ignores a forwarded host from anyone but the trusted proxy', async () => {
    const response = await currentBrokerage(server, { host: '127.0.0.1:3000', 'x-forwarded-host': 'demo.localhost:3000' }, '203.0.113.7');
    expect(response.json()).toEqual({ success: true, data: null });
  });

  it('tells nothing about the people of the brokerage', async () => {
    const response = await currentBrokerage(server, { host: 'demo.localhost:3000' });
    expect(Object.keys(response.json().data).sort()).toEqual(['email', 'name', 'phone', 'url']);
    for (const secret of ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng', 'Adaeze', 'user_id', 'tenant', 'RC 1234567', 'password']) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });
});

describe.each(oneDatabase())('brokerage hosts under a public address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL: 'https://office.example.ng' } });
  });
  afterAll(() => server?.close());

  it('reads the brokerage below the host of PUBLIC_URL', async () => {
    const response = await currentBrokerage(server, { host: 'demo.office.example.ng' });
    expect(response.json()).toEqual({ success: true, data: DEMO });
  });

  it('sees the plain app host and localhost as no brokerage there', async () => {
    expect((await currentBrokerage(server, { host: 'office.example.ng' })).json()).toEqual({ success: true, data: null });
    expect((await currentBrokerage(server, { host: 'demo.localhost:3000' })).json()).toEqual({ success: true, data: null });
  });

  it('answers 404 for an unknown address there', async () => {
    const response = await currentBrokerage(server, { host: 'acme.office.example.ng' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { DeclaredRoute } from '../../server/http/route';

/** A concrete address for a declared route: every parameter becomes an id no brokerage uses. */
const concrete = (route: DeclaredRoute) => `/api/v1${route.url.replace(/^\/api\/v1/, '').replace(/:[A-Za-z]+/g, randomUUID())}`;

/** The keys a route's body or query struct names, so that each can be given a hostile value. */
const keysOf = (struct: DeclaredRoute['body']) => Object.keys((struct as { schema?: Record<string, unknown> } | undefined)?.schema ?? {});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** What a stranger sends first: each must be refused as bad input, never answered with a 500. */
function hostileBodies(route: DeclaredRoute): { name: string; raw: string }[] {
  const keys = keysOf(route.body);
  const each = (value: unknown) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])));
  return [
    { name: 'arrays nested 5,000 deep', raw: nested(5_000) },
    { name: 'a field nested 5,000 deep', raw: `{"${keys[0] ?? 'name'}":${nested(5_000)}}` },
    { name: 'NUL in every field', raw: each('before\u0000after') },
    { name: 'a megabyte in every field', raw: each('x'.repeat(1_000_000 / Math.max(keys.length, 1))) },
    { name: 'objects where values belong', raw: each({ $gt: '' }) },
    { name: 'numbers where text belongs', raw: each(1e308) },
    { name: 'a __proto__ key', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
    { name: 'not JSON at all', raw: '{"name": "unterminated' },
  ];
}

function hostileQueries(route: DeclaredRoute): { name: string; query: string }[] {
  const keys = [...keysOf(route.query), 'page', 'limit', 'searchQuery'];
  const each = (value: string) => keys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
  return [
    { name: 'NUL in every parameter', query: each('before\u0000after') },
    { name: 'a long value in every parameter', query: each('9'.repeat(2_000)) },
    { name: 'every parameter twice', query: `${each('1')}&${each('2')}` },
  ];
}

describe.each(oneDatabase())('hostile input on every route, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await signInAs(server, 'admin@demo.ng');
  });
  afterAll(() => server?.close());

  /** Sends as the demo admin; a route that ended the session (signing out) is followed by a new sign-in, so every route is reached. */
  async function send(request: {
    method: DeclaredRoute['method'];
    url: string;
    payload?: string | object;
    headers?: Record<string, string>;
  }) {
    const attempt = () => server.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    const answer = await attempt();
    if (answer.statusCode !== 401 || answer.json().code !== 'INVALID_SESSION') return answer;
    token = await signInAs(server, 'admin@demo.ng');
    return attempt();
  }

  it('refuses hostile bodies with a 4xx on every route that takes one', async () => {
    const failures: string[] = [];
    for (const route of server.app.declaredRoutes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      for (const { name, raw } of hostileBodies(route)) {
        const answer = await send({
          method: route.method,
          url: concrete(route),
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        if (answer.statusCode >= 500)
          failures.push(`${route.method} ${route.url}, ${name} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        else if (answer.statusCode >= 400) expect(answer.json(), `${route.method} ${route.url}, ${name}`).toMatchObject({ success: false });
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses hostile query strings with a 4xx on every route', async () => {
    const failures: string[] = [];
    for (const route of server.app.declaredRoutes) {
      for (const { name, query } of hostileQueries(route)) {
        const answer = await send({
          method: route.method,
          url: `${concrete(route)}?${query}`,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (answer.statusCode >= 500)
          failures.push(`${route.method} ${route.url}, ${name} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field that holds a NUL and keeps the text it was sent out of the books', async () => {
    const answer = await send({
      method: 'POST',
      url: '/api/v1/broker/branch',
      payload: { name: 'Ikeja\u0000 branch', address: '1 Allen Avenue', city: 'Ikeja' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(answer.json().errors).toContainEqual({ field: 'name', message: expect.stringMatching(/character/i) });
  });

  it('answers a body nested too deep with a 400 that says so', async () => {
    const answer = await send({
      method: 'POST',
      url: '/api/v1/broker/branch',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${nested(5_000)}}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: expect.stringMatching(/nested/i) });
  });
});

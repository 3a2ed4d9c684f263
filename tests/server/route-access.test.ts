import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, userPermissions } from '../../server/db/schema';
import { createUser, demoTenantId, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { DeclaredRoute } from '../../server/http/route';

/** A concrete address for a declared route: every parameter becomes an id no brokerage uses. */
const concrete = (route: DeclaredRoute) => `/api/v1${route.url.replace(/^\/api\/v1/, '').replace(/:[A-Za-z]+/g, randomUUID())}`;

const call = (server: TestServer, route: DeclaredRoute, token?: string) =>
  server.app.inject({
    method: route.method as 'GET',
    url: concrete(route),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe.each(oneDatabase())('who may call each route, on %s', (kind) => {
  let server: TestServer;
  let routes: readonly DeclaredRoute[];
  let nobodyToken: string;
  let nobodyId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    routes = server.app.declaredRoutes;
    // A verified user of the demo brokerage with no role, no group and no permission.
    const email = freshEmail('nobody');
    nobodyId = (
      await createUser(server, { tenantId: await demoTenantId(server), email, password: STRONG_PASSWORD, userType: 'admin-role' })
    ).id;
    nobodyToken = await signInAs(server, email, STRONG_PASSWORD);
  });
  afterAll(() => server?.close());

  it('knows every route of the API and who may call it', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/v1/auth/user/:id',
        access: { kind: 'permission', anyOf: ['Suspend Users'] },
      }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'PATCH', url: '/api/v1/claims/:id', access: { kind: 'permission', anyOf: ['Update Claim'] } }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/v1/claims', access: { kind: 'permission', anyOf: ['Register Claim'] } }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/v1/auth/signin', access: expect.objectContaining({ kind: 'public' }) }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/v1/notification', access: expect.objectContaining({ kind: 'signed-in' }) }),
    );
  });

  it('turns away every route that is not public when there is no session', async () => {
    const open = new Set<string>();
    for (const route of routes.filter((r) => r.access.kind !== 'public')) {
      const answer = await call(server, route);
      if (answer.statusCode !== 401 || answer.json().code !== 'INVALID_SESSION')
        open.add(`${route.method} ${route.url} → ${answer.statusCode}`);
    }
    expect([...open]).toEqual([]);
  });

  it('refuses every permission-guarded route to a user who holds none of its permissions', async () => {
    const leaks = new Set<string>();
    for (const route of routes.filter((r) => r.access.kind === 'permission')) {
      const answer = await call(server, route, nobodyToken);
      if (answer.statusCode !== 403) leaks.add(`${route.method} ${route.url} → ${answer.statusCode}`);
    }
    expect([...leaks]).toEqual([]);
  });

  it('lets the same user through each guard once they are granted one of its permissions', async () => {
    const stillRefused = new Set<string>();
    for (const route of routes.filter((r) => r.access.kind === 'permission')) {
      if (route.access.kind !== 'permission') continue;
      const [granted] = await server.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(eq(permissions.value, route.access.anyOf[0]!));
      await server.db.insert(userPermissions).values({ tenantId: await demoTenantId(server), userId: nobodyId, permissionId: granted!.id });
      const answer = await call(server, route, nobodyToken);
      await server.db.delete(userPermissions).where(eq(userPermissions.userId, nobodyId));
      // Past the guard the call may still be refused for what it carries (400, 404, 409...), but not for who makes it.
      if (answer.statusCode === 403 && /permission/i.test(answer.json().message)) stillRefused.add(`${route.method} ${route.url}`);
    }
    expect([...stillRefused]).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('reports the database in use and that it answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.database).toMatchObject({ kind, ok: true });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    const broken = await startTestServer(kind);
    await broken.ctx.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', errors: [] });
    await broken.close();
  });
});

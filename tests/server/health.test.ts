import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
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

  it('logs one line per answered request, without a deprecation warning from the framework', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const warnings = vi.fn();
    process.on('warning', warnings);
    const logged = await buildApp(server.ctx, { logger: true, logStream });
    try {
      await logged.inject({ method: 'GET', url: '/api/v1/health' });
    } finally {
      await logged.close();
      process.off('warning', warnings);
    }
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.url === '/api/v1/health' || entry.req);
    expect(requestLines).toEqual([expect.objectContaining({ msg: 'answered', method: 'GET', status: 200 })]);
    expect(warnings.mock.calls.map(([warning]) => (warning as Error).name)).not.toContain('FastifyDeprecation');
  });
});

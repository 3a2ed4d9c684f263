import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from './support/test-server';
import type { FastifyInstance } from 'fastify';

/** The address the server takes a request to come from: what the sign-in limits and the sessions record. */
async function addressSeen(app: FastifyInstance, from: string, forwardedFor?: string): Promise<string> {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/v1/health',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return answer.headers['x-seen-address'] as string;
}

async function appTrusting(server: TestServer, trustProxy: string[]): Promise<FastifyInstance> {
  const app = await buildApp({ ...server.ctx, config: { ...server.config, trustProxy } });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-seen-address', request.ip);
  });
  await app.ready();
  return app;
}

describe('who the client is, behind a proxy or not', () => {
  let server: TestServer;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.close();
  });

  it('ignores X-Forwarded-For by default, so nobody picks the address their attempts are counted against', async () => {
    const app = await appTrusting(server, []);
    apps.push(app);
    expect(await addressSeen(app, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressSeen(app, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const app = await appTrusting(server, ['127.0.0.1', '10.0.0.0/8']);
    apps.push(app);
    expect(await addressSeen(app, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await addressSeen(app, '10.20.30.40', '198.51.100.2')).toBe('198.51.100.2');
    expect(await addressSeen(app, '203.0.113.7', '198.51.100.3')).toBe('203.0.113.7');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from './support/test-server';
import type { FastifyInstance } from 'fastify';

const INDEX_HTML =
  '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"><title>Shell</title></head><body><div id="root"></div></body></html>';
const BUNDLE_NAME = 'index.3f9a1c2e.js';

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The Content-Security-Policy header as a map from directive to its sources. */
function policyOf(answer: Answer): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, whatever it is. */
function expectWalls(answer: Answer, what: string) {
  const policy = policyOf(answer);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0], what).toBe("'self'");
  expect(policy.get('script-src')?.join(' '), what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('frame-src'), what).toEqual(["'self'", 'blob:']);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(answer.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  let server: TestServer;
  let staticDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'brokerage-walls-'));
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(staticDir, BUNDLE_NAME), 'console.log("brokerage bundle");\n');
    server = await startTestServer('pglite', { env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('walls an API answer, and lets the page reach its own socket.io', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host: 'demo.localhost:3000' } });
    expect(answer.statusCode).toBe(200);
    expectWalls(answer, 'GET /api/v1/health');
    expect(policyOf(answer).get('connect-src')).toEqual(["'self'", 'ws://demo.localhost:3000']);
  });

  it('walls the app page, whose style nonce is new on every answer and written into the page', async () => {
    const nonces = new Set<string>();
    for (const url of ['/login', '/', '/index.html', '/account/invoices']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expectWalls(answer, url);
      const styles = policyOf(answer).get('style-src') ?? [];
      expect(styles[0], url).toBe("'self'");
      expect(styles.join(' '), url).not.toContain('unsafe-inline');
      const nonce = /^'nonce-([0-9a-f]{32})'$/.exec(styles[1] ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      expect(answer.body, url).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('walls a built asset, a missing asset, an unknown API path and a refused request', async () => {
    const asset = await server.app.inject({ method: 'GET', url: `/${BUNDLE_NAME}` });
    expect(asset.statusCode).toBe(200);
    expectWalls(asset, 'asset');
    const missingAsset = await server.app.inject({ method: 'GET', url: '/nothing.12345678.js' });
    expect(missingAsset.statusCode).toBe(404);
    expectWalls(missingAsset, 'missing asset');
    const unknownApi = await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknownApi.statusCode).toBe(404);
    expectWalls(unknownApi, 'unknown API path');
    const refused = await server.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'nobody' } });
    expect(refused.statusCode).toBe(400);
    expectWalls(refused, 'refused sign-in');
    const unsigned = await server.app.inject({ method: 'GET', url: '/api/v1/invoice/' });
    expect(unsigned.statusCode).toBe(401);
    expectWalls(unsigned, 'no session');
  });

  it('gives the Swagger UI pages inline styles only, and keeps every other wall', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectWalls(page, '/api/docs');
    expect(policyOf(page).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sends HSTS only over HTTPS, as the configured proxy reports it', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildApp({ ...server.ctx, config: { ...server.config, trustProxy: ['127.0.0.1'] } });
    apps.push(behindProxy);
    const overHttps = await behindProxy.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(overHttps).get('connect-src')).toEqual(["'self'", 'wss://localhost:80']);
    // Nobody else may claim HTTPS for the request.
    const stranger = await behindProxy.inject({
      method: 'GET',
      url: '/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';
import type { FastifyInstance } from 'fastify';

const INDEX_HTML = '<!doctype html><html><head><title>Brokerage test shell</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("brokerage asset");\n';
/** A bundle named after its content, as Parcel writes them, large enough to be worth compressing. */
const BUNDLE_NAME = 'index.3f9a1c2e.js';
const BUNDLE_JS = Array.from({ length: 200 }, (_, n) => `export const line${n} = "brokerage bundle line ${n}";`).join('\n');

const UNKNOWN_API = [
  { method: 'GET', url: '/api/v1/nothing-here', path: '/api/v1/nothing-here' },
  { method: 'POST', url: '/api/v1/nothing-here', path: '/api/v1/nothing-here' },
  { method: 'DELETE', url: '/api/v1/auth/signin', path: '/api/v1/auth/signin' },
  { method: 'GET', url: '/api/v1/clients/12/policies/3', path: '/api/v1/clients/12/policies/3' },
  { method: 'GET', url: '/api/v1', path: '/api/v1' },
  { method: 'GET', url: '/api/v1/', path: '/api/v1/' },
  { method: 'GET', url: '/api', path: '/api' },
  { method: 'GET', url: '/api/v2/x', path: '/api/v2/x' },
  { method: 'GET', url: '/api/v1/invoices?page=2&limit=10', path: '/api/v1/invoices' },
] as const;

function expectRouteNotFound(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  method: string,
  path: string,
) {
  expect(response.statusCode, `${method} ${path}`).toBe(404);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: `Route ${method} ${path} not found`, errors: [] });
}

describe.each(oneDatabase())('routing on %s', (kind) => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'brokerage-static-'));
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), ASSET_JS);
    writeFileSync(join(staticDir, BUNDLE_NAME), BUNDLE_JS);
    execFileSync(process.execPath, ['scripts/precompress.mjs', staticDir]);
    server = await startTestServer(kind, { env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('without a built app', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // The same context as the server below, with a STATIC_DIR that holds no index.html.
      app = await buildApp({ ...server.ctx, config: { ...server.config, staticDir: join(staticDir, 'missing') } });
      await app.ready();
    });
    afterAll(() => app?.close());

    it('answers unknown API paths with 404 ROUTE_NOT_FOUND in the error shape', async () => {
      for (const { method, url, path } of UNKNOWN_API) expectRouteNotFound(await app.inject({ method, url }), method, path);
    });

    it('answers page paths with JSON 404 too, as there is no index.html to fall back to', async () => {
      expectRouteNotFound(await app.inject({ method: 'GET', url: '/dashboard' }), 'GET', '/dashboard');
      expectRouteNotFound(await app.inject({ method: 'GET', url: '/' }), 'GET', '/');
      expectRouteNotFound(await app.inject({ method: 'GET', url: '/assets/app.js' }), 'GET', '/assets/app.js');
    });

    it('still serves the known routes', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    });
  });

  describe('with a built app in STATIC_DIR', () => {
    it('answers client routes with index.html so that a reload keeps the page', async () => {
      for (const url of ['/dashboard', '/account/invoice/12', '/', '/clients?page=2', '/settings/']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toBe(INDEX_HTML);
      }
    });

    it('marks the index.html fallback no-cache, so a new build is picked up at once', async () => {
      for (const url of ['/dashboard', '/']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('answers HEAD on a client route like GET, without a body', async () => {
      const response = await server.app.inject({ method: 'HEAD', url: '/dashboard' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });

    it('serves the built assets as files', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.body).toBe(ASSET_JS);
    });

    it('keeps bundles named after their content for a year, and other files for an hour', async () => {
      const bundle = await server.app.inject({ method: 'GET', url: `/${BUNDLE_NAME}` });
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const unhashed = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('sends the precompressed bundle the browser asks for, brotli before gzip', async () => {
      const brotli = await server.app.inject({
        method: 'GET',
        url: `/${BUNDLE_NAME}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE_JS);
      expect(brotli.rawPayload.length).toBeLessThan(BUNDLE_JS.length / 4);

      const gzip = await server.app.inject({ method: 'GET', url: `/${BUNDLE_NAME}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE_JS);

      const plain = await server.app.inject({ method: 'GET', url: `/${BUNDLE_NAME}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BUNDLE_JS);
    });

    it('compresses API answers over a kilobyte when the browser accepts it, and small ones not at all', async () => {
      const document = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(document.rawPayload).toString()).openapi).toMatch(/^3\.1/);

      const health = await server.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(health.json().success).toBe(true);
    });

    it('still answers unknown API paths with JSON 404', async () => {
      for (const { method, url, path } of UNKNOWN_API) expectRouteNotFound(await server.app.inject({ method, url }), method, path);
    });

    it('does not fall back to index.html for socket.io paths', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/socket.io/?EIO=4&transport=polling' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    });

    it('answers JSON 404 to anything but GET or HEAD on a client route', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        expectRouteNotFound(await server.app.inject({ method, url: '/dashboard', payload: {} }), method, '/dashboard');
      }
    });

    it('keeps the API working next to the app', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
    });
  });
});

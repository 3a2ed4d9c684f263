import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicePayload } from '../../domain/invoices';
import { anyone, anySignedIn } from '../../server/auth/authorize';
import { jsonSchemaOf } from '../../server/http/json-schema';
import { openApiDocument, openApiPath, type OpenApiDocument } from '../../server/http/openapi';
import { startTestServer, type TestServer } from './support/test-server';

type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  security: unknown[];
  'x-access': Record<string, unknown>;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};

describe('the OpenAPI document and the API reference', () => {
  let server: TestServer;
  let staticDir: string;
  let document: OpenApiDocument;
  const operation = (method: string, path: string) => document.paths[path]?.[method] as Operation;

  beforeAll(async () => {
    // A built app beside the API, so that its catch-all is in place too.
    staticDir = mkdtempSync(join(tmpdir(), 'brokerage-app-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>The app</title>');
    server = await startTestServer('pglite', { seedDemo: false, env: { STATIC_DIR: staticDir } });
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document titled for the API', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'IBMS Broker Office API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('lists every declared route with its method, itself included', () => {
    const routes = server.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !operation(route.method.toLowerCase(), openApiPath(route.url)));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(routes.length);
    expect(new Set(operations.map((each) => each.operationId)).size).toBe(routes.length);
    expect(operation('get', '/openapi.json')).toMatchObject({ 'x-access': { kind: 'public' }, security: [] });
  });

  it('shows who may call each route', () => {
    expect(operation('post', '/invoice')).toMatchObject({
      'x-access': { kind: 'permission', anyOf: ['Create Invoice'] },
      security: [{ bearerAuth: [] }, { accessToken: [] }],
    });
    expect(operation('get', '/health')).toMatchObject({ 'x-access': { kind: 'public', why: expect.any(String) }, security: [] });
    expect(operation('post', '/auth/signout')).toMatchObject({ 'x-access': { kind: 'signed-in', why: expect.any(String) } });
    for (const route of server.app.declaredRoutes)
      expect(operation(route.method.toLowerCase(), openApiPath(route.url))['x-access'], route.url).toMatchObject({
        kind: route.access.kind,
      });
  });

  it('gives a declared body as the request schema', () => {
    const raise = operation('post', '/invoice');
    expect(raise.summary).toMatch(/invoice/i);
    expect(raise.tags).toEqual(['invoice']);
    expect(raise.requestBody?.content['application/json']?.schema).toEqual(jsonSchemaOf(InvoicePayload));
    expect(Object.keys(raise.responses)).toEqual(['201', '400', '401', '403', '409', '500']);
    expect(raise.responses['201']?.content?.['application/json']?.schema).toMatchObject({
      properties: { success: { const: true }, data: {} },
    });
    expect(raise.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    for (const response of Object.values(document.components.responses ?? {}))
      expect(response).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } });
    expect(document.components.schemas?.ErrorAnswer).toMatchObject({ required: ['success', 'code', 'message', 'errors'] });
  });

  it('lists the path parameters, parsed from the url where the route declares none', () => {
    const read = operation('get', '/invoice/{id}');
    expect(read.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(operation('patch', '/notification/{id}/read').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    for (const [path, methods] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const each of Object.values(methods) as Operation[])
        expect(each.parameters?.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) ?? [], path).toEqual(
          names,
        );
    }
  });

  it('lists the query and the Idempotency-Key header where the route takes them', () => {
    const list = operation('get', '/invoice/');
    expect(list.parameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'limit']),
    );
    expect(operation('put', '/invoice/{id}').parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(operation('post', '/invoice').parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });

  it('leaves 401 and 403 out where nobody needs to sign in, and describes uploads as forms with a file', () => {
    const built = openApiDocument([
      { method: 'GET', url: '/api/v1/open/:slug', access: anyone('a test'), summary: '' },
      {
        method: 'POST',
        url: '/api/v1/upload',
        access: anySignedIn('a test'),
        summary: 'Upload',
        multipart: true,
        errors: [413],
        raw: { produces: 'application/pdf' },
      },
    ]);
    const open = built.paths['/open/{slug}']?.get as Operation;
    expect(Object.keys(open.responses)).toEqual(['200', '400', '500']);
    expect(open.parameters).toEqual([{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }]);
    const upload = built.paths['/upload']?.post as Operation;
    expect(upload.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses)).toEqual(['200', '400', '401', '413', '500']);
    expect(upload.responses['200']?.content).toHaveProperty(['application/pdf']);
  });

  it('serves the reference page at /api/docs with assets from the same origin only', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('IBMS Broker Office API');
    expect(page.body).not.toContain('The app');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'a same-origin path').toMatch(/^\/api\/docs\//);
      const answer = await server.app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
    }
    const shown = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.json()).toEqual(document);
  });

  it('still answers ROUTE_NOT_FOUND for unknown API paths, and the app for pages', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/api/docs/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    const page = await server.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.body).toContain('The app');
  });
});

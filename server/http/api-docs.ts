import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { anyone } from '../auth/authorize';
import { openApiDocument, API_TITLE, type OpenApiDocument } from './openapi';
import { route } from './route';
import type { AppContext } from '../context';
import type { DeclaredRoute } from './route';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PREFIX = '/api/docs';

const documents = new WeakMap<readonly DeclaredRoute[], OpenApiDocument>();

/** The app's document, made on first use: by then every route is declared. */
export function apiDocumentOf(app: FastifyInstance): OpenApiDocument {
  const routes = app.declaredRoutes;
  let document = documents.get(routes);
  if (!document) documents.set(routes, (document = openApiDocument(routes)));
  return document;
}

/** `GET /openapi.json`: the API's own description, itself one of the routes it lists. */
export function openApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/openapi.json',
      access: anyone('The reference describes the calls, not any brokerage data'),
      summary: 'This document: every route with its access rule, parameters, bodies, answer and errors (OpenAPI 3.1)',
      tag: 'reference',
      transaction: false,
      raw: { produces: 'application/json' },
    },
    async ({ reply }) => reply.type('application/json').send(apiDocumentOf(app)),
  );
}

/**
 * The API reference page at /api/docs: Swagger UI with its own copies of its scripts and styles,
 * showing the document above. Registered after the API, so that the document is complete.
 */
export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  // Making the document walks every route's structs, a good part of a start: it is made when the
  // page first asks for it. The swagger plugin holds only its frame; the page's /json and /yaml answer the whole document.
  const frame = { openapi: '3.1.0', info: { title: API_TITLE, version: '1' }, paths: {} };
  await app.register(swagger, { mode: 'static', specification: { document: frame as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: `${API_TITLE} reference` },
    uiConfig: { docExpansion: 'list', deepLinking: true, showExtensions: true, defaultModelsExpandDepth: 0 },
    transformSpecificationClone: false,
    transformSpecification: () => apiDocumentOf(app) as never,
  });
}

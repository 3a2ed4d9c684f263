import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '../../domain/api';
import { PROJECT_ROOT } from '../paths';
import { isOptional, jsonSchemaOf, type JsonSchema } from './json-schema';
import { API_PREFIX } from './static-app';
import type { Access } from '../auth/authorize';
import type { DeclaredRoute } from './route';

export const API_TITLE = 'IBMS Broker Office API';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string };
type Operation = { [field: string]: unknown };
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
});

/** What each failure status means in this API: one shared response each, named after its code. */
const FAILURES: Record<number, { name: string; description: string }> = {
  400: { name: 'InvalidInput', description: `The input failed its checks (${ERROR_CODES.invalidInput}): one message per field in errors` },
  401: { name: 'InvalidSession', description: `Not signed in, or the session has ended (${ERROR_CODES.invalidSession})` },
  403: { name: 'Forbidden', description: `Signed in without the permission this needs (${ERROR_CODES.forbidden})` },
  404: { name: 'NotFound', description: `The record does not exist in this brokerage (${ERROR_CODES.notFound})` },
  409: { name: 'Conflict', description: `The record's state does not allow it (${ERROR_CODES.conflict})` },
  413: { name: 'PayloadTooLarge', description: `The upload is too large (${ERROR_CODES.payloadTooLarge})` },
  415: { name: 'UnsupportedMediaType', description: `The file type is not accepted (${ERROR_CODES.unsupportedMediaType})` },
  429: { name: 'TooManyAttempts', description: `Too many attempts; retry after Retry-After seconds (${ERROR_CODES.tooManyAttempts})` },
  500: { name: 'InternalError', description: `Something failed on the server (${ERROR_CODES.internal})` },
  503: { name: 'Unavailable', description: `The database does not answer (${ERROR_CODES.unavailable})` },
};

const COMPONENTS = {
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /auth/signin' },
    accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token', description: 'The same token, in the older header' },
  },
  responses: Object.fromEntries(Object.values(FAILURES).map(({ name, description }) => [name, errorAnswer(description)])),
  schemas: {
    ErrorAnswer: {
      type: 'object',
      required: ['success', 'code', 'message', 'errors'],
      properties: {
        success: { const: false },
        code: { type: 'string', examples: [ERROR_CODES.invalidInput] },
        message: { type: 'string' },
        errors: {
          type: 'array',
          items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
    Paging: {
      type: 'object',
      required: ['page', 'limit', 'total', 'pages'],
      properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, pages: { type: 'integer' } },
    },
  },
};

const version = (): string => (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Fastify's `/invoice/:id` (after the API prefix) as OpenAPI's `/invoice/{id}`. */
export const openApiPath = (url: string): string =>
  (url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url).replace(/:([A-Za-z0-9_]+)/g, '{$1}') || '/';

const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /invoice/{id}/payments` → `getInvoiceByIdPayments`: readable and the same from one run to the next. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const camel = (parameter ?? segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalised)
        .join('');
      return parameter ? `By${camel}` : camel;
    });
  return method.toLowerCase() + words.join('');
}

function accessOf(access: Access): { extension: Record<string, unknown>; line: string } {
  if (access.kind === 'public') return { extension: { kind: 'public', why: access.why }, line: `Public: ${access.why}` };
  if (access.kind === 'signed-in') return { extension: { kind: 'signed-in', why: access.why }, line: `Any signed-in user: ${access.why}` };
  const names = access.anyOf.map((name) => `'${name}'`).join(' or ');
  return { extension: { kind: 'permission', anyOf: access.anyOf }, line: `Needs the ${names} permission` };
}

/** The keys of an object struct as parameters (`in: path` or `query`). */
function parametersOf(struct: DeclaredRoute['params'], where: 'path' | 'query'): Parameter[] {
  if (!struct) return [];
  const shape = (struct as { schema: unknown }).schema;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape as Record<string, NonNullable<DeclaredRoute['params']>>).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !isOptional(field),
    schema: jsonSchemaOf(field),
  }));
}

function requestBodyOf(route: DeclaredRoute): Operation | undefined {
  if (route.multipart) {
    const fields = route.body ? jsonSchemaOf(route.body) : { type: 'object' };
    const properties = {
      ...(fields.properties as object),
      file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
    };
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties } } } };
  }
  if (!route.body) return undefined;
  return { required: !isOptional(route.body), content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
}

function successOf(route: DeclaredRoute): Operation {
  const description = route.status === 201 ? 'Created' : 'Done';
  if (route.raw) {
    const types = [route.raw.produces].flat();
    const schemaOf = (type: string) => (type.includes('json') ? { type: 'object' } : { type: 'string', format: 'binary' });
    return { description, content: Object.fromEntries(types.map((type) => [type, { schema: schemaOf(type) }])) };
  }
  const envelope = {
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data: route.response ? jsonSchemaOf(route.response) : {},
      meta: { $ref: '#/components/schemas/Paging' },
    },
  };
  const files = Object.fromEntries((route.downloads ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { description, content: { 'application/json': { schema: envelope }, ...files } };
}

function failuresOf(route: DeclaredRoute): Record<string, Operation> {
  const { kind } = route.access;
  const statuses = new Set([
    400,
    ...(kind === 'public' ? [] : [401]),
    ...(kind === 'permission' ? [403] : []),
    500,
    ...(route.errors ?? []),
  ]);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => {
        const known = FAILURES[status];
        return [String(status), known ? { $ref: `#/components/responses/${known.name}` } : errorAnswer('Refused')];
      }),
  );
}

function operationOf(route: DeclaredRoute, path: string, operationId: string): Operation {
  const access = accessOf(route.access);
  const declaredPath = parametersOf(route.params, 'path');
  const pathParameters = pathParameterNames(path).map(
    (name) =>
      declaredPath.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      },
  );
  const idempotency: Parameter[] = route.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'A repeat with the same key gets the first answer',
        },
      ]
    : [];
  const parameters = [...pathParameters, ...parametersOf(route.query, 'query'), ...idempotency];
  const requestBody = requestBodyOf(route);
  return {
    operationId,
    tags: [route.tag ?? path.split('/').find(Boolean) ?? 'api'],
    ...(route.summary ? { summary: route.summary } : {}),
    description: access.line,
    'x-access': access.extension,
    security: route.access.kind === 'public' ? [] : [{ bearerAuth: [] }, { accessToken: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [String(route.status ?? 200)]: successOf(route), ...failuresOf(route) },
  };
}

/** The OpenAPI 3.1 document of the declared routes: one operation per method and url. */
export function openApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const taken = new Set<string>();
  for (const route of routes) {
    const path = openApiPath(route.url);
    const base = operationIdOf(route.method, path);
    let operationId = base;
    for (let n = 2; taken.has(operationId); n++) operationId = `${base}${n}`;
    taken.add(operationId);
    const operation = operationOf(route, path, operationId);
    (operation.tags as string[]).forEach((tag) => tags.add(tag));
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: version(),
      description:
        'The API of the brokerage back office. Answers are `{ success: true, message?, data, meta? }`; ' +
        'failures are `{ success: false, code, message, errors: [{ field, message }] }`. Each operation says who may call it (`x-access`).',
    },
    servers: [{ url: API_PREFIX }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: COMPONENTS,
  };
}

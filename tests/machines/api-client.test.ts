import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { array, literal, number, object, string, type } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, compactQuery } from '../../src/api/client';
import { ApiFailure, normaliseError } from '../../src/api/errors';
import type { AddressInfo } from 'node:net';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A tiny API answering per path, the way the real server words its answers. */
function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  received.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    body,
  });
  switch (pathname) {
    case '/api/v1/quotes':
      return json(res, 200, { success: true, data: [{ id: 'q-1', premium: 125000 }] });
    case '/api/v1/clients':
      return json(res, 201, { success: true, data: { id: 'c-1' } });
    case '/api/v1/field-errors':
      return json(res, 400, {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Some fields are not valid',
        errors: [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'password', message: 'This field is required' },
          { field: 'email', message: 'A second email complaint is ignored' },
        ],
      });
    case '/api/v1/string-errors':
      return json(res, 400, { success: false, errors: ['Name is too short', 'Rate is not a number'] });
    case '/api/v1/message-errors':
      return json(res, 422, {
        success: false,
        code: 'VALIDATION_ERROR',
        errors: [{ message: 'Start date is in the past' }, { msg: 'End date is missing' }],
      });
    case '/api/v1/mixed-errors':
      return json(res, 400, { success: false, message: 'Check the form', errors: ['loose text', { field: 'rate', message: 'Too high' }] });
    case '/api/v1/crash':
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<h1>Internal Server Error</h1>');
    case '/api/v1/expired':
      return json(res, 401, { success: false, code: 'INVALID_SESSION', message: 'Your session has expired' });
    case '/api/v1/forbidden':
      return json(res, 403, { success: false, code: 'FORBIDDEN', message: 'You may not do this' });
    case '/api/v1/odd-shape':
      return json(res, 200, { success: true, data: { id: 'q-1' } });
    case '/api/v1/slow-expired':
      setTimeout(() => json(res, 401, { success: false, code: 'INVALID_SESSION', message: 'Your session has expired' }), 300);
      return;
    default:
      return json(res, 404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Not found' });
  }
}

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.splice(0);
});

const Quotes = type({ success: literal(true), data: array(object({ id: string(), premium: number() })) });
const Anything = type({});

function client(token: string | null = 'token-123') {
  const onInvalidSession = vi.fn();
  const api = createApiClient({ baseURL, getToken: () => token, onInvalidSession });
  return { api, onInvalidSession };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe('api client: requests', () => {
  it('sends the session token as a Bearer header and returns the checked answer', async () => {
    const { api } = client('token-123');
    const answer = await api.request('/quotes', { response: Quotes });
    expect(answer.data).toEqual([{ id: 'q-1', premium: 125000 }]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/v1/quotes', authorization: 'Bearer token-123' });
  });

  it('sends no Authorization header without a token', async () => {
    const { api } = client(null);
    await api.request('/quotes', { response: Quotes });
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('reads the token at call time, so a new sign-in is used at once', async () => {
    let token: string | null = 'first';
    const api = createApiClient({ baseURL, getToken: () => token, onInvalidSession: () => {} });
    await api.request('/quotes', { response: Quotes });
    token = 'second';
    await api.request('/quotes', { response: Quotes });
    expect(received.map((request) => request.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('posts the body as JSON', async () => {
    const { api } = client();
    await api.request('/clients', { method: 'POST', body: { name: 'Dangote Cement', rate: 12.5 }, response: Anything });
    expect(received[0]).toMatchObject({ method: 'POST', contentType: expect.stringContaining('application/json') });
    expect(JSON.parse(received[0]!.body)).toEqual({ name: 'Dangote Cement', rate: 12.5 });
  });

  it('leaves empty optional query parts out', async () => {
    const { api } = client();
    await api.request('/quotes', {
      query: { page: 2, limit: 10, search: '', status: null, client: undefined, mine: false },
      response: Quotes,
    });
    const query = new URL(received[0]!.url, 'http://127.0.0.1').searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '2', limit: '10', mine: 'false' });
  });
});

describe('api client: compactQuery', () => {
  it('drops empty strings, null and undefined, and stringifies the rest', () => {
    expect(compactQuery({ page: 1, search: '', status: null, client: undefined, paid: true, amount: 0 })).toEqual({
      page: '1',
      paid: 'true',
      amount: '0',
    });
    expect(compactQuery(undefined)).toBeUndefined();
  });
});

describe('api client: failures', () => {
  it('turns server field errors into fieldErrors, keeping the first per field', async () => {
    const { api, onInvalidSession } = client();
    const failure = await failureOf(api.request('/field-errors', { method: 'POST', body: {}, response: Anything }));
    expect(failure.message).toBe('Some fields are not valid');
    expect(failure.status).toBe(400);
    expect(failure.code).toBe('VALIDATION_ERROR');
    expect(failure.fieldErrors).toEqual({ email: 'Enter a valid email address', password: 'This field is required' });
    expect(onInvalidSession).not.toHaveBeenCalled();
  });

  it('joins a list of plain strings into the message when there is no top-level message', async () => {
    const { api } = client();
    const failure = await failureOf(api.request('/string-errors', { response: Anything }));
    expect(failure.message).toBe('Name is too short. Rate is not a number');
    expect(failure.fieldErrors).toEqual({});
  });

  it('joins { message } and { msg } entries the same way', async () => {
    const { api } = client();
    const failure = await failureOf(api.request('/message-errors', { response: Anything }));
    expect(failure.message).toBe('Start date is in the past. End date is missing');
    expect(failure.status).toBe(422);
  });

  it('prefers the top-level message and still keeps field errors', async () => {
    const { api } = client();
    const failure = await failureOf(api.request('/mixed-errors', { response: Anything }));
    expect(failure.message).toBe('Check the form');
    expect(failure.fieldErrors).toEqual({ rate: 'Too high' });
  });

  it('falls back to the generic message when the body says nothing', async () => {
    const { api } = client();
    const failure = await failureOf(api.request('/crash', { response: Anything }));
    expect(failure.message).toBe('An error occurred. Please try again.');
    expect(failure.status).toBe(500);
  });

  it('reports INVALID_SESSION to the session exactly once and still rejects', async () => {
    const { api, onInvalidSession } = client();
    const failure = await failureOf(api.request('/expired', { response: Anything }));
    expect(failure.code).toBe('INVALID_SESSION');
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Your session has expired');
    expect(onInvalidSession).toHaveBeenCalledTimes(1);
  });

  it('does not report other refusals as an expired session', async () => {
    const { api, onInvalidSession } = client();
    const failure = await failureOf(api.request('/forbidden', { response: Anything }));
    expect(failure.code).toBe('FORBIDDEN');
    expect(onInvalidSession).not.toHaveBeenCalled();
  });

  it('rejects with the network message when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const onInvalidSession = vi.fn();
    const api = createApiClient({ baseURL: `http://127.0.0.1:${port}/api/v1`, getToken: () => null, onInvalidSession });
    const failure = await failureOf(api.request('/quotes', { response: Quotes }));
    expect(failure.message).toBe('Network error, please try again');
    expect(failure.status).toBeUndefined();
    expect(failure.code).toBe('NETWORK_ERROR');
    expect(onInvalidSession).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not have the expected shape', async () => {
    const { api } = client();
    const failure = await failureOf(api.request('/odd-shape', { response: Quotes }));
    expect(failure.message).toBe('The server sent an answer this page does not understand');
    expect(failure.code).toBe('UNEXPECTED_RESPONSE');
  });

  it('rejects an aborted call without reporting an expired session', async () => {
    const { api, onInvalidSession } = client();
    const controller = new AbortController();
    const call = api.request('/slow-expired', { signal: controller.signal, response: Anything });
    setTimeout(() => controller.abort(), 30);
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiFailure);
    const { name, cause } = error as { name?: string; cause?: { name?: string } };
    expect([name, cause?.name]).toContain('AbortError');
    expect(received.map((request) => request.url)).toEqual(['/api/v1/slow-expired']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onInvalidSession).not.toHaveBeenCalled();
  });
});

describe('normaliseError', () => {
  it('reads a missing status as a network failure', () => {
    expect(normaliseError(undefined, { message: 'ignored' })).toMatchObject({
      message: 'Network error, please try again',
      code: 'NETWORK_ERROR',
    });
  });

  it('skips null and other non-object entries instead of crashing', () => {
    const failure = normaliseError(400, { code: 'VALIDATION_ERROR', errors: [null, 42, { field: 'rate', message: 'Too high' }] });
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.fieldErrors).toEqual({ rate: 'Too high' });
  });

  it('skips entries without text', () => {
    const failure = normaliseError(400, { errors: [{ field: 'email' }, { message: '' }, { field: '', message: 'Loose' }] });
    expect(failure.message).toBe('Loose');
    expect(failure.fieldErrors).toEqual({});
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { literal, string, type } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiFailure } from '../../../src/api/errors';
import { localApi } from '../support/local-api';
import type { UploadProgress } from '../../../domain/upload';
import type { AddressInfo } from 'node:net';

// jsdom's XMLHttpRequest against a real HTTP server: the page's origin differs from the server's,
// so the server answers CORS as a same-origin deployment never needs to.
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, PUT, PATCH',
  'access-control-allow-headers': 'authorization, accept, content-type',
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return res.end();
  }
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  received.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    body,
  });
  switch (pathname) {
    case '/api/v1/user/avatar':
      return json(res, 200, { success: true, data: { avatar_uri: '/api/v1/file/download?fileName=a1b2.png' } });
    case '/api/v1/refused':
      return json(res, 415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file is not a PNG or JPEG file',
        errors: [{ field: 'file', message: 'Choose a PNG or JPEG file' }],
      });
    case '/api/v1/expired':
      return json(res, 401, { success: false, code: 'INVALID_SESSION', message: 'Your session has expired' });
    case '/api/v1/crash':
      res.writeHead(502, { ...CORS, 'content-type': 'text/html' });
      return res.end('<h1>Bad Gateway</h1>');
    case '/api/v1/odd-shape':
      return json(res, 200, { success: true, data: { something: 'else' } });
    case '/api/v1/slow':
      return void setTimeout(() => json(res, 200, { success: true, data: { avatar_uri: 'late' } }), 300);
    default:
      return json(res, 404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
  }
}

const local = localApi(answer);

beforeEach(() => {
  received.length = 0;
});

const Avatar = type({ success: literal(true), data: type({ avatar_uri: string() }) });

function client(token: string | null = 'session-token') {
  const onInvalidSession = vi.fn();
  return { api: createApiClient({ baseURL: local.url(), getToken: () => token, onInvalidSession }), onInvalidSession };
}

function picture(size = 64 * 1024) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(size).fill(0x41)], 'halima.png', { type: 'image/png' }));
  return body;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

describe('api.upload (XMLHttpRequest with progress)', () => {
  it('sends the form data with the session token and answers the checked body', async () => {
    const { api } = client();
    const answered = await api.upload('/user/avatar', { method: 'PUT', body: picture(), response: Avatar });
    expect(answered.data.avatar_uri).toBe('/api/v1/file/download?fileName=a1b2.png');
    const [request] = received;
    expect(request).toMatchObject({ method: 'PUT', url: '/api/v1/user/avatar', authorization: 'Bearer session-token' });
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('filename="halima.png"');
  });

  it('reports how much has been sent, ending with all of it', async () => {
    const { api } = client();
    const reports: UploadProgress[] = [];
    await api.upload('/user/avatar', {
      method: 'PUT',
      body: picture(256 * 1024),
      onProgress: (progress) => reports.push(progress),
      response: Avatar,
    });
    expect(reports.length).toBeGreaterThan(0);
    const last = reports.at(-1)!;
    expect(last.total).toBeGreaterThan(256 * 1024);
    expect(last.sent).toBe(last.total);
    expect(reports.map((report) => report.sent)).toEqual([...reports.map((report) => report.sent)].sort((a, b) => a - b));
  });

  it('sends a step token instead of the session’s, and no header without either', async () => {
    await client().api.upload('/user/avatar', { body: picture(), token: 'registration-token', response: Avatar });
    await client(null).api.upload('/user/avatar', { body: picture(), response: Avatar });
    expect(received.map((request) => [request.method, request.authorization])).toEqual([
      ['POST', 'Bearer registration-token'],
      ['POST', undefined],
    ]);
  });

  it('turns a refusal into the same ApiFailure as the client, with its field messages', async () => {
    const { api, onInvalidSession } = client();
    const failure = await failureOf(api.upload('/refused', { body: picture(), response: Avatar }));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      message: 'This file is not a PNG or JPEG file',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: { file: 'Choose a PNG or JPEG file' },
    });
    expect(onInvalidSession).not.toHaveBeenCalled();
  });

  it('tells the session when the server says it has ended', async () => {
    const { api, onInvalidSession } = client();
    const failure = await failureOf(api.upload('/expired', { body: picture(), response: Avatar }));
    expect(failure).toMatchObject({ status: 401, code: 'INVALID_SESSION' });
    expect(onInvalidSession).toHaveBeenCalledTimes(1);
  });

  it('answers a general message for a page that is not JSON, and refuses an answer of the wrong shape', async () => {
    const { api } = client();
    expect(await failureOf(api.upload('/crash', { body: picture(), response: Avatar }))).toMatchObject({
      status: 502,
      message: 'An error occurred. Please try again.',
    });
    expect(await failureOf(api.upload('/odd-shape', { body: picture(), response: Avatar }))).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('answers the network message when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const api = createApiClient({ baseURL: `http://127.0.0.1:${port}/api/v1`, getToken: () => null, onInvalidSession: () => {} });
    expect(await failureOf(api.upload('/user/avatar', { body: picture(), response: Avatar }))).toMatchObject({
      code: 'NETWORK_ERROR',
      status: undefined,
    });
  });

  it('stops when its signal aborts, rejecting with an AbortError rather than an ApiFailure', async () => {
    const { api } = client();
    const controller = new AbortController();
    const call = failureOf(api.upload('/slow', { body: picture(), signal: controller.signal, response: Avatar }));
    setTimeout(() => controller.abort(), 50);
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect((error as { name?: string }).name).toBe('AbortError');

    const aborted = new AbortController();
    aborted.abort();
    const before = received.length;
    expect(
      ((await failureOf(api.upload('/user/avatar', { body: picture(), signal: aborted.signal, response: Avatar }))) as { name?: string })
        .name,
    ).toBe('AbortError');
    expect(received.length).toBe(before);
  });
});

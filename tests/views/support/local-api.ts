import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on a free local port for the file's tests, answering with `answer` once each
 * request's body has arrived (as latin1 text, so multipart bytes survive). `url()` is its /api/v1.
 */
export function localApi(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void): { url: () => string } {
  let server: Server;
  let baseURL = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => answer(req, res, Buffer.concat(chunks).toString('latin1')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: () => baseURL };
}

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anySignedIn } from '../../server/auth/authorize';
import { storeFileIn } from '../../server/files/uploads';
import { ApiError } from '../../server/http/errors';
import { route } from '../../server/http/route';
import { bearer } from './support/accounts';
import { pngBytes } from './support/multipart';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { FileStorage } from '../../server/files/storage';

// Bytes kept outside the database (S3) are put before their record is written; a route whose
// transaction fails after its file was stored must not leave them behind.
describe.each(oneDatabase())('the bytes of a write that rolls back, on %s', (kind) => {
  let server: TestServer;
  let app: FastifyInstance;
  let admin: string;
  const kept = new Map<string, Uint8Array>();
  const outside: FileStorage = {
    put: async (file, bytes) => void kept.set(`${file.tenantId}/${file.name}`, bytes),
    get: async () => null,
    remove: async (file) => void kept.delete(`${file.tenantId}/${file.name}`),
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    const ctx = { ...server.ctx, files: outside };
    app = Fastify();
    const receipt = { name: 'receipt.png', bytes: pngBytes(), kind: 'png' as const };
    for (const refused of [false, true]) {
      route(
        app,
        ctx,
        {
          method: 'POST',
          url: `/receipt/${refused ? 'refused' : 'kept'}`,
          access: anySignedIn('a test route'),
          summary: 'Stores a receipt',
        },
        async ({ tx, session }) => {
          await storeFileIn(tx, ctx, session, receipt, 'test receipt', async () => undefined);
          if (refused) throw new ApiError(409, 'CONFLICT', 'Refused after the receipt was stored');
          return { data: undefined, message: 'Stored' };
        },
      );
    }
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('keeps the bytes of a write that commits', async () => {
    kept.clear();
    const response = await app.inject({ method: 'POST', url: '/receipt/kept', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(kept.size).toBe(1);
  });

  it('removes the bytes when the route fails after storing them', async () => {
    kept.clear();
    const response = await app.inject({ method: 'POST', url: '/receipt/refused', headers: bearer(admin) });
    expect(response.statusCode).toBe(409);
    expect(kept.size).toBe(0);
  });
});

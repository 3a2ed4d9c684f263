import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, type ServerProcess } from './support/server-process';
import { createPostgresDatabase } from './support/test-server';

// The real server process on DATABASE_URL: same migrations, same seed, no PGlite involved.
describe.runIf(inject('postgresAdminUrl'))('the server on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'brokerage-pg-'));
    server = spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', STATIC_DIR: join(dataDir, 'none') });
    base = `http://127.0.0.1:${await server.listening(60_000)}/api/v1`;
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports PostgreSQL as its database, signs the demo admin in, and stops cleanly', async () => {
    const health = await (await fetch(`${base}/health`)).json();
    expect(health.data.database).toMatchObject({ kind: 'postgres', ok: true });
    expect(server.stdout()).toContain('admin@demo.ng');

    const signIn = await fetch(`${base}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.ng', password: 'Demo#2026' }),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).token).toMatch(/^ey/);

    server.child.kill('SIGTERM');
    expect(await server.exitWithin(10_000)).toEqual({ code: 0, signal: null });
  });
});

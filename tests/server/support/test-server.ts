import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTokenService } from '../../../server/auth/tokens';
import { loadConfig, type Config } from '../../../server/config';
import { nobodyConnected, type AppContext } from '../../../server/context';
import { openPglite, openPostgres, type Database, type DatabaseKind } from '../../../server/db/client';
import { createMailer } from '../../../server/mail/mailer';
import { prepareDatabase } from '../../../server/seed/prepare';
import type { FastifyInstance } from 'fastify';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** The owner's connection, to arrange and inspect rows behind the app's back. */
  db: Database;
  close(): Promise<void>;
}

/** The databases the server tests run on: PGlite always, PostgreSQL when one can be reached. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('No PostgreSQL server is available');
  const name = `brokerage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real app on a fresh database (reference data and the demo brokerage seeded), driven with
 * `app.inject`. Nothing is shared between test files.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; seedDemo?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-test-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), ...options.env });
  const database = postgres ? await openPostgres(postgres.url) : await openPglite(dataDir);
  await prepareDatabase(database.owner, { seedDemo: options.seedDemo !== false });
  const mailer = createMailer({ database, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ctx: AppContext = { config, database, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    config,
    db: database.owner,
    async close() {
      await app.close();
      mailer.close();
      // A test may have closed the database itself to see how the app copes.
      await database.close().catch(() => {});
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signInAs(server: TestServer, email: string, password = 'Demo#2026'): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.body}`);
  return response.json().token as string;
}

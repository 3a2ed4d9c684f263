import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
import { databaseUrl } from '../../setup/database-templates';
import type { FastifyInstance } from 'fastify';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** The owner's connection, to arrange and inspect rows behind the app's back. */
  db: Database;
  close(): Promise<void>;
}

/**
 * The databases a test file runs on. PGlite and PostgreSQL are the same PostgreSQL underneath, so
 * most files run on one of them only (`oneDatabase`). Both (`databaseKinds`) for what can differ:
 * - row-level security and the application role (tenant-walls, cross-tenant);
 * - locking and concurrent writers: PGlite has one connection, PostgreSQL a pool (idempotency,
 *   invoices' numbering, accounting-periods' closing; invoice- and remittance-concurrency run on
 *   PostgreSQL only, data-dir-lock on PGlite only);
 * - raw SQL, collation and numeric arithmetic (clients-search; the ledger numbers of ledger-core,
 *   account-ledger, transactions and financial-statements);
 * - migrations and seeding (seed), and a database that goes away (health); the server process on
 *   PostgreSQL is postgres-process.
 */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database of a file where nothing can differ between the two: PostgreSQL when there is
 * one, since a clone of its template starts in a fraction of a second and it works in its own
 * process, PGlite otherwise.
 */
export function oneDatabase(): DatabaseKind[] {
  return inject('postgresAdminUrl') ? ['postgres'] : ['pglite'];
}

/** An empty database, or a clone of one of the migrated and seeded templates (see tests/setup/database-templates.ts). */
export async function createPostgresDatabase(
  options: { template?: 'demo' | 'bare' } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('No PostgreSQL server is available');
  const template = options.template ? inject('databaseTemplates').postgres?.[options.template] : undefined;
  const name = `brokerage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
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
 * `app.inject`. Nothing is shared between test files: each server gets its own copy of a template
 * that was migrated and seeded once for the run.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; seedDemo?: boolean } = {},
): Promise<TestServer> {
  const template = options.seedDemo === false ? 'bare' : 'demo';
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-test-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase({ template }) : null;
  // The session secret and the rest of DATA_DIR stay the server's own; only the database is copied.
  if (!postgres) cpSync(inject('databaseTemplates').pglite[template], join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), CHECK_ANSWERS: 'true', ...options.env });
  const database = postgres ? await openPostgres(postgres.url) : await openPglite(dataDir);
  const mailer = createMailer({ database, config });
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

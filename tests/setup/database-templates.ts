import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../server/db/client';
import { prepareDatabase } from '../../server/seed/prepare';

/** A database as every start leaves it: migrated and seeded, with the demo brokerage (`demo`) or without (`bare`). */
export interface DatabaseTemplates {
  /** PGlite data directories (the `pglite` folder inside DATA_DIR), copied whole for each test server. */
  pglite: { demo: string; bare: string };
  /** PostgreSQL databases, cloned with `CREATE DATABASE … TEMPLATE` for each test server; null without PostgreSQL. */
  postgres: { demo: string; bare: string } | null;
}

/**
 * Migrating and seeding takes 3 to 15 seconds a database (PGlite's first start runs initdb); a copy
 * or a clone takes well under one. The bare template is made first, the demo one from a copy of it:
 * seeding again on a seeded database is what every restart of the server does.
 */
export async function prepareTemplates(
  postgresAdminUrl: string | null,
): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'brokerage-templates-'));
  const pglite = { bare: join(root, 'bare'), demo: join(root, 'demo') };
  await seedPglite(pglite.bare, false);
  cpSync(join(pglite.bare, 'pglite'), join(pglite.demo, 'pglite'), { recursive: true });
  await seedPglite(pglite.demo, true);

  // One name per run: other checkouts may be running their tests against the same server.
  const prefix = `brokerage_template_${process.pid}_${Date.now().toString(36)}`;
  const postgres = postgresAdminUrl ? { bare: `${prefix}_bare`, demo: `${prefix}_demo` } : null;
  const admin = postgresAdminUrl ? new pg.Client({ connectionString: postgresAdminUrl }) : null;
  try {
    if (postgres && admin && postgresAdminUrl) {
      await admin.connect();
      await admin.query(`create database ${postgres.bare}`);
      await seedPostgres(databaseUrl(postgresAdminUrl, postgres.bare), false);
      await admin.query(`create database ${postgres.demo} template ${postgres.bare}`);
      await seedPostgres(databaseUrl(postgresAdminUrl, postgres.demo), true);
    }
  } catch (error) {
    await dropAll();
    throw error;
  }

  async function dropAll() {
    if (postgres && admin) {
      for (const name of [postgres.demo, postgres.bare]) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
    rmSync(root, { recursive: true, force: true });
  }
  return {
    templates: { pglite: { bare: join(pglite.bare, 'pglite'), demo: join(pglite.demo, 'pglite') }, postgres },
    dispose: dropAll,
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seedPglite(dataDir: string, seedDemo: boolean): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const database = await openPglite(dataDir);
  try {
    await prepareDatabase(database.owner, { seedDemo });
  } finally {
    await database.close();
  }
}

async function seedPostgres(url: string, seedDemo: boolean): Promise<void> {
  const database = await openPostgres(url);
  try {
    await prepareDatabase(database.owner, { seedDemo });
  } finally {
    await database.close();
  }
}

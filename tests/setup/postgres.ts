import pg from 'pg';
import { buildServer } from '../../scripts/build-server.mjs';
import { prepareTemplates, type DatabaseTemplates } from './database-templates';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a reachable PostgreSQL server, or null when there is none. */
    postgresAdminUrl: string | null;
    /** Migrated and seeded databases that each test server starts from a copy of. */
    databaseTemplates: DatabaseTemplates;
  }
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Finds out once, before any test file runs, whether a real PostgreSQL can be used, and prepares
 * the template databases every test server is copied from.
 */
export default async function setup(project: TestProject) {
  // The tests that start server processes run the compiled server, as `npm start` does.
  await buildServer();
  const url = await reachablePostgres();
  project.provide('postgresAdminUrl', url);
  const { templates, dispose } = await prepareTemplates(url);
  project.provide('databaseTemplates', templates);
  return dispose;
}

async function reachablePostgres(): Promise<string | null> {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_ADMIN_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required under CI but cannot be reached at ${url}: ${(error as Error).message}`);
    }
    console.warn(`\nPostgreSQL is not reachable at ${url}: the PostgreSQL variants of the server tests are not run.\n`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { openPglite } from '../../server/db/client';
import { prepareDatabase } from '../../server/seed/prepare';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory migrated and seeded with the shared data, no brokerage in it. */
    e2eDatabaseTemplate: string;
  }
}

/**
 * PGlite's first start (initdb and the migrations) is most of a server's start. The end-to-end
 * servers start from a copy of this directory; the demo brokerage is still created by the server
 * itself, so its first-start work (SEED_DEMO_BOOK) runs as on a new installation.
 */
export default async function setup(project: TestProject) {
  // The tests that start server processes run the compiled server, as `npm start` does.
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-e2e-template-'));
  const database = await openPglite(dataDir);
  try {
    await prepareDatabase(database.owner, { seedDemo: false });
  } finally {
    await database.close();
  }
  project.provide('e2eDatabaseTemplate', join(dataDir, 'pglite'));
  return () => rmSync(dataDir, { recursive: true, force: true });
}

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openPglite } from '../db/client';
import { migrationJournal } from '../db/migrate';
import { MIGRATIONS_FOLDER, PROJECT_ROOT } from '../paths';
import { seedSharedData } from './prepare';
import { seedFingerprint } from './seed-version';

// initdb alone takes PGlite 2 to 15 seconds, the migrations and the shared data one to three more.
// The server's build (scripts/build-server.mjs) does all of that once into a template, and a first
// start on an empty data directory copies it. The template is made from this version's own
// migrations and seeds, so it is exactly what a first start would have made; a start that finds none
// for its version takes the long way.

/** Where the build keeps the prepared databases, one folder per fingerprint. */
export const PGLITE_TEMPLATES = join(PROJECT_ROOT, 'build', 'pglite-templates');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** What a template must have been made from: this PGlite, every migration's text and this version of the shared data. */
export function pgliteTemplateFingerprint(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const { tag } of migrationJournal()) hash.update(tag).update(readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`)));
  return hash.update(seedFingerprint()).digest('hex').slice(0, 24);
}

/** The template for a data directory that holds no database yet, when the build made one for this version. */
export function pgliteTemplateFor(dataDir: string, templates = PGLITE_TEMPLATES): string | undefined {
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return undefined;
  const template = join(templates, pgliteTemplateFingerprint(), 'pglite');
  return existsSync(template) ? template : undefined;
}

/**
 * Makes this version's template unless it exists, and removes those of other versions. Made in a
 * folder of its own and renamed into place when complete, so a build that runs beside another, or
 * is stopped, never leaves a partial template under a fingerprint.
 */
export async function makePgliteTemplate(templates = PGLITE_TEMPLATES): Promise<{ template: string; made: boolean }> {
  const fingerprint = pgliteTemplateFingerprint();
  const target = join(templates, fingerprint);
  let made = false;
  if (!existsSync(target)) {
    mkdirSync(templates, { recursive: true });
    const work = mkdtempSync(join(templates, '.making-'));
    try {
      const database = await openPglite(work);
      try {
        await seedSharedData(database.owner);
      } finally {
        await database.close();
      }
      renameSync(work, target);
      made = true;
    } catch (error) {
      // Another build that finished first made the same template: that one serves.
      if (!existsSync(target)) throw error;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  for (const name of readdirSync(templates)) {
    if (name !== fingerprint && !name.startsWith('.')) rmSync(join(templates, name), { recursive: true, force: true });
  }
  return { template: join(target, 'pglite'), made };
}

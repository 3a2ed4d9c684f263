// Compiles the server (server/main.ts and what it imports from domain/) into one ES module,
// build/server.mjs, so that a start runs JavaScript instead of transpiling TypeScript first.
// The npm packages stay outside the bundle and load from node_modules as usual.
// Then makes the PGlite template a first start copies instead of running initdb, the migrations and
// the shared seeding (server/seed/pglite-template.ts), when this version has none yet.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'build', 'server.mjs');
const TEMPLATE_MAKER = join(root, 'build', 'pglite-template.mjs');

/** The newest modification time of any file below `dir`. */
export function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Makes this version's PGlite template unless the build already holds it; answers whether it made one. */
async function makePgliteTemplate() {
  // The query makes a second build in one process load the new module, not the cached one.
  const maker = await import(`${pathToFileURL(TEMPLATE_MAKER).href}?${statSync(TEMPLATE_MAKER).mtimeMs}`);
  const { made } = await maker.makePgliteTemplate();
  return made;
}

/**
 * Builds the bundle unless it is newer than every file of server/ and domain/, then the PGlite
 * template when the bundle was rebuilt or there is none; answers the bundle's path.
 */
export async function buildServer({ force = false, pgliteTemplate = true } = {}) {
  const sources = Math.max(
    ...['server', 'domain'].map((dir) => newestChange(join(root, dir))),
    ...['package.json', 'package-lock.json'].map((file) => statSync(join(root, file)).mtimeMs),
  );
  const current = existsSync(SERVER_BUNDLE) && existsSync(TEMPLATE_MAKER) && statSync(SERVER_BUNDLE).mtimeMs > sources;
  if (!force && current) {
    if (pgliteTemplate && !existsSync(join(root, 'build', 'pglite-templates'))) await makePgliteTemplate();
    return SERVER_BUNDLE;
  }
  await build({
    entryPoints: { server: join(root, 'server', 'main.ts'), 'pglite-template': join(root, 'server', 'seed', 'pglite-template.ts') },
    outdir: join(root, 'build'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  if (pgliteTemplate) await makePgliteTemplate();
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer({ force: true, pgliteTemplate: false });
  console.log(`Server compiled into build/server.mjs in ${Date.now() - started} ms`);
  const templateStarted = Date.now();
  const made = await makePgliteTemplate();
  console.log(
    made
      ? `PGlite template for a first start made in build/pglite-templates in ${Date.now() - templateStarted} ms`
      : 'PGlite template for a first start already made for this version',
  );
}

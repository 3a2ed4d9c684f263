// Compiles the server (server/main.ts and what it imports from domain/) into one ES module,
// build/server.mjs, so that a start runs JavaScript instead of transpiling TypeScript first.
// The npm packages stay outside the bundle and load from node_modules as usual.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'build', 'server.mjs');

/** The newest modification time of any file below `dir`. */
export function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the bundle unless it is newer than every file of server/ and domain/; answers its path. */
export async function buildServer({ force = false } = {}) {
  const sources = Math.max(
    ...['server', 'domain'].map((dir) => newestChange(join(root, dir))),
    statSync(join(root, 'package.json')).mtimeMs,
  );
  if (!force && existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs > sources) return SERVER_BUNDLE;
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer({ force: true });
  console.log(`Server compiled into build/server.mjs in ${Date.now() - started} ms`);
}

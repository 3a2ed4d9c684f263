import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root, the folder holding package.json: found the same from server/ as TypeScript and from build/ as one bundle. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');

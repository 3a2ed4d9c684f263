import { constants, cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Puts a copy of a prepared PGlite database where the data directory has none yet, so that a first
 * start opens it instead of running initdb. Copied beside the target and renamed into place: a
 * start that is killed half-way leaves no half database that the next one would take for whole.
 * Answers whether it copied.
 */
export function copyPgliteTemplate(template: string, pgliteDir: string): boolean {
  if (existsSync(pgliteDir)) {
    if (readdirSync(pgliteDir).length > 0) return false;
    rmSync(pgliteDir, { recursive: true });
  }
  const partial = join(dirname(pgliteDir), `.pglite-from-template-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    // A clone where the file system can share blocks, a plain copy elsewhere.
    cpSync(template, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
    renameSync(partial, pgliteDir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return true;
}

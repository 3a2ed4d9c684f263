/** build/server.mjs: where the compiled server is written. */
export const SERVER_BUNDLE: string;
/**
 * Builds the bundle unless it is newer than every file of server/ and domain/, then the PGlite
 * template for first starts (unless `pgliteTemplate: false`); answers the bundle's path.
 */
export function buildServer(options?: { force?: boolean; pgliteTemplate?: boolean }): Promise<string>;
/** The newest modification time of any file below `dir`. */
export function newestChange(dir: string): number;

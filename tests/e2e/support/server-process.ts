import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { SERVER_BUNDLE } from '../../../scripts/build-server.mjs';

const repo = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/**
 * The real server, as `npm start` runs it, on a free port with a fresh data directory: a copy of
 * the migrated template (tests/setup/e2e-database.ts) unless the test brings its own DATA_DIR.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-e2e-'));
  if (!env.DATA_DIR) cpSync(inject('e2eDatabaseTemplate'), join(dataDir, 'pglite'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(repo, 'dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_BOOK: 'false',
      CHECK_ANSWERS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  // With the demo book, the server is ready for a journey once the book is made, just after it listens.
  const ready = env.SEED_DEMO_BOOK === 'true' ? /Demo book ready/ : /listening on/;
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${log}`)), 60_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(log);
      if (match && ready.test(log)) {
        clearTimeout(timer);
        resolvePromise(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise((resolveStop) => {
        child.once('exit', (code) => {
          rmSync(dataDir, { recursive: true, force: true });
          resolveStop(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

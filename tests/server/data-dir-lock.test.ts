import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { spawnServer, type ServerProcess } from './support/server-process';

const LOCK_FILE = 'pglite.lock';

const tempDirs: string[] = [];
/** An empty data directory, or one holding a migrated database without the demo brokerage (no initdb to wait for). */
function tempDir(options: { migrated?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'brokerage-lock-'));
  tempDirs.push(dir);
  if (options.migrated) cpSync(inject('databaseTemplates').pglite.bare, join(dir, 'pglite'), { recursive: true });
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const lockOwner = (dir: string) => readFileSync(join(dir, LOCK_FILE), 'utf8').trim();

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the PGlite data directory lock', () => {
  const open: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of open.splice(0)) await handle.close().catch(() => {});
  });

  it('refuses a second openPglite on a directory that is open, naming the directory', async () => {
    const dir = tempDir({ migrated: true });
    const first = await openPglite(dir);
    open.push(first);
    expect(lockOwner(dir)).toBe(String(process.pid));

    const second = openPglite(dir);
    second.then((handle) => open.push(handle)).catch(() => {});
    const error = await second.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toMatch(/in use by another process/);
    // The first handle keeps its lock and its database.
    expect(lockOwner(dir)).toBe(String(process.pid));
    expect(await first.ping()).toBeGreaterThanOrEqual(0);
  });

  it('releases the lock when the database is closed', async () => {
    const dir = tempDir({ migrated: true });
    const handle = await openPglite(dir);
    expect(lockOwner(dir)).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // Free again: the next owner gets it at once.
    const unlock = lockDataDir(dir);
    expect(lockOwner(dir)).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory whose lock is held by another live process, and leaves the lock alone', async () => {
    const dir = tempDir();
    const owner = process.ppid; // the test runner: certainly alive, certainly not this process
    writeFileSync(join(dir, LOCK_FILE), String(owner));
    const error = await openPglite(dir).then(
      (handle) => {
        open.push(handle);
        return null;
      },
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `The data directory ${dir} is in use by another process (pid ${owner}). Stop that process, or start this one with another DATA_DIR.`,
    );
    expect(lockOwner(dir)).toBe(String(owner));
    expect(existsSync(join(dir, 'pglite'))).toBe(false); // refused before the database was touched
  });

  it('takes over a lock left by a process that has died', () => {
    // The server process below does the same through openPglite after a SIGKILL.
    const dir = tempDir();
    const dead = deadPid();
    expect(dead).toBeGreaterThan(0);
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    const unlock = lockDataDir(dir);
    expect(lockOwner(dir)).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock file that holds no pid', () => {
    const dir = tempDir();
    for (const content of ['', 'garbage', '-4', '0']) {
      writeFileSync(join(dir, LOCK_FILE), content);
      const unlock = lockDataDir(dir);
      expect(lockOwner(dir), JSON.stringify(content)).toBe(String(process.pid));
      unlock();
    }
  });
});

describe('the server process', () => {
  const running: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = spawnServer(env);
    running.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of running) await server.kill();
  });

  const envFor = (dataDir: string, seedDemo: boolean) => ({
    DATA_DIR: dataDir,
    PORT: '0', // the system picks a free port; the server prints the one it got
    STATIC_DIR: join(dataDir, 'none'),
    SEED_DEMO: String(seedDemo),
    LOG_LEVEL: 'warn',
  });

  async function signIn(port: number, email: string, password = 'Demo#2026') {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; code?: string; token?: string } };
  }

  describe('on one data directory', () => {
    let dataDir: string;
    let first: ServerProcess;
    let port: number;
    let token: string;

    beforeAll(async () => {
      dataDir = tempDir();
      first = start(envFor(dataDir, true));
      port = await first.listening();
    });

    it('prints the three demo accounts and their password on first start', () => {
      const out = first.stdout();
      expect(out).toContain('Demo brokerage created');
      expect(out).toContain('Demo#2026');
      expect(out).toMatch(/admin@demo\.ng\s+admin-role/);
      expect(out).toMatch(/broker@demo\.ng\s+broker/);
      expect(out).toMatch(/agent@demo\.ng\s+agent/);
      expect(out).toContain(`listening on http://localhost:${port} (database: pglite)`);
    });

    it('answers over HTTP and signs the demo admin in', async () => {
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
      const signedIn = await signIn(port, 'admin@demo.ng');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.success).toBe(true);
      token = signedIn.body.token!;
      expect(lockOwner(dataDir)).toBe(String(first.pid));
      expect(existsSync(join(dataDir, 'session-secret'))).toBe(true);
    });

    it('refuses a second server on the same DATA_DIR with a clear message and a non-zero exit', async () => {
      const second = start(envFor(dataDir, true));
      const exit = await second.exitWithin(30_000);
      expect(exit).not.toBeNull();
      expect(exit!.code).not.toBe(0);
      expect(exit!.code).not.toBeNull();
      expect(second.stderr()).toContain(`Cannot start: The data directory ${dataDir} is in use by another process (pid ${first.pid}).`);
      expect(second.stdout()).not.toContain('listening on');
      // The first server keeps its lock and keeps working.
      expect(lockOwner(dataDir)).toBe(String(first.pid));
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    });

    it('shuts down gracefully on SIGTERM: exit code 0 within 10 s, lock file removed', async () => {
      first.child.kill('SIGTERM');
      const exit = await first.exitWithin(10_000);
      expect(exit, `stdout:\n${first.stdout()}\nstderr:\n${first.stderr()}`).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    });

    it('starts again on the same DATA_DIR: no new demo brokerage, and earlier sessions still hold', async () => {
      const again = start(envFor(dataDir, true));
      const againPort = await again.listening();
      expect(again.stdout()).not.toContain('Demo brokerage created');
      expect(again.stdout()).not.toContain('admin@demo.ng');
      const status = await fetch(`http://127.0.0.1:${againPort}/api/v1/user/subscription/status`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(status.status).toBe(200);
      expect(((await status.json()) as { subscription: { users: number } }).subscription.users).toBeGreaterThan(0);

      // A crash leaves the lock file behind; the next start takes it over.
      again.child.kill('SIGKILL');
      await again.exited;
      expect(lockOwner(dataDir)).toBe(String(again.pid));
      const afterCrash = start(envFor(dataDir, true));
      const afterCrashPort = await afterCrash.listening();
      expect(lockOwner(dataDir)).toBe(String(afterCrash.pid));
      expect((await signIn(afterCrashPort, 'broker@demo.ng')).status).toBe(200);
      afterCrash.child.kill('SIGTERM');
      expect(await afterCrash.exitWithin(10_000)).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    });
  });

  it('with SEED_DEMO=false creates no demo accounts, and shuts down gracefully on SIGINT', async () => {
    const dataDir = tempDir({ migrated: true });
    const server = start(envFor(dataDir, false));
    const port = await server.listening();
    expect(server.stdout()).not.toContain('Demo brokerage created');
    expect(server.stdout()).not.toContain('@demo.ng');
    const refused = await signIn(port, 'admin@demo.ng');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('INVALID_CREDENTIALS');

    expect(lockOwner(dataDir)).toBe(String(server.pid));
    server.child.kill('SIGINT');
    const exit = await server.exitWithin(10_000);
    expect(exit, `stdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE } from '../../../scripts/build-server.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every variable the server reads: none of them leaks from the environment the tests run in. */
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_SECRET',
  'SESSION_TTL',
  'SMTP_URL',
  'PUBLIC_URL',
  'SEED_DEMO',
  'STATIC_DIR',
  'LOG_LEVEL',
  'CHECK_ANSWERS',
  'TRUST_PROXY',
  'FILE_STORAGE',
  'S3_URL',
  'S3_TIMEOUT_MS',
  'MAIL_FROM',
  'PAYSTACK_BASE_URL',
  'PAYSTACK_SECRET_KEY',
  'SOCIAL_TIMEOUT_MS',
  ...['GOOGLE', 'FACEBOOK', 'LINKEDIN'].flatMap((provider) =>
    ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'].map((part) => `${provider}_${part}`),
  ),
];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the match once stdout shows the pattern; rejects if the process ends first. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the port once the server says it is listening. */
  listening(timeoutMs?: number): Promise<number>;
  exited: Promise<Exit>;
  /** Resolves with the exit, or with null when the process is still running after timeoutMs. */
  exitWithin(timeoutMs: number): Promise<Exit | null>;
  /** Ends the process with SIGKILL if it still runs (for cleanup only). */
  kill(): Promise<void>;
}

/** Runs the real server as `npm start` does (the compiled build/server.mjs, made by the global setup) with the given settings. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete childEnv[name];
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...childEnv, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const watcher of watchers) watcher();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  let finished: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      finished = { code, signal };
      for (const watcher of watchers) watcher();
      resolve(finished);
    });
  });

  const waitForStdout = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        watchers.delete(check);
        reject(new Error(`No ${pattern} on stdout after ${timeoutMs} ms.\nstdout:\n${out}\nstderr:\n${err}`));
      }, timeoutMs);
      function check() {
        const match = pattern.exec(out);
        if (match || finished) {
          clearTimeout(timer);
          watchers.delete(check);
          if (match) resolve(match);
          else reject(new Error(`The server exited (${JSON.stringify(finished)}) before ${pattern}.\nstdout:\n${out}\nstderr:\n${err}`));
        }
      }
      watchers.add(check);
      check();
    });

  return {
    child,
    pid: child.pid!,
    stdout: () => out,
    stderr: () => err,
    waitForStdout,
    listening: async (timeoutMs) => Number((await waitForStdout(/listening on http:\/\/localhost:(\d+)/, timeoutMs))[1]),
    exited,
    exitWithin: (timeoutMs) => Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref())]),
    async kill() {
      if (finished || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

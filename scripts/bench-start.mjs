// Benchmark (not a test): how long the compiled server takes from spawn to its first healthy answer on
// PGlite, on an empty data directory (first start) and on one that already holds the database (restart).
// Prints median, min and max of each, and the median of each phase the server logs once it listens.
//
//   npm run bench:start              RUNS=5 by default; the app and the server must be built
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

/** Answers once GET /api/v1/health says ok, polling every 10 ms. */
async function healthy(port, deadline) {
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
    if (answer?.ok && (await answer.json()).data?.status === 'ok') return;
    if (performance.now() > deadline) throw new Error('the server did not answer /health in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One start: spawn, wait for the first healthy answer, stop it and wait for the exit. */
async function start(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'build', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let phases = null;
  let cpuMs;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      const listening = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    exited.then(() => reject(new Error(`the server ended before listening:\n${output}`)));
  });
  await healthy(port, started + 120_000);
  const readyMs = performance.now() - started;
  // The phases the server logged with `ready in … ms` (complete lines only), which may reach the pipe after the rest.
  for (const waitUntil = performance.now() + 2000; !phases && performance.now() < waitUntil;) {
    for (const line of output.split('\n').slice(0, -1))
      if (line.startsWith('{') && line.includes('"startup"')) ({ startup: phases, startupCpuMs: cpuMs } = JSON.parse(line));
    if (!phases) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGTERM');
  await exited;
  return { readyMs, cpuMs, phases: phases ?? {} };
}

function report(title, runs) {
  const times = runs.map((run) => run.readyMs);
  console.log(
    `\n${title} (${runs.length} runs): median ${ms(median(times))}, min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}`,
  );
  const cpu = runs.map((run) => run.cpuMs).filter((value) => value !== undefined);
  if (cpu.length) console.log(`  CPU time until listening (server's log): median ${ms(median(cpu))}`);
  const names = [...new Set(runs.flatMap((run) => Object.keys(run.phases)))];
  for (const name of names) {
    const values = runs.map((run) => run.phases[name]).filter((value) => value !== undefined);
    console.log(`  ${name.padEnd(24)} median ${ms(median(values))}   (${values.map((value) => Math.round(value)).join(', ')})`);
  }
}

if (!existsSync(join(root, 'dist', 'index.html'))) console.log('No built app in dist/ (npm run build): the server starts without it.');
await buildServer();

const dirs = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  dirs.push(dir);
  return dir;
};
try {
  const first = [];
  for (let run = 0; run < RUNS; run++) first.push(await start(fresh()));
  report('First start, empty data directory', first);
  const restart = [];
  const existing = dirs[0];
  for (let run = 0; run < RUNS; run++) restart.push(await start(existing));
  report('Restart, existing data directory', restart);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

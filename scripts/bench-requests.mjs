// Benchmark, not a test: the cost of one signed-in request against the cost of `GET /health` in the
// same run, on PostgreSQL and on the embedded PGlite. Starts the compiled server on a scratch
// database with the demo brokerage, signs the demo admin in and drives each call with autocannon.
//   npm run bench:requests [-- --rounds 3 --seconds 10 --connections 10 --only postgres|pglite --cpu-prof]
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be allowed to
// create databases; the scratch database and data directories are removed afterwards. With
// --cpu-prof the server writes a V8 CPU profile and the script prints its heaviest frames.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from './build-server.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(bundle, env, profileDir) {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...flags, bundle], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      // The demo book, whose invoice is read, is made just after the server listens.
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port || !output.includes('Demo book ready')) return;
      // From here on the server's log is only drained: keeping and searching it would load this process as it grows.
      child.stdout.off('data', read);
      child.stderr.off('data', read);
      child.stdout.resume();
      child.stderr.resume();
      resolve(Number(port));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  return { listening, pid: child.pid, stop: () => (child.kill('SIGTERM'), stopped) };
}

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** CPU seconds the process has used (user + system), from /proc: busy neighbours do not inflate it. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The PostgreSQL backends serving the scratch database, with the CPU each has used. */
async function backendSeconds(database) {
  if (!database) return new Map();
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [database]);
    return new Map(
      rows.flatMap(({ pid }) => {
        try {
          return [[pid, cpuSeconds(pid)]];
        } catch {
          return [];
        }
      }),
    );
  } finally {
    await client.end();
  }
}

/** Drives one call; also answers the CPU milliseconds per request of the server and of its PostgreSQL backends. */
async function cannon(url, headers, pid, database) {
  const cpuBefore = cpuSeconds(pid);
  const backendsBefore = await backendSeconds(database);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  const requests = Math.max(1, result.requests.total);
  result.cpuPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1000) / requests;
  let backends = 0;
  for (const [backend, seconds] of await backendSeconds(database)) backends += seconds - (backendsBefore.get(backend) ?? 0);
  result.databaseCpuPerRequest = database ? (backends * 1000) / requests : null;
  return result;
}

const figure = (result) =>
  `${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms` +
  `  server CPU ${result.cpuPerRequest.toFixed(2)} ms/req` +
  (result.databaseCpuPerRequest === null ? '' : `, PostgreSQL ${result.databaseCpuPerRequest.toFixed(2)} ms/req`) +
  (result.non2xx ? `  (${result.non2xx} not 2xx!)` : '');

/** Self time per function across the profile, heaviest first. */
function heaviestFrames(profileDir, count = 25) {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return;
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  const hits = new Map(profile.nodes.map((node) => [node.id, 0]));
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byFrame = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/build\//, 'build/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFrame.set(key, (byFrame.get(key) ?? 0) + hits.get(node.id));
  }
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const callers = new Map();
  for (const node of profile.nodes) {
    if (!hits.get(node.id)) continue;
    const chain = [];
    for (let up = parentOf.get(node.id); up && chain.length < 4; up = parentOf.get(up.id))
      chain.push(up.callFrame.functionName || '(anonymous)');
    const key = `${node.callFrame.functionName || '(anonymous)'} <- ${chain.join(' <- ')}`;
    callers.set(key, (callers.get(key) ?? 0) + hits.get(node.id));
  }
  console.log(`\n  heaviest call paths (${total} samples):`);
  for (const [path, samples] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${((samples / total) * 100).toFixed(1).padStart(5)}%  ${path}`);
  }
  console.log(`\n  heaviest frames by self time (${total} samples):`);
  for (const [frame, samples] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${((samples / total) * 100).toFixed(1).padStart(5)}%  ${frame}`);
  }
}

async function measure(kind, bundle) {
  const name = `brokerage_bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-requests-'));
  const profileDir = options['cpu-prof'] ? join(dataDir, 'profile') : null;
  let databaseUrl = '';
  const databaseName = kind === 'postgres' ? name : null;
  if (kind === 'postgres') {
    await admin(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const server = startServer(bundle, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, profileDir);
  try {
    const base = `http://127.0.0.1:${await server.listening}/api/v1`;
    const { token } = await json(`${base}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.ng', password: 'Demo#2026' }),
    });
    const headers = { authorization: `Bearer ${token}` };
    const invoices = await json(`${base}/invoice/?limit=1&page=1`, { headers });
    const invoiceId = invoices.data.invoices[0]?.invoice_id;
    if (!invoiceId) throw new Error('the demo brokerage has no invoice to read');
    console.log(`\n${kind}: ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const health = await cannon(`${base}/health`, {}, server.pid, databaseName);
      const invoice = await cannon(`${base}/invoice/${invoiceId}`, headers, server.pid, databaseName);
      const share = ((invoice.requests.average / health.requests.average) * 100).toFixed(0);
      console.log(`  round ${round}  GET /health        ${figure(health)}`);
      console.log(`           GET /invoice/{id}  ${figure(invoice)}   = ${share}% of /health`);
    }
  } finally {
    await server.stop();
    if (profileDir) heaviestFrames(profileDir);
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await admin(`drop database if exists ${name} with (force)`);
  }
}

const bundle = await buildServer();
for (const kind of ['postgres', 'pglite']) {
  if (!options.only || options.only === kind) await measure(kind, bundle);
}

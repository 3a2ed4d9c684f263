// `npm run bench:lighthouse`: Lighthouse (mobile) on /login and on /account/invoices signed in, against
// the built app (dist/ and build/server.mjs: `npm run build && node scripts/build-server.mjs` first) on a
// fresh PGlite data directory with the demo brokerage. A benchmark, not a test: it prints the figures.
// RUNS (default 3) audits per page, the median is printed; REPORTS=dir keeps each run's JSON report;
// CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const SERVER = join(root, 'build', 'server.mjs');
const APP = join(root, 'dist', 'index.html');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS || 3);
const DEMO = { email: 'admin@demo.ng', password: 'Demo#2026' };

for (const [path, how] of [
  [APP, 'npm run build'],
  [SERVER, 'node scripts/build-server.mjs'],
  [CHROMIUM, 'apt-get install -y chromium'],
]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`${how}\` first.`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The compiled server on a new data directory, ready once the demo brokerage and its book are made on this first start. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SEED_DEMO_BOOK: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 120 s:\n${log}`)), 120_000);
    const read = (chunk) => {
      log += chunk;
      if (log.includes('Demo book ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function signIn(url) {
  const answer = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await answer.json();
  if (!answer.ok || typeof body.token !== 'string') throw new Error(`signing in failed: ${answer.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * The session token goes where the app keeps it, in this Chrome's localStorage for the app's origin;
 * the HTTP cache is emptied, as Lighthouse would have done had it been allowed to reset storage.
 */
async function keepToken(chromePort, url, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${url}/api/v1/health`);
  await page.evaluate((value) => localStorage.setItem('ibmsToken', value), token);
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One page audited RUNS times; Lighthouse's default mobile settings (Moto G Power, slow 4G, simulated). */
async function audit(chromePort, url, token) {
  const signedIn = token !== null;
  const runs = [];
  let failures = 0;
  for (let run = 0; run < RUNS; run += 1) {
    if (signedIn) await keepToken(chromePort, new URL(url).origin, token);
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Signed in, the token put in localStorage beforehand must survive Lighthouse's own start.
      disableStorageReset: signedIn,
    });
    // Lighthouse's own failure (e.g. NO_NAVSTART from its trace) measured nothing: it scores 0, so it is run again.
    const failed = result.lhr.runtimeError?.code;
    if (failed) {
      failures += 1;
      console.log(`  (${new URL(url).pathname}: Lighthouse failed to measure a run, ${failed}; running it again)`);
      if (failures > RUNS) throw new Error(`Lighthouse failed ${failures} times on ${url}: ${failed}`);
      run -= 1;
      continue;
    }
    if (process.env.REPORTS) {
      mkdirSync(process.env.REPORTS, { recursive: true });
      writeFileSync(join(process.env.REPORTS, `${new URL(url).pathname.replaceAll('/', '_')}-${run + 1}.json`), result.report);
    }
    const { categories, audits } = result.lhr;
    const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      scriptBytes: scripts?.transferSize ?? 0,
      finalUrl: result.lhr.finalDisplayedUrl,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      opportunities: Object.values(audits)
        .filter((entry) => entry.details?.type === 'opportunity' && (entry.details.overallSavingsMs ?? 0) > 0)
        .map((entry) => `${entry.id} (${Math.round(entry.details.overallSavingsMs)} ms)`),
    });
  }
  return runs;
}

function report(name, runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\n${name} (${runs.length} runs, medians; ended on ${runs.at(-1).finalUrl})`);
  console.log(`  performance     ${pick('performance')}   (runs: ${runs.map((run) => run.performance).join(', ')})`);
  console.log(`  accessibility   ${pick('accessibility')}`);
  console.log(`  LCP             ${(pick('lcp') / 1000).toFixed(2)} s   FCP ${(pick('fcp') / 1000).toFixed(2)} s`);
  console.log(`  TBT             ${Math.round(pick('tbt'))} ms`);
  // Lighthouse times this machine's CPU before each run: simulated TBT and LCP scale with it.
  console.log(`  host CPU        benchmarkIndex ${Math.round(pick('benchmarkIndex'))} (higher is faster)`);
  console.log(`  total bytes     ${kb(pick('bytes'))}   of which scripts ${kb(pick('scriptBytes'))} (as sent)`);
  console.log(`  LCP element     ${runs.at(-1).lcpElement}`);
  if (runs.at(-1).opportunities.length) console.log(`  opportunities   ${runs.at(-1).opportunities.join(', ')}`);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  report('/login', await audit(chrome.port, `${server.url}/login`, null));
  const invoices = await audit(chrome.port, `${server.url}/account/invoices`, await signIn(server.url));
  if (!invoices.every((run) => run.finalUrl.endsWith('/account/invoices')))
    throw new Error('the signed-in audit did not stay on /account/invoices');
  report('/account/invoices (signed in as admin@demo.ng)', invoices);
} finally {
  chrome.kill();
  await server.stop();
}

// Benchmark, not a test: loads one brokerage with 200,000 policies, 250,000 invoices (paid, part
// paid, remitted) and their journal entries, padded with manual ones to 1,000,000 journal lines over
// three years (and a smaller second brokerage, so the indexes hold more than one tenant), then calls
// each dashboard tile, the four together, the panels, every report over a quarter, the financial
// statements and the expiring policies through the real app, signed in as the admin. Prints the
// median and p95 of RUNS runs (after two warm-ups) against the limits, then the plans of each
// call's slowest queries. Run: npm run bench:reports (BENCH_POSTGRES_URL as for bench:lists;
// POLICIES, INVOICES, LINES, CLIENTS and RUNS override the sizes; ONLY=trial,cash runs only the calls
// whose label holds one of those words). The database is dropped afterwards; BENCH_KEEP=1 keeps it
// and BENCH_DATABASE=<name> runs the calls again on it without loading.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { REGULATORY_REPORT_KINDS, regulatoryReportPath } from '../domain/reports/regulatory';
import { secondBrokerage, withBenchDatabase, type BenchDatabase } from './bench/bench-database';
import { loadClients, loadInvoices } from './bench/book-loader';
import { callReads, oneLine, planned, recordQueries, type SentQuery } from './bench/query-recorder';
import { buildPositions, openBooks, paymentsAndRemittances, policiesOfTheInvoices, postTheBook, varyTheBook } from './bench/reports-book';
import { signedInApp } from './bench/signed-in-app';
import { ms, timed, type Timing } from './bench/timing';

const POLICIES = Number(process.env.POLICIES ?? 200_000);
const INVOICES = Number(process.env.INVOICES ?? Math.round(POLICIES * 1.25));
const LINES = Number(process.env.LINES ?? INVOICES * 4);
const CLIENTS = Number(process.env.CLIENTS ?? Math.round(POLICIES / 10));
const RUNS = Number(process.env.RUNS ?? 15);
const ONLY = (process.env.ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (label: string) => ONLY.length === 0 || ONLY.some((word) => label.toLowerCase().includes(word));
const YEARS = 3;
/** The limits of issue 18: each call, and the dashboard's four tiles issued together. */
const CALL_LIMIT_MS = 200;
const TILES_LIMIT_MS = 100;
const SLOWEST_PLANNED = 3;

/** The last whole quarter before today. */
function lastQuarter(today = new Date()) {
  const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3 - 3, 1));
  const quarterEnd = new Date(Date.UTC(quarterStart.getUTCFullYear(), quarterStart.getUTCMonth() + 3, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `startDate=${day(quarterStart)}&endDate=${day(quarterEnd)}`;
}

async function load(bench: BenchDatabase) {
  const { db, tenantId, adminId } = bench;
  const secondsApart = Math.round((YEARS * 365 * 86400) / INVOICES);
  const book = await loadClients(db, tenantId, CLIENTS);
  await openBooks(db, tenantId, new Date().getUTCFullYear() - YEARS);
  await loadInvoices(db, { tenantId, count: INVOICES, prefix: 'INV/BENCH/', createdBy: adminId, secondsApart }, book);
  await varyTheBook(db, tenantId);
  await paymentsAndRemittances(db, tenantId, adminId);
  await postTheBook(db, tenantId, LINES);
  await policiesOfTheInvoices(db, tenantId, POLICIES);
  const other = await secondBrokerage(bench);
  await loadInvoices(
    db,
    { tenantId: other, count: Math.round(INVOICES / 5), prefix: 'INV/OTHER/', createdBy: adminId, secondsApart },
    book,
  );
  await policiesOfTheInvoices(db, other, Math.round(POLICIES / 5));
  // Last: its analyze would leave the second brokerage's invoices unknown to the planner, and its
  // policies' anti-join would then scan the policies once per invoice.
  await buildPositions(db, tenantId);
}

interface Measured {
  label: string;
  timing: Timing;
  limit: number;
  sent: SentQuery[];
}

async function main() {
  await withBenchDatabase('bench_reports', async (bench) => {
    const { db, tenantId, rows } = bench;
    const started = performance.now();
    if (!bench.reused) await load(bench);
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*) from policies where tenant_id = ${tenantId})::int as policies,
             (select count(*) from invoices where tenant_id = ${tenantId})::int as invoices,
             (select count(*) from invoice_payments where tenant_id = ${tenantId})::int as payments,
             (select count(*) from premium_remittances where tenant_id = ${tenantId})::int as remittances,
             (select count(*) from journal_lines where tenant_id = ${tenantId})::int as journal_lines,
             (select count(*) from invoices where tenant_id <> ${tenantId})::int as other_invoices,
             (select count(*) from policies where tenant_id <> ${tenantId})::int as other_policies`);
    const [balance] = await rows<{ debit: string; credit: string; unbalanced: number }>(sql`
      select sum(debit_kobo)::text as debit, sum(credit_kobo)::text as credit,
        (select count(*) from (select entry_id from journal_lines group by 1 having sum(debit_kobo) <> sum(credit_kobo)) u)::int as unbalanced
      from journal_lines where tenant_id = ${tenantId}`);
    console.log(
      `Loaded ${Object.entries(counts!)
        .map(([what, n]) => `${n.toLocaleString('en')} ${what.replace('_', ' ')}`)
        .join(
          ', ',
        )} in ${((performance.now() - started) / 1000).toFixed(1)} s; debits ${balance!.debit}, credits ${balance!.credit}, ${balance!.unbalanced} unbalanced entries\n`,
    );

    const { app, get } = await signedInApp(bench.ctx);
    const quarter = lastQuarter();
    const [busiest] = await rows<{ id: string; type: string; invoices: number }>(sql`
      select coalesce(individual_client_id, corporate_client_id) as id, client_type as type, count(*)::int as invoices from invoices
      where tenant_id = ${tenantId} group by 1, 2 order by 3 desc limit 1`);
    const tiles = ['/count/policies', '/sumAssured/policies', '/fetch/underWrittenPremium', '/accounting/fetch/comissionDue'].map(
      (path) => `${path}?${quarter}`,
    );
    const calls: [string, () => Promise<unknown>, number][] = [
      ...tiles.map((path): [string, () => Promise<unknown>, number] => [`Tile ${path.split('?')[0]}`, () => get(path), CALL_LIMIT_MS]),
      ['The four tiles at once (wall time)', () => Promise.all(tiles.map((path) => get(path))), TILES_LIMIT_MS],
      ['Dashboard panels', () => get(`/reports/dashboard?${quarter}`), CALL_LIMIT_MS],
      ...REGULATORY_REPORT_KINDS.map((kind): [string, () => Promise<unknown>, number] => [
        `Return ${kind}`,
        () => get(`${regulatoryReportPath(kind)}?${quarter}`),
        CALL_LIMIT_MS,
      ]),
      [
        `Client report (${busiest!.invoices} invoices)`,
        () => get(`/reports/client-report?${quarter}&clientType=${busiest!.type}&clientId=${busiest!.id}`),
        CALL_LIMIT_MS,
      ],
      ['Summary of accounts', () => get(`/accounting/summary?${quarter}`), CALL_LIMIT_MS],
      ['Trial balance', () => get('/accounting/reports/trial-balance'), CALL_LIMIT_MS],
      ['Balance sheet', () => get('/accounting/reports/balance-sheet'), CALL_LIMIT_MS],
      ['Income statement', () => get(`/accounting/reports/income-statement?${quarter}`), CALL_LIMIT_MS],
      ['Cash flow', () => get(`/accounting/reports/cash-flow?${quarter}`), CALL_LIMIT_MS],
      ['Expiring policies (30 days)', () => get('/policies/expiringPolicy'), CALL_LIMIT_MS],
    ];

    const measured: Measured[] = [];
    console.log(`${'Call'.padEnd(52)} ${'median'.padStart(10)} ${'p95'.padStart(10)}  limit`);
    for (const [label, call, limit] of calls.filter(([name]) => chosen(name))) {
      const timing = await timed(RUNS, call, 2);
      const sent = await recordQueries(call);
      measured.push({ label, timing, limit, sent });
      const verdict = timing.p50 < limit ? 'PASS' : 'FAIL';
      console.log(`${label.padEnd(52)} ${ms(timing.p50)} ${ms(timing.p95)}  ${verdict} (< ${limit} ms)`);
    }
    const failed = measured.filter((call) => call.timing.p50 >= call.limit).length;
    console.log(`\n${measured.length - failed} of ${measured.length} calls within their limits (median of ${RUNS} runs).`);

    console.log(
      `\nPlans (EXPLAIN ANALYZE, BUFFERS), as the app role in the brokerage, of the ${SLOWEST_PLANNED} slowest queries of each call:`,
    );
    for (const { label, sent } of measured) {
      const reads = sent.filter(callReads);
      const inDatabase = reads.reduce((sum, query) => sum + query.ms, 0);
      const slowest = [...reads].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_PLANNED);
      console.log(`\n== ${label}: ${reads.length} reads, ${inDatabase.toFixed(1)} ms in the database`);
      for (const query of slowest) console.log(`  ${query.ms.toFixed(1)} ms  ${oneLine(query.text, 100)}`);
      console.log((await planned(bench.url, tenantId, slowest)).join('\n'));
    }
    await app.close();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

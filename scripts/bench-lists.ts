// Benchmark, not a test: loads one brokerage with 1,000,000 invoices (and a second brokerage with
// some, so the indexes hold more than one tenant) into a throwaway PostgreSQL database, then calls
// each list through the real app, signed in, and prints p50/p95 per call and the plans of the
// queries each call ran. Run: npm run bench:lists (BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, must be allowed to create databases; INVOICES,
// CLIENTS, ENTRIES, NOTIFICATIONS and RUNS override the sizes). The database is dropped afterwards.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { secondBrokerage, withBenchDatabase, type BenchDatabase } from './bench/bench-database';
import { loadClients, loadInvoices } from './bench/book-loader';
import { callReads, oneLine, planned, recordQueries } from './bench/query-recorder';
import { signedInApp } from './bench/signed-in-app';
import { ms, timed } from './bench/timing';

const INVOICES = Number(process.env.INVOICES ?? 1_000_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50_000);
const ENTRIES = Number(process.env.ENTRIES ?? 200_000);
const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 5_000);
const RUNS = Number(process.env.RUNS ?? 50);
const OTHER_INVOICES = Math.round(INVOICES / 5);

async function main() {
  await withBenchDatabase('bench_lists', async (bench) => {
    const { db, tenantId, adminId, rows } = bench;
    const started = performance.now();
    await load(bench);
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*) from invoices where tenant_id = ${tenantId})::int as invoices,
             (select count(*) from invoices where tenant_id <> ${tenantId})::int as other_invoices,
             (select count(*) from individual_clients where tenant_id = ${tenantId})::int
               + (select count(*) from corporate_clients where tenant_id = ${tenantId})::int as clients,
             (select count(*) from journal_entries where tenant_id = ${tenantId})::int as entries,
             (select count(*) from notification_receipts where user_id = ${adminId})::int as notifications`);
    console.log(
      `Loaded ${Object.entries(counts!)
        .map(([what, n]) => `${n.toLocaleString('en')} ${what.replace('_', ' ')}`)
        .join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );

    const { app, get } = await signedInApp(bench.ctx);
    const firstInvoices = await get('/invoice/?limit=20&page=1');
    const pages = firstInvoices.meta.pages;
    const [client] = await rows<{ id: string; invoices: number }>(sql`
      select individual_client_id as id, count(*)::int as invoices from invoices where tenant_id = ${tenantId} and individual_client_id is not null
      group by 1 order by 2 desc limit 1`);
    const byAmount = await get('/invoice/?limit=20&page=1&sort=amount&direction=desc');
    const clientsFirst = await get('/client/allClients?limit=20&page=1');
    const entriesFirst = await get('/accounting/transactions?limit=20&page=1');
    const notificationsFirst = await get('/notification?limit=20&page=1');
    const calls: [string, string][] = [
      ['Invoices, first page', '/invoice/?limit=20&page=1'],
      ['Invoices, next page by cursor', `/invoice/?limit=20&page=2&cursor=${firstInvoices.meta.next}`],
      [`Invoices, middle page (${Math.ceil(pages / 2)})`, `/invoice/?limit=20&page=${Math.ceil(pages / 2)}`],
      [`Invoices, last page (${pages})`, `/invoice/?limit=20&page=${pages}`],
      ['Invoices by amount, largest first', '/invoice/?limit=20&page=1&sort=amount&direction=desc'],
      ['Invoices by amount, next page by cursor', `/invoice/?limit=20&page=2&sort=amount&direction=desc&cursor=${byAmount.meta.next}`],
      ['Invoices, status paid', '/invoice/?limit=20&page=1&status=paid'],
      ['Invoices, status paid, page 100', '/invoice/?limit=20&page=100&status=paid'],
      [`Invoices, one client (${client!.invoices} invoices)`, `/invoice/?limit=20&page=1&clientId=${client!.id}`],
      ['Invoices, issue dates (one month)', '/invoice/?limit=20&page=1&startDate=2025-03-01&endDate=2025-03-31'],
      ['Invoices, search "camry" (common)', '/invoice/?limit=20&page=1&search=camry'],
      ['Invoices, search "0004242" (rare)', '/invoice/?limit=20&page=1&search=0004242'],
      ['Invoices, search a client name', '/invoice/?limit=20&page=1&search=Okonkwo-4201'],
      ['Clients, first page', '/client/allClients?limit=20&page=1'],
      [`Clients, last page (${clientsFirst.meta.pages})`, `/client/allClients?limit=20&page=${clientsFirst.meta.pages}`],
      ['Clients, search "okonkwo" (common)', '/client/search?limit=20&page=1&searchQuery=okonkwo'],
      ['Clients, search "client4242" (rare)', '/client/search?limit=20&page=1&searchQuery=client4242'],
      ['Transactions, first page', '/accounting/transactions?limit=20&page=1'],
      [`Transactions, last page (${entriesFirst.meta.pages})`, `/accounting/transactions?limit=20&page=${entriesFirst.meta.pages}`],
      ['Transactions, search "BENCH-4242" (rare)', '/accounting/transactions?limit=20&page=1&search=BENCH-4242'],
      ['Notifications, first page', '/notification?limit=20&page=1'],
      [`Notifications, last page (${notificationsFirst.meta.pages})`, `/notification?limit=20&page=${notificationsFirst.meta.pages}`],
    ];

    const health = await timed(RUNS, () => app.inject({ method: 'GET', url: '/api/v1/health' }));
    console.log(`${'GET /health (baseline)'.padEnd(48)} p50 ${ms(health.p50)}   p95 ${ms(health.p95)}`);
    const plans: [string, string[]][] = [];
    for (const [label, path] of calls) {
      const answer = await get(path);
      const times = await timed(RUNS, () => get(path));
      const meta = `${answer.meta.totalIsEstimate ? 'about ' : ''}${answer.meta.total.toLocaleString('en')} rows, ${(answer.data as { invoices?: unknown[] }).invoices?.length ?? (answer.data as unknown[]).length} shown`;
      console.log(`${label.padEnd(48)} p50 ${ms(times.p50)}   p95 ${ms(times.p95)}   (${meta})`);
      const sent = await recordQueries(() => get(path));
      const inDatabase = sent.reduce((sum, query) => sum + query.ms, 0);
      console.log(
        `${''.padEnd(48)} ${sent.length} queries, ${inDatabase.toFixed(1)} ms waiting on the database: ${sent.map((q) => `${q.ms.toFixed(1)} ${oneLine(q.text, 40)}`).join(' | ')}`,
      );
      plans.push([
        label,
        await planned(
          bench.url,
          tenantId,
          sent.filter((q) => (callReads(q) && LIST_TABLES.test(q.text)) || /^\s*set local /i.test(q.text)),
        ),
      ]);
    }
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS) of the list queries each call ran, as the app role in the brokerage:');
    for (const [label, lines] of plans) console.log(`\n== ${label}\n${lines.join('\n')}`);
    await app.close();
  });
}

const LIST_TABLES =
  /\b(from|join) "?(invoices|individual_clients|corporate_clients|journal_entries|notification_receipts|list_day_counts)"?\b|matching_/i;

/** The book, in SQL: clients, invoices over three years, journal entries this year, and the admin's notifications. */
export async function load(bench: BenchDatabase) {
  const { db, tenantId, adminId } = bench;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const year = new Date().getUTCFullYear();
  const book = await loadClients(db, tenantId, CLIENTS);
  await loadInvoices(db, { tenantId, count: INVOICES, prefix: 'INV/BENCH/', createdBy: adminId, secondsApart: 90 }, book);
  // A second brokerage, its invoices billed to its own copies of nothing in particular: only its rows in the same indexes matter here.
  const other = await secondBrokerage(bench);
  await loadInvoices(db, { tenantId: other, count: OTHER_INVOICES, prefix: 'INV/OTHER/', createdBy: adminId, secondsApart: 90 }, book);

  // Journal entries this year, approved, without lines: the transactions list reads the entries.
  await run(sql`
    insert into journal_entries (tenant_id, ref_no, entry_date, description, status, source, period_id, proposed_lines, total_kobo, total_minor, decided_at, created_at)
    select ${tenantId}::uuid, 'BENCH-' || g, d.day, 'Premium received for policy ' || g, 'approved', 'manual', p.id, '[]'::jsonb, 10000, 10000, now(),
      now() - make_interval(secs => g)
    from generate_series(1, ${ENTRIES}) g
    cross join lateral (select (${`${year}-01-01`}::date + (g % 300))::date as day) d
    join accounting_periods p on p.tenant_id = ${tenantId} and d.day between p.period_start and p.period_end`);

  await run(sql`
    with made as (
      insert into notifications (tenant_id, kind, title, message, created_at)
      select ${tenantId}::uuid, 'invoice', 'Payment received', 'A payment of N' || g || ' was recorded', now() - make_interval(secs => g * 60)
      from generate_series(1, ${NOTIFICATIONS}) g returning id
    )
    insert into notification_receipts (notification_id, user_id, tenant_id, is_read) select id, ${adminId}::uuid, ${tenantId}::uuid, false from made`);
}

// Run as a script; another bench may import its loaders without running it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

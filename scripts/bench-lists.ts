// Benchmark, not a test: loads one brokerage with 1,000,000 invoices (and a second brokerage with
// some, so the indexes hold more than one tenant) into a throwaway PostgreSQL database, then calls
// each list through the real app, signed in, and prints p50/p95 per call and the plans of the
// queries each call ran. Run: npm run bench:lists (BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, must be allowed to create databases; INVOICES,
// CLIENTS, ENTRIES, NOTIFICATIONS and RUNS override the sizes). The database is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { createTokenService } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { nobodyConnected, type AppContext } from '../server/context';
import { openPostgres } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { seedDemoBook } from '../server/seed/demo-book';
import { prepareDatabase } from '../server/seed/prepare';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INVOICES = Number(process.env.INVOICES ?? 1_000_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50_000);
const ENTRIES = Number(process.env.ENTRIES ?? 200_000);
const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 5_000);
const RUNS = Number(process.env.RUNS ?? 50);
const OTHER_INVOICES = Math.round(INVOICES / 5);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// Every query the app sends, while `recording` is on: their plans are printed after the timings.
interface SentQuery {
  text: string;
  values: unknown[];
  ms: number;
}
let recording: SentQuery[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const answer = (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (recording) {
    const text = typeof first === 'string' ? first : first?.text;
    const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
    if (typeof text === 'string') {
      const sent: SentQuery = { text, values: Array.isArray(values) ? values : [], ms: 0 };
      const begun = performance.now();
      recording.push(sent);
      if (answer instanceof Promise) void answer.finally(() => (sent.ms = performance.now() - begun)).catch(() => {});
    }
  }
  return answer;
} as typeof pg.Client.prototype.query;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A throwaway PostgreSQL database with the demo brokerage seeded, and the app's context on it; `close` drops it. */
export async function benchBrokerage(label: string) {
  const name = `brokerage_bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const database = await openPostgres(url.toString());
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  const mailer = createMailer({ database, smtpUrl: null, from: config.mailFrom });
  const ctx: AppContext = { config, database, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer };
  const close = async () => {
    mailer.close();
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(database.owner, { seedDemo: true });
    const db = database.owner;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [demo] = await rows<{ id: string }>(sql`select id from tenants where url = 'demo'`);
    await seedDemoBook(ctx, db, demo!.id);
    const [adminUser] = await rows<{ id: string }>(sql`select id from users where email = 'admin@demo.ng'`);
    return { ctx, db, url, rows, tenantId: demo!.id, adminId: adminUser!.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function main() {
  const { ctx, db, url, rows, tenantId, adminId, close } = await benchBrokerage('lists');
  try {
    const started = performance.now();
    await load(db, tenantId, adminId);
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

    const app = await buildApp(ctx);
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'admin@demo.ng', password: 'Demo#2026' },
    });
    const token = signIn.json().token as string;
    const get = async (path: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      return response.json() as { data: unknown; meta: { total: number; pages: number; totalIsEstimate?: boolean; next?: string | null } };
    };

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

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/v1/health' }));
    console.log(
      `${'GET /health (baseline)'.padEnd(48)} p50 ${health.p50.toFixed(1).padStart(7)} ms   p95 ${health.p95.toFixed(1).padStart(7)} ms`,
    );
    const plans: [string, string[]][] = [];
    for (const [label, path] of calls) {
      const answer = await get(path);
      const times = await timed(() => get(path));
      const meta = `${answer.meta.totalIsEstimate ? 'about ' : ''}${answer.meta.total.toLocaleString('en')} rows, ${(answer.data as { invoices?: unknown[] }).invoices?.length ?? (answer.data as unknown[]).length} shown`;
      console.log(
        `${label.padEnd(48)} p50 ${times.p50.toFixed(1).padStart(7)} ms   p95 ${times.p95.toFixed(1).padStart(7)} ms   (${meta})`,
      );
      recording = [];
      await get(path);
      const sent = recording;
      recording = null;
      const inDatabase = sent.reduce((sum, query) => sum + query.ms, 0);
      console.log(
        `${''.padEnd(48)} ${sent.length} queries, ${inDatabase.toFixed(1)} ms waiting on the database: ${sent.map((q) => `${q.ms.toFixed(1)} ${q.text.replace(/\s+/g, ' ').slice(0, 40)}`).join(' | ')}`,
      );
      plans.push([label, await planned(url.toString(), tenantId, sent)]);
    }
    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS) of the list queries each call ran, as the app role in the brokerage:');
    for (const [label, lines] of plans) console.log(`\n== ${label}\n${lines.join('\n')}`);
    await app.close();
  } finally {
    await close();
  }
}

async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const begun = performance.now();
    await work();
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const LIST_TABLES =
  /\b(from|join) "?(invoices|individual_clients|corporate_clients|journal_entries|notification_receipts|list_day_counts)"?\b|matching_/i;
const SESSION_WORK = /"sessions"|"user_roles"|"permissions"|set_config|"tenants"|"users"|"subscriptions"/i;

/** EXPLAIN (ANALYZE, BUFFERS) of each list query a call sent, run as the app's role inside the brokerage. */
async function planned(databaseUrl: string, tenantId: string, sent: SentQuery[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out: string[] = [];
  try {
    for (const query of sent.filter((q) => /^\s*(select|with)/i.test(q.text) && LIST_TABLES.test(q.text) && !SESSION_WORK.test(q.text))) {
      await client.query('begin');
      await client.query(`select set_config('app.tenant_id', $1, true), set_config('role', 'brokerage_app', true)`, [tenantId]);
      const result = await (clientQuery as (...a: unknown[]) => Promise<unknown>).call(
        client,
        `explain (analyze, buffers, costs off) ${query.text}`,
        query.values,
      );
      await client.query('rollback');
      const lines = (result as unknown as pg.QueryResult<{ 'QUERY PLAN': string }>).rows.map((row) => row['QUERY PLAN']);
      out.push(
        `  > ${query.text.replace(/\s+/g, ' ').slice(0, 220)}`,
        ...lines.filter((line) => !/^\s*Planning:|^\s*Buffers: shared hit=\d+$/.test(line)).map((line) => `    ${line}`),
      );
    }
  } finally {
    await client.end();
  }
  return out;
}

/** The book, in SQL: clients, invoices over three years, journal entries this year, and the admin's notifications. */
export async function load(db: Awaited<ReturnType<typeof openPostgres>>['owner'], tenantId: string, adminId: string) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const year = new Date().getUTCFullYear();
  const individuals = Math.round(CLIENTS * 0.8);
  const corporates = CLIENTS - individuals;
  await run(sql`
    insert into individual_clients (tenant_id, firstname, lastname, email, phone, status, created_at)
    select ${tenantId}::uuid, (array['Adaeze','Chinedu','Bisi','Tunde','Ngozi','Emeka','Funke','Ibrahim','Aisha','Segun'])[1 + g % 10],
      (array['Okonkwo','Adeyemi','Balogun','Eze','Okafor','Bello','Ogunleye','Nwosu','Abubakar','Olawale'])[1 + (g / 10) % 10] || '-' || g,
      'client' || g || '@example.ng', '+23480' || lpad(g::text, 8, '0'), case when g % 20 = 0 then 'inactive' else 'active' end,
      now() - make_interval(secs => g * 1800)
    from generate_series(1, ${individuals}) g`);
  await run(sql`
    insert into corporate_clients (tenant_id, corporate_name, email, phone, status, created_at)
    select ${tenantId}::uuid, (array['Lagos','Abuja','Kano','Delta','Niger','Benue'])[1 + g % 6] || ' Haulage ' || g || ' Ltd',
      'accounts' || g || '@firm.ng', '+23470' || lpad(g::text, 8, '0'), 'active', now() - make_interval(secs => g * 7200)
    from generate_series(1, ${corporates}) g`);
  await run(
    sql`create temp table bench_people as select row_number() over (order by id) - 1 as idx, id from individual_clients where tenant_id = ${tenantId}`,
  );
  await run(
    sql`create temp table bench_companies as select row_number() over (order by id) - 1 as idx, id from corporate_clients where tenant_id = ${tenantId}`,
  );
  await run(
    sql`create temp table bench_products as select row_number() over (order by id) - 1 as idx, id, insurance_provider_id from products where tenant_id = ${tenantId}`,
  );
  const [{ people, companies, products }] = (
    (await db.execute(sql`select (select count(*) from bench_people)::int as people, (select count(*) from bench_companies)::int as companies,
      (select count(*) from bench_products)::int as products`)) as unknown as {
      rows: { people: number; companies: number; products: number }[];
    }
  ).rows as [{ people: number; companies: number; products: number }];

  const invoicesFor = (tenant: string, count: number, prefix: string) => sql`
    insert into invoices (tenant_id, invoice_no, status, client_type, individual_client_id, corporate_client_id, product_id, insurance_provider_id,
      issue_date, start_date, end_date, sum_insured_kobo, premium_kobo, commission_type, commission_rate, commission_kobo, vat_kobo,
      paid_kobo, vat_paid_kobo, insured, created_by, created_at, updated_at)
    select ${tenant}::uuid, ${prefix} || lpad(g::text, 7, '0'),
      (array['payment pending','partial payment','paid','paid','paid','pending deletion','deactivated','payment pending'])[1 + g % 8],
      case when g % 5 = 0 then 'CORPORATE' else 'INDIVIDUAL' end,
      case when g % 5 = 0 then null else pp.id end, case when g % 5 = 0 then cc.id end, pr.id, pr.insurance_provider_id,
      (now() - make_interval(secs => (g / 2) * 180))::date, (now() - make_interval(secs => (g / 2) * 180))::date,
      (now() - make_interval(secs => (g / 2) * 180))::date + 364, 1000000000, m.premium, 'Percentage', 12.5, m.premium / 8, m.premium / 8 * 75 / 1000,
      case (1 + g % 8) when 2 then m.premium / 2 when 3 then m.premium when 4 then m.premium when 5 then m.premium else 0 end,
      case (1 + g % 8) when 2 then m.premium / 8 * 75 / 1000 / 2 when 3 then m.premium / 8 * 75 / 1000 when 4 then m.premium / 8 * 75 / 1000
        when 5 then m.premium / 8 * 75 / 1000 else 0 end,
      (array['Toyota Camry','Honda Accord','Lexus RX 350','Toyota Corolla','Kia Rio','Hyundai Elantra','Mercedes C300','Ford Explorer',
             'Peugeot 406','Nissan Almera','Toyota Highlander','Honda CR-V','Mitsubishi L200','Volkswagen Golf','Toyota Sienna','Mazda 3'])[1 + g % 16]
        || ' ' || upper(substr(md5(g::text), 1, 3)) || '-' || (g % 1000) || 'KJA',
      ${adminId}::uuid, now() - make_interval(secs => (g / 2) * 180), now()
    from generate_series(1, ${count}) g
    join (select g2 as g, 5000000 + (g2::bigint * 7919) % 500000000 as premium from generate_series(1, ${count}) g2) m using (g)
    join bench_people pp on pp.idx = g % ${people}
    join bench_companies cc on cc.idx = g % ${companies}
    join bench_products pr on pr.idx = g % ${products}`;
  await run(invoicesFor(tenantId, INVOICES, 'INV/BENCH/'));

  // A second brokerage, its invoices billed to its own copies of nothing in particular: only its rows in the same indexes matter here.
  const [other] = (
    (await db.execute(sql`insert into tenants (name, url) values ('Second Brokers Ltd', 'second') returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  await run(invoicesFor(other!.id, OTHER_INVOICES, 'INV/OTHER/'));

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

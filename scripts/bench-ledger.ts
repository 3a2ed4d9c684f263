// Benchmark, not a test: loads one brokerage with 1,000,000 journal lines on PostgreSQL and prints
// how long the trial balance and one account's ledger page take. Run: npx tsx scripts/bench-ledger.ts
// (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, must be allowed to
// create databases; LINES overrides the count). The database is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { accountLedger } from '../server/accounting/account-ledger';
import { trialBalance } from '../server/accounting/statements/trial-balance';
import { openPostgres } from '../server/db/client';
import { postEntry, systemAccount } from '../server/ledger';
import { prepareDatabase } from '../server/seed/prepare';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = Number(process.env.LINES ?? 1_000_000);
const CLIENTS = 2_000;
const YEAR = new Date().getFullYear();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function timed<T>(label: string, runs: number, work: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(1).padStart(7)} ms   best ${times[0]!.toFixed(1).padStart(7)} ms   worst ${times.at(-1)!.toFixed(1).padStart(7)} ms   (${runs} runs)`,
  );
  return result!;
}

async function main() {
  const name = `brokerage_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    await prepareDatabase(database.owner, { seedDemo: true });
    const db = database.owner;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [tenant] = await rows<{ id: string }>(sql`select id from tenants where url = 'demo'`);
    const tenantId = tenant!.id;

    const loadStarted = performance.now();
    // Two thousand clients' receivable accounts beside the starting chart.
    await db.execute(sql`
      insert into ledger_accounts (tenant_id, code, name, account_type, parent_id, client_id, client_type)
      select ${tenantId}::uuid, '1100-' || lpad(g::text, 4, '0'), 'Client ' || g, 'receivables', p.id, gen_random_uuid(), 'INDIVIDUAL'
      from generate_series(1, ${CLIENTS}) g, ledger_accounts p where p.tenant_id = ${tenantId} and p.system_key = 'client_receivables'`);
    await db.execute(sql`
      create temp table bench_accounts as
      select row_number() over (order by code) - 1 as idx, id from ledger_accounts a
      where tenant_id = ${tenantId} and not exists (select 1 from ledger_accounts s where s.parent_id = a.id)`);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from bench_accounts`);
    // Entries of two lines each, spread over the year; half of them through cash in hand, the busiest account as a bank is.
    await db.execute(sql`
      create temp table bench_entries as
      select g, gen_random_uuid() as id, (${`${YEAR}-01-01`}::date + (g % 365))::date as day,
             case when g % 2 = 0 then 0 else ((g::bigint * 7919) % ${n})::int end as a, ((g::bigint * 104729 + 17) % ${n})::int as b, 100 + (g::bigint * 37) % 10000000 as kobo
      from generate_series(1, ${LINES / 2}) g`);
    await db.execute(sql`update bench_entries set b = (a + 1) % ${n} where a = b`);
    await db.execute(sql`
      insert into journal_entries (id, tenant_id, ref_no, entry_date, description, status, source, period_id, proposed_lines, total_kobo, total_minor, decided_at)
      select e.id, ${tenantId}, 'BENCH-' || e.g, e.day, 'Benchmark entry ' || e.g, 'approved', 'manual', p.id, '[]'::jsonb, e.kobo, e.kobo, now()
      from bench_entries e join accounting_periods p on p.tenant_id = ${tenantId} and e.day between p.period_start and p.period_end`);
    await db.execute(sql`
      insert into journal_lines (tenant_id, entry_id, line_no, account_id, entry_date, debit_kobo, credit_kobo, currency_minor)
      select ${tenantId}::uuid, e.id, 1, da.id, e.day, e.kobo, 0, e.kobo from bench_entries e join bench_accounts da on da.idx = e.a
      union all
      select ${tenantId}::uuid, e.id, 2, ca.id, e.day, 0, e.kobo, e.kobo from bench_entries e join bench_accounts ca on ca.idx = e.b`);
    // The maintained totals, as postings keep them.
    await db.execute(sql`
      insert into account_daily_totals (tenant_id, account_id, day, debit_kobo, credit_kobo, line_count)
      select tenant_id, account_id, entry_date, sum(debit_kobo), sum(credit_kobo), count(*) from journal_lines where tenant_id = ${tenantId} group by 1, 2, 3`);
    await db.execute(sql`
      insert into account_monthly_totals (tenant_id, account_id, month, debit_kobo, credit_kobo, line_count)
      select tenant_id, account_id, date_trunc('month', day)::date, sum(debit_kobo), sum(credit_kobo), sum(line_count) from account_daily_totals where tenant_id = ${tenantId} group by 1, 2, 3`);
    // As autovacuum does after a bulk insert: statistics, and the visibility map the index-only scans read.
    await db.execute(sql`vacuum analyze`);
    const [counts] = await rows<{ lines: number; days: number; months: number; accounts: number }>(
      sql`select (select count(*) from journal_lines)::int as lines, (select count(*) from account_daily_totals)::int as days,
        (select count(*) from account_monthly_totals)::int as months, (select count(*) from ledger_accounts where tenant_id = ${tenantId})::int as accounts`,
    );
    console.log(
      `Loaded ${counts!.lines.toLocaleString('en')} journal lines on ${counts!.accounts} accounts (${counts!.days.toLocaleString('en')} daily and ${counts!.months.toLocaleString('en')} monthly totals) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    const asTenant = <T>(work: Parameters<typeof database.asTenant>[1]) => database.asTenant(tenantId, work) as Promise<T>;
    const [busiest] = await rows<{ account_id: string; lines: number }>(
      sql`select account_id, sum(line_count)::int as lines from account_daily_totals group by 1 order by 2 desc limit 1`,
    );
    const cash = await asTenant<{ id: string }>((tx) => systemAccount(tx, tenantId, 'cash_in_hand'));
    const capital = await asTenant<{ id: string }>((tx) => systemAccount(tx, tenantId, 'share_capital'));
    console.log(`Busiest account has ${busiest!.lines.toLocaleString('en')} lines\n`);

    const today = `${YEAR}-12-31`;
    const balance = await timed('Trial balance as of the year end', 15, () =>
      asTenant<{ totals?: unknown }>((tx) => trialBalance(tx, tenantId, { asOf: today })),
    );
    console.log(`  (totals: ${JSON.stringify((balance as { totals?: unknown }).totals ?? null)})`);
    await timed('Trial balance as of mid-June (partial month)', 15, () =>
      asTenant((tx) => trialBalance(tx, tenantId, { asOf: `${YEAR}-06-17` })),
    );
    const pages = Math.ceil(busiest!.lines / 50);
    await timed('Ledger of the busiest account, first page of 50', 15, () =>
      asTenant((tx) => accountLedger(tx, tenantId, busiest!.account_id, { page: 1, limit: 50 })),
    );
    await timed(`Ledger of the busiest account, middle page (${Math.ceil(pages / 2)})`, 15, () =>
      asTenant((tx) => accountLedger(tx, tenantId, busiest!.account_id, { page: Math.ceil(pages / 2), limit: 50 })),
    );
    await timed(`Ledger of the busiest account, last page (${pages})`, 15, () =>
      asTenant((tx) => accountLedger(tx, tenantId, busiest!.account_id, { page: pages, limit: 50 })),
    );
    await timed('One posting through the ledger service (2 lines)', 15, () =>
      asTenant((tx) =>
        postEntry(tx, tenantId, {
          date: `${YEAR}-07-01`,
          description: 'Benchmark posting',
          source: 'manual',
          lines: [
            { accountId: cash.id, debit: 100_00 },
            { accountId: capital.id, credit: 100_00 },
          ],
          by: null,
        }),
      ),
    );
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

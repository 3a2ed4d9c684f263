import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTokenService } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { nobodyConnected, type AppContext } from '../../server/context';
import { openPostgres } from '../../server/db/client';
import { createMailer } from '../../server/mail/mailer';
import { seedDemoBook } from '../../server/seed/demo-book';
import { prepareDatabase } from '../../server/seed/prepare';

// A throwaway PostgreSQL database for a benchmark: created, migrated and seeded with the demo
// brokerage (its reference data, products and admin), handed to the work, and dropped afterwards
// (unless BENCH_KEEP=1). BENCH_DATABASE=<name> reuses a database an earlier run kept, as it is: the
// work is told so (`reused`) and skips loading its book.

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type OwnerDatabase = Awaited<ReturnType<typeof openPostgres>>['owner'];

export interface BenchDatabase {
  db: OwnerDatabase;
  ctx: AppContext;
  /** The bench database's own URL (plans are run on a separate connection to it). */
  url: string;
  tenantId: string;
  adminId: string;
  /** The book was loaded by an earlier run (BENCH_DATABASE): nothing is to be loaded again. */
  reused: boolean;
  rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>;
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function withBenchDatabase(prefix: string, work: (bench: BenchDatabase) => Promise<void>): Promise<void> {
  const reused = process.env.BENCH_DATABASE;
  if (reused && !/^brokerage_bench\w*$/.test(reused)) throw new Error(`BENCH_DATABASE must name a kept bench database, not ${reused}`);
  const name = reused ?? `brokerage_${prefix}_${randomBytes(4).toString('hex')}`;
  if (!reused) await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const database = await openPostgres(url.toString());
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  const mailer = createMailer({ database, config: { ...config, smtpUrl: null } });
  const ctx: AppContext = { config, database, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer };
  try {
    await prepareDatabase(database.owner, { seedDemo: !reused });
    const db = database.owner;
    const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
    const [demo] = await rows<{ id: string }>(sql`select id from tenants where url = 'demo'`);
    if (!reused) await seedDemoBook(ctx, db, demo!.id);
    const [adminUser] = await rows<{ id: string }>(sql`select id from users where email = 'admin@demo.ng'`);
    await work({ db, ctx, url: url.toString(), tenantId: demo!.id, adminId: adminUser!.id, reused: Boolean(reused), rows });
  } finally {
    mailer.close();
    await database.close();
    // BENCH_KEEP=1 leaves the loaded book behind for reading plans by hand; drop it afterwards.
    if (process.env.BENCH_KEEP === '1' || reused) console.log(`Kept database ${name}`);
    else await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A second brokerage beside the demo one, so that every index holds more than one tenant. */
export async function secondBrokerage(bench: BenchDatabase): Promise<string> {
  const [other] = await bench.rows<{ id: string }>(
    sql`insert into tenants (name, url) values ('Second Brokers Ltd', 'second') returning id`,
  );
  return other!.id;
}

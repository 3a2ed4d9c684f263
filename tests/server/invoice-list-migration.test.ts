import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { MIGRATIONS_FOLDER } from '../../server/paths';
import { prepareDatabase } from '../../server/seed/prepare';
import { databaseUrl } from '../setup/database-templates';
import { databaseKinds } from './support/test-server';
import type { Database, DatabaseKind } from '../../server/db/client';

// Migration 0028 moves the invoice list from its entry time to its issue date: a database whose
// invoices were counted by the day they were entered is counted again by the day they were issued,
// and the counts follow the invoices added and removed afterwards.

const MOVED_BY = '0028_the_invoice_list_by_issue_date';

const temporary: string[] = [];
const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close().catch(() => {});
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it stood before `tag`: the same files, the journal ending just before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'brokerage-migrations-'));
  temporary.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** An empty database of the kind, and how to run a migrations folder on it. */
async function emptyDatabase(kind: DatabaseKind): Promise<{ db: Database; migrate: (folder: string) => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'brokerage-pglite-'));
    temporary.push(dir);
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    closing.push(() => client.close());
    const db = drizzlePglite(client, { schema });
    return { db: db as unknown as Database, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }) };
  }
  const adminUrl = inject('postgresAdminUrl')!;
  const name = `brokerage_list_days_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  closing.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  // pool.end() resolves before its connections have closed; the forced drop must not cut one still closing.
  const connectionsClosed: Promise<unknown>[] = [];
  pool.on('connect', (client) => connectionsClosed.push(new Promise((closed) => client.once('end', closed))));
  closing.push(async () => {
    await pool.end();
    await Promise.all(connectionsClosed);
  });
  const db = drizzleNodePg(pool, { schema });
  return { db: db as unknown as Database, migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }) };
}

describe.each(databaseKinds())('the invoice list’s day counts across migration 0028 on %s', (kind) => {
  it('counts the invoices entered before it by issue date, then follows those added and removed', async () => {
    const { db, migrate } = await emptyDatabase(kind);
    await migrate(migrationsBefore(MOVED_BY));
    await prepareDatabase(db, { seedDemo: true });
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ tenantId }] = (await rows<{ tenantId: string }>(sql`select id as "tenantId" from tenants where url = 'demo'`)) as [
      { tenantId: string },
    ];
    const [person] = await rows<{ id: string }>(
      sql`insert into individual_clients (tenant_id, firstname, lastname) values (${tenantId}, 'Adaeze', 'Okafor') returning id`,
    );
    const [product] = await rows<{ id: string; insurerId: number }>(sql`
      insert into products (tenant_id, insurance_provider_id, insurance_category_id, product_name, commission_type, commission_rate)
      select ${tenantId}, p.id, c.id, 'Leadway Motor', 'Percentage', 12.5 from insurance_providers p, insurance_categories c
      where p.code = 'LEADWAY' and c.code = 'MOTOR' returning id, insurance_provider_id as "insurerId"`);
    // Entered today, one statement each so that every invoice's entry time is its own; issued on two other days.
    const enter = (invoiceNo: string, issueDate: string) =>
      db.execute(sql`
        insert into invoices (tenant_id, invoice_no, client_type, individual_client_id, product_id, insurance_provider_id,
          issue_date, start_date, end_date, premium_kobo, commission_type, commission_rate, insured)
        values (${tenantId}, ${invoiceNo}, 'INDIVIDUAL', ${person!.id}, ${product!.id}, ${product!.insurerId},
          ${issueDate}, ${issueDate}, ${issueDate}::date + 364, 15000000, 'Percentage', 12.5, 'Toyota Camry')`);
    for (const [invoiceNo, issueDate] of [
      ['INV/2026/000001', '2026-01-10'],
      ['INV/2026/000002', '2026-02-20'],
      ['INV/2026/000003', '2026-01-10'],
      ['INV/2026/000004', '2026-02-20'],
      ['INV/2026/000005', '2026-02-20'],
    ])
      await enter(invoiceNo!, issueDate!);
    const counted = () =>
      rows<{ day: string; n: number }>(
        sql`select day::text as day, n::int as n from list_day_counts where tenant_id = ${tenantId} and list = 'invoices' and n > 0 order by day`,
      );
    const [{ today }] = (await rows<{ today: string }>(sql`select (now() at time zone 'UTC')::date::text as today`)) as [{ today: string }];
    expect(await counted()).toEqual([{ day: today, n: 5 }]);

    await migrate(MIGRATIONS_FOLDER);
    expect(await counted()).toEqual([
      { day: '2026-01-10', n: 2 },
      { day: '2026-02-20', n: 3 },
    ]);

    await enter('INV/2026/000006', '2026-01-10');
    await db.execute(sql`delete from invoices where tenant_id = ${tenantId} and invoice_no in ('INV/2026/000002', 'INV/2026/000004')`);
    expect(await counted()).toEqual([
      { day: '2026-01-10', n: 3 },
      { day: '2026-02-20', n: 1 },
    ]);
  });
});

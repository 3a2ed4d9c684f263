import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

/**
 * Sends the requests at the same moment. On PostgreSQL it also holds `table` in SHARE mode (reads
 * pass, writes wait) until every request either waits on a lock or has answered, so the gap between
 * a request's check and its write surely overlaps the others': a race that timing alone would show
 * only now and then. PGlite runs one statement at a time, so there the requests just go together.
 */
export async function atOnce<T>(server: TestServer, table: string, requests: (() => Promise<T>)[]): Promise<T[]> {
  const { db } = server;
  const { kind } = server.ctx.database;
  if (kind !== 'postgres') return Promise.all(requests.map((request) => request()));

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const lockHeld = new Promise<void>((resolve) => (held = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in share mode`));
    held();
    await released;
  });
  await lockHeld;

  let answered = 0;
  const running = requests.map((request) => request().finally(() => answered++));
  const deadline = Date.now() + 5_000;
  try {
    while (Date.now() < deadline) {
      const result = (await db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (result.rows[0]!.waiting + answered >= requests.length) break;
      await sleep(5);
    }
  } finally {
    release();
    await holder;
  }
  return Promise.all(running);
}

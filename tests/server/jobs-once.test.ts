import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type OwnedDatabase } from '../../server/db/client';
import { jobRuns } from '../../server/db/schema';
import { hourOf, oncePerPeriod } from '../../server/jobs/once';
import { createPostgresDatabase, databaseKinds, startTestServer, type TestServer } from './support/test-server';

describe('naming periods', () => {
  it('names the hour in UTC', () => {
    expect(hourOf(new Date('2026-11-26T07:59:59.999Z'))).toBe('2026-11-26T07');
    expect(hourOf(new Date('2026-11-26T08:00:00+01:00'))).toBe('2026-11-26T07');
  });
});

describe.each(databaseKinds())('periodic work once per period on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: false });
  });
  afterAll(() => server?.close());

  it('does the work once per period, again in the next one', async () => {
    const done: string[] = [];
    const run = (period: string) => oncePerPeriod(server.ctx.database, 'sweep', period, async () => void done.push(period));
    expect(await run('2026-11-26T07')).toBe(true);
    expect(await run('2026-11-26T07')).toBe(false);
    expect(await run('2026-11-26T08')).toBe(true);
    expect(done).toEqual(['2026-11-26T07', '2026-11-26T08']);
  });

  it('lets the next try do work that failed, and keeps what the work wrote only when it succeeds', async () => {
    const failing = oncePerPeriod(server.ctx.database, 'flaky', 'p1', async (tx) => {
      await tx.insert(jobRuns).values({ job: 'flaky-side-effect', period: 'p1' });
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await server.db.select().from(jobRuns).where(eq(jobRuns.job, 'flaky-side-effect'))).toEqual([]);
    expect(await oncePerPeriod(server.ctx.database, 'flaky', 'p1', async () => {})).toBe(true);
  });
});

// Two processes are two connection pools on one database: each of these handles is what a server
// process opens (see the two-process test for the server itself).
describe.runIf(inject('postgresAdminUrl'))('periodic work started by two processes at once', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: OwnedDatabase;
  let second: OwnedDatabase;

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: 'bare' });
    first = await openPostgres(database.url);
    second = await openPostgres(database.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('does the work in one of them only, while the other waits on its claim and then skips', async () => {
    let runs = 0;
    const work = async (tx: Parameters<Parameters<typeof oncePerPeriod>[3]>[0]) => {
      runs += 1;
      // Long enough for the other process to arrive while this one holds the claim.
      await tx.execute(sql`select pg_sleep(0.3)`);
    };
    for (let round = 0; round < 5; round++) {
      const period = `round-${round}`;
      const results = await Promise.all([
        oncePerPeriod(first, 'race', period, work),
        oncePerPeriod(second, 'race', period, work),
        oncePerPeriod(first, 'race', period, work),
        oncePerPeriod(second, 'race', period, work),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
    expect(runs).toBe(5);
  });
});

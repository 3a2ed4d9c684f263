import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransientConflict } from '../../server/db/pg-errors';
import { retryingTransientConflicts } from '../../server/db/transient-conflicts';
import { demoTenantId } from './support/accounts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';
import type { Transaction } from '../../server/db/client';

// Two transactions taking the same two locks in opposite orders: PostgreSQL ends one of them with
// a deadlock (40P01). Only a real PostgreSQL runs them side by side.

const lock = (tx: Transaction, key: number) => tx.execute(sql`select pg_advisory_xact_lock(${key})`);

/** Resolves once both sides hold their first lock, so each then waits for the other's. */
function meeting() {
  let arrived = 0;
  let open!: () => void;
  const bothThere = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === 2) open();
    return bothThere;
  };
}

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('transactions caught in a deadlock on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  /** Each side's transaction: its first lock, the meeting, then the other's lock; answers its name. */
  const crossing = (meet: () => Promise<void>, first: number, second: number, runs: string[]) => () =>
    server.ctx.database.asTenant(tenantId, async (tx) => {
      runs.push(`${first}-${second}`);
      await lock(tx, first);
      await meet();
      await lock(tx, second);
      return `${first}-${second}`;
    });

  it('ends one of them with a deadlock when nothing runs it again', async () => {
    const meet = meeting();
    const runs: string[] = [];
    const outcomes = await Promise.allSettled([crossing(meet, 7101, 7102, runs)(), crossing(meet, 7102, 7101, runs)()]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(isTransientConflict((refused[0] as PromiseRejectedResult).reason)).toBe(true);
  });

  it('runs the one the database rolled back again, so both complete', async () => {
    const meet = meeting();
    const runs: string[] = [];
    const answers = await Promise.all([
      retryingTransientConflicts(crossing(meet, 7201, 7202, runs)),
      retryingTransientConflicts(crossing(meet, 7202, 7201, runs)),
    ]);
    expect(answers).toEqual(['7201-7202', '7202-7201']);
    // Three runs: both sides once, and the side the database chose again.
    expect(runs).toHaveLength(3);
  });

  it('does not run again a transaction refused for any other reason', async () => {
    let runs = 0;
    const refused = retryingTransientConflicts(() =>
      server.ctx.database.asTenant(tenantId, async (tx) => {
        runs += 1;
        await tx.execute(sql`select 1 / 0`);
      }),
    );
    await expect(refused).rejects.toThrow();
    expect(runs).toBe(1);
  });
});

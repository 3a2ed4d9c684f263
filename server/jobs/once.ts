import { and, eq, lt, sql } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import type { DatabaseHandle, Transaction } from '../db/client';

/** How long the record of a run is kept: long past any period a job is run by. */
const KEPT_DAYS = 30;

/**
 * Runs `work` for `job` once per `period` (a name for the time slot, e.g. `2026-11-26T07`), however
 * many processes try at once. The first claims the period in its transaction and does the work in
 * that same transaction; the others wait on its claim and then skip. When the work fails, its claim
 * goes with the rollback and the next try does it. What the work answers in words is kept with the
 * run. Answers whether this call did the work.
 */
export async function oncePerPeriod(
  database: DatabaseHandle,
  job: string,
  period: string,
  work: (tx: Transaction) => Promise<unknown>,
): Promise<boolean> {
  return database.asSystem(async (tx) => {
    const claimed = await tx.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning({ job: jobRuns.job });
    if (claimed.length === 0) return false;
    const outcome = await work(tx);
    if (typeof outcome === 'string')
      await tx
        .update(jobRuns)
        .set({ summary: outcome })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    await tx.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.ranAt, sql`now() - make_interval(days => ${KEPT_DAYS})`)));
    return true;
  });
}

/** The hour `at` falls in (UTC), as a period name: `2026-11-26T07`. */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

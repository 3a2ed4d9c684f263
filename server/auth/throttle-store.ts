import { lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Counted = { current: number; ttl: number };

const SWEEP_EVERY_MS = 60_000;

/**
 * Counts one request under `key` in a fixed window, on the database's clock so that every process
 * agrees; answers the count so far and the milliseconds left in the window.
 */
export async function countHit(database: Pick<DatabaseHandle, 'asSystem'>, key: string, windowMs: number): Promise<Counted> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const over = sql`${rateLimitHits.resetsAt} <= now()`;
  const [row] = await database.asSystem((tx) =>
    tx
      .insert(rateLimitHits)
      .values({ key, hits: 1, resetsAt: ends })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetsAt: sql`case when ${over} then ${ends} else ${rateLimitHits.resetsAt} end`,
        },
      })
      .returning({
        current: rateLimitHits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetsAt} - now())) * 1000))`.mapWith(Number),
      }),
  );
  return row!;
}

/**
 * @fastify/rate-limit's store on a PostgreSQL table (also PGlite's), so that every process behind
 * the load balancer counts the same requests. Each limited route counts under its own prefix.
 */
export function databaseRateLimitStore(database: Pick<DatabaseHandle, 'asSystem'>): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await database.asSystem((tx) => tx.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`)));
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(database, this.prefix + key, timeWindow)
        .then(async (counted) => {
          await sweep();
          callback(null, counted);
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return new DatabaseStore(null, `${this.prefix}${routeInfo.method} ${routeInfo.url} `);
    }
  }
  return DatabaseStore;
}

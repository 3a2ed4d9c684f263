import { performance } from 'node:perf_hooks';
import pg from 'pg';

// Every query the app sends while a recording is on, with how long the database took: their plans
// are printed after the timings, run again as the app's role inside the brokerage.

export interface SentQuery {
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

/** The queries sent while the work ran. */
export async function recordQueries(work: () => Promise<unknown>): Promise<SentQuery[]> {
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

// Admission (server/auth/authenticate.ts) reads the session with its user and brokerage, then the
// grants through roles and groups; a call's own work may well read users or tenants.
const SESSION_WORK = /from "sessions"|"user_roles"|"group_users"|set_config/i;

/** The reads of the call's own work: selects, not the session and permission look-ups every call makes. */
export const callReads = (query: SentQuery) => /^\s*(select|with)/i.test(query.text) && !SESSION_WORK.test(query.text);

export const oneLine = (text: string, length: number) => text.replace(/\s+/g, ' ').slice(0, length);

/** EXPLAIN (ANALYZE, BUFFERS) of each query, run as the app's role inside the brokerage. */
export async function planned(databaseUrl: string, tenantId: string, queries: SentQuery[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  const out: string[] = [];
  // A call's own planner settings (`set local …`, server/db/custom-plans.ts) hold for its queries after them.
  const settings: string[] = [];
  try {
    for (const query of queries) {
      if (/^\s*set local /i.test(query.text)) {
        settings.push(query.text);
        continue;
      }
      await client.query('begin');
      await client.query(`select set_config('app.tenant_id', $1, true), set_config('role', 'brokerage_app', true)`, [tenantId]);
      for (const setting of settings) await client.query(setting);
      const result = await (clientQuery as (...a: unknown[]) => Promise<unknown>).call(
        client,
        `explain (analyze, buffers, costs off) ${query.text}`,
        query.values,
      );
      await client.query('rollback');
      const lines = (result as pg.QueryResult<{ 'QUERY PLAN': string }>).rows.map((row) => row['QUERY PLAN']);
      out.push(
        `  > ${oneLine(query.text, 220)}`,
        ...lines.filter((line) => !/^\s*Planning:|^\s*Buffers: shared hit=\d+$/.test(line)).map((line) => `    ${line}`),
      );
    }
  } finally {
    await client.end();
  }
  return out;
}

import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { isUuid } from '../../domain/ids';
import { MIGRATIONS_FOLDER } from '../paths';
import { UNTIMED, type StartClock } from '../start-clock';
import { lockDataDir } from './data-dir-lock';
import { migrationsAreCurrent } from './migrate';
import { copyPgliteTemplate } from './pglite-template';
import { preparingStatements } from './prepared-statements';
import * as schema from './schema';
import type { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

/** The role the application works as for a brokerage; row-level security shows it that brokerage's rows only. */
export const APP_ROLE = 'brokerage_app';

/**
 * All database work goes through one of two doors, each a transaction. There is deliberately no
 * bare connection: work that forgets to say whose it is cannot run.
 */
export interface DatabaseHandle {
  kind: DatabaseKind;
  /** Work for one brokerage, as the application role, with row-level security on. */
  asTenant<T>(tenantId: string, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Work that has to cross brokerages before one is known (sign-in by email, registration, keys
   * from mails, public lookups by host) or belongs to none (seeding). Runs as the owner.
   */
  asSystem<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One read statement outside any transaction, as the owner: only for a check that names its
   * brokerage itself and reads no business rows (whether a session is live and what versions its
   * brokerage's data is at). Prepared once per connection under its name.
   */
  ownerCheck<Row extends Record<string, unknown>>(statement: CheckStatement, values: unknown[]): Promise<Row[]>;
  /** Round-trip to the database; resolves with the time it took in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** A named statement for `ownerCheck`: the same text always under the same name. */
export interface CheckStatement {
  name: string;
  text: string;
}

// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_KEY = 7_240_115;

/** What the opener gets: the two doors, and the owner's connection for seeding and for tests. */
export interface OwnedDatabase extends DatabaseHandle {
  owner: Database;
}

type TenantDoor = DatabaseHandle['asTenant'];

function doors(db: Database, tenantTransaction?: TenantDoor): Pick<DatabaseHandle, 'asTenant' | 'asSystem'> {
  return {
    asTenant: (tenantId, work) => {
      if (!isUuid(tenantId)) return Promise.reject(new Error(`Not a brokerage id: ${tenantId}`));
      if (tenantTransaction) return tenantTransaction(tenantId, work);
      return db.transaction(async (tx) => {
        // Both settings end with the transaction, so a pooled connection never carries them over.
        await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true)`);
        return work(tx);
      });
    },
    asSystem: (work) => db.transaction(work),
  };
}

/**
 * A brokerage's transaction on a pooled connection, opened and scoped in one round trip (drizzle's
 * own transaction would send `begin` and the settings separately), its statements prepared once
 * per connection: the cost every request pays.
 * The tenant id is written into the statement because a multi-statement query takes no
 * parameters; `doors` has checked it is a uuid.
 */
function pooledTenantTransactions(
  pool: pg.Pool,
  driver: { NodePgSession: typeof NodePgSession; NodePgTransaction: typeof NodePgTransaction },
): TenantDoor {
  const { NodePgSession, NodePgTransaction } = driver;
  const dialect = new PgDialect();
  return async (tenantId, work) => {
    const client = await pool.connect();
    // Without the relational schema: nothing uses `tx.query`, and building its table helpers is a cost per transaction.
    const session = new NodePgSession(preparingStatements(client), dialect, undefined);
    const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Transaction;
    let reusable = true;
    try {
      await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${APP_ROLE}', true)`);
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => (reusable = false));
      throw error;
    } finally {
      client.release(!reusable);
    }
  };
}

/** A value written into a statement as a literal: standard_conforming_strings keeps a quote doubled the only escape. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * PGlite parses and plans a statement sent with parameters on every call (0.43 ms for the answer
 * cache's check, against 0.08 ms prepared): a check is prepared once under its name and executed with
 * its values as literals.
 */
function preparedChecks(client: PGlite): DatabaseHandle['ownerCheck'] {
  const prepared = new Set<string>();
  return async <Row>(statement: CheckStatement, values: unknown[]) => {
    if (!prepared.has(statement.name)) {
      await client.exec(`prepare ${statement.name} as ${statement.text}`);
      prepared.add(statement.name);
    }
    const [result] = await client.exec(`execute ${statement.name}(${values.map(literal).join(', ')})`);
    return (result?.rows ?? []) as Row[];
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/**
 * Opens (creating when needed) the PGlite database of a data directory. `template`, a prepared
 * database of this version (server/seed/pglite-template.ts), stands in for initdb and the
 * migrations when the directory holds no database yet.
 */
export async function openPglite(dataDir: string, options: { template?: string; clock?: StartClock } = {}): Promise<OwnedDatabase> {
  const { template, clock = UNTIMED } = options;
  const unlock = lockDataDir(dataDir);
  try {
    const pgliteDir = join(dataDir, 'pglite');
    if (template && copyPgliteTemplate(template, pgliteDir)) clock.lap('database from template');
    const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    clock.lap('database open');
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (!(await migrationsAreCurrent(db))) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    clock.lap('migrations');
    return {
      ...doors(db),
      owner: db,
      kind: 'pglite',
      ping: () => timed(() => client.query('select 1')),
      ownerCheck: preparedChecks(client),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(url: string, clock: StartClock = UNTIMED): Promise<OwnedDatabase> {
  // The driver loads only where there is a PostgreSQL to talk to: an embedded start need not pay for it.
  const [{ default: pg }, nodePostgres, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const drizzleNodePg = nodePostgres.drizzle;
  // No JIT: compiling a report's query took seconds (2.3 s of 2.5 s for the premium positions) where running it took 150 ms.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  let closing = false;
  // An idle connection can be cut by the server (restart, failover); the pool replaces it. Without a
  // listener the error would end the process.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  clock.lap('database open');
  if (!(await migrationsAreCurrent(db))) {
    // Several API processes may start at once: one migrates while the others wait.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  }
  clock.lap('migrations');
  return {
    ...doors(db, pooledTenantTransactions(pool, nodePostgres)),
    owner: db,
    kind: 'postgres',
    ping: () => timed(() => db.execute(sql`select 1`)),
    ownerCheck: async <Row extends pg.QueryResultRow>(statement: CheckStatement, values: unknown[]) =>
      (await pool.query<Row>({ ...statement, values })).rows,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; pgliteTemplate?: string },
  clock: StartClock = UNTIMED,
): Promise<OwnedDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, clock)
    : openPglite(options.dataDir, { template: options.pgliteTemplate, clock });
}

import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_ROLE, openPostgres } from '../../server/db/client';
import { insuranceProviders, tenants, users } from '../../server/db/schema';
import { prepareDatabase } from '../../server/seed/prepare';
import { demoTenantId, STRONG_PASSWORD } from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;

/**
 * Tables with rows every brokerage sees: the market's insurers (no tenant), and the version of the
 * shared reference data (the nil brokerage's row of tenant_data_versions).
 */
const SHARED_WITH_ALL = ['insurance_providers', 'tenant_data_versions'];

describe.each(databaseKinds())('tenant walls in the database on %s', (kind) => {
  let server: TestServer;
  let demo: string;
  let second: { tenantId: string; userId: string };
  let tenantTables: string[];

  const rows = async (query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** Runs statements as the application role, with the brokerage setting as given (or unset), and rolls back. */
  async function asAppRole<T>(
    tenantId: string | null,
    work: (run: (query: ReturnType<typeof sql>) => Promise<Row[]>) => Promise<T>,
  ): Promise<T> {
    let answer!: T;
    await server.db
      .transaction(async (tx) => {
        if (tenantId) await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        answer = await work(async (query) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return answer;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    demo = await demoTenantId(server);
    second = await createTenantWithUser(server, { email: `walls-${kind}@second.ng`, password: STRONG_PASSWORD });
    const found = await rows(sql`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`);
    tenantTables = found.map((row) => row.name as string);
  });
  afterAll(() => server?.close());

  it('runs the app as a role that is neither superuser nor allowed to bypass row-level security', async () => {
    const [role] = await rows(sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('guards every table that belongs to a brokerage with row-level security and a policy', async () => {
    expect(tenantTables).toEqual(
      expect.arrayContaining(['users', 'roles', 'groups', 'branches', 'premium_accounts', 'signatories', 'notifications']),
    );
    const unguarded = await rows(sql`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`);
    expect(unguarded).toEqual([]);
  });

  it('shows the application role no rows at all when no brokerage is set', async () => {
    const counts = await asAppRole(null, async (run) => {
      const seen: Record<string, number> = {};
      for (const table of [...tenantTables.filter((t) => !SHARED_WITH_ALL.includes(t)), 'tenants']) {
        const [row] = await run(sql.raw(`select count(*)::int as n from ${table}`));
        seen[table] = row!.n as number;
      }
      return seen;
    });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    // Tables with shared rows (the NAICOM insurers) show those alone.
    const shared = await asAppRole(null, (run) => run(sql`select count(*)::int as n from insurance_providers where tenant_id is not null`));
    expect(shared[0]!.n).toBe(0);
    // The same tables are not empty: the owner sees the demo brokerage's rows.
    const [owner] = await rows(sql`select count(*)::int as n from users`);
    expect(owner!.n).toBeGreaterThan(0);
  });

  it('shows a brokerage its own rows and none of another’s', async () => {
    const seen = await asAppRole(second.tenantId, (run) => run(sql`select tenant_id, email from users order by email`));
    expect(seen).toEqual([{ tenant_id: second.tenantId, email: `walls-${kind}@second.ng` }]);
    const demoSeen = await asAppRole(demo, (run) => run(sql`select distinct tenant_id from users`));
    expect(demoSeen).toEqual([{ tenant_id: demo }]);
  });

  it('refuses to write a row into another brokerage, and to touch another’s rows', async () => {
    const insert = asAppRole(demo, (run) =>
      run(sql`insert into roles (tenant_id, name) values (${second.tenantId}, 'smuggled') returning id`),
    );
    expect(await databaseRefusal(insert)).toMatch(/row-level security/i);
    const changed = await asAppRole(demo, (run) =>
      run(sql`update users set username = 'taken over' where tenant_id = ${second.tenantId} returning id`),
    );
    expect(changed).toEqual([]);
    const deleted = await asAppRole(demo, (run) => run(sql`delete from users where id = ${second.userId} returning id`));
    expect(deleted).toEqual([]);
  });

  it('shows every brokerage the shared insurers, and an insurer a brokerage added only to it', async () => {
    await server.db
      .insert(insuranceProviders)
      .values({ tenantId: second.tenantId, code: `OWN-${kind}`, name: 'Own Mutual', shortName: 'Own', licenceClass: 'Non-life' });
    const own = sql`select count(*)::int as n from insurance_providers where code = ${`OWN-${kind}`}`;
    expect((await asAppRole(second.tenantId, (run) => run(own)))[0]!.n).toBe(1);
    expect((await asAppRole(demo, (run) => run(own)))[0]!.n).toBe(0);
    const shared = (await asAppRole(demo, (run) => run(sql`select count(*)::int as n from insurance_providers`)))[0]!.n as number;
    expect(shared).toBeGreaterThan(30);
    const smuggled = asAppRole(demo, (run) =>
      run(sql`insert into insurance_providers (tenant_id, code, name, short_name, licence_class) values (null, 'X', 'X', 'X', 'Life')`),
    );
    expect(await databaseRefusal(smuggled)).toMatch(/row-level security/i);
  });

  it('lets the application role read the shared reference data but never change it', async () => {
    const [states] = await asAppRole(demo, (run) => run(sql`select count(*)::int as n from states`));
    expect(states!.n).toBe(37);
    expect(await databaseRefusal(asAppRole(demo, (run) => run(sql`delete from states`)))).toMatch(/permission denied/i);
    expect(await databaseRefusal(asAppRole(demo, (run) => run(sql`update permissions set value = 'x'`)))).toMatch(/permission denied/i);
  });

  it('keeps the app’s own door for a brokerage shut to other brokerages', async () => {
    const seen = await server.ctx.database.asTenant(demo, (tx) => tx.select({ tenantId: users.tenantId }).from(users));
    expect(new Set(seen.map((row) => row.tenantId))).toEqual(new Set([demo]));
    await expect(server.ctx.database.asTenant('not-a-uuid', async () => 1)).rejects.toThrow(/Not a brokerage id/);
  });
});

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('tenant walls when the owner is an ordinary role, on %s', () => {
  it('migrates, seeds and keeps brokerages apart without any superuser', async () => {
    const adminUrl = inject('postgresAdminUrl')!;
    const suffix = randomBytes(5).toString('hex');
    const [role, database, password] = [`brokerage_owner_${suffix}`, `brokerage_owned_${suffix}`, `pw_${suffix}`];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create role ${role} login createrole password '${password}'`);
    await admin.query(`create database ${database} owner ${role}`);
    const url = new URL(adminUrl);
    url.username = role;
    url.password = password;
    url.pathname = `/${database}`;
    const handle = await openPostgres(url.toString());
    try {
      await prepareDatabase(handle.owner, { seedDemo: true });
      const [owner] = (
        (await handle.owner.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`)) as unknown as {
          rows: Row[];
        }
      ).rows;
      expect(owner).toEqual({ rolsuper: false, rolbypassrls: false });
      const [demo] = await handle.asSystem((tx) => tx.select({ id: tenants.id }).from(tenants));
      const seen = await handle.asTenant(demo!.id, (tx) => tx.select({ tenantId: users.tenantId }).from(users));
      expect(seen.length).toBeGreaterThan(0);
      const stranger = await handle.asTenant(randomUUID(), (tx) => tx.select({ id: users.id }).from(users));
      expect(stranger).toEqual([]);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});

class RolledBack extends Error {}

/** The database's own words for a refused statement (drizzle wraps them in its "Failed query" error). */
async function databaseRefusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('The database accepted the statement');
}

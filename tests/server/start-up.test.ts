import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type OwnedDatabase } from '../../server/db/client';
import { migrationsAreCurrent } from '../../server/db/migrate';
import { copyPgliteTemplate } from '../../server/db/pglite-template';
import { accountingPeriods, lgas, ledgerAccounts, roles, seedRuns, tenants, users } from '../../server/db/schema';
import { MIGRATIONS_FOLDER } from '../../server/paths';
import { makePgliteTemplate, pgliteTemplateFingerprint, pgliteTemplateFor } from '../../server/seed/pglite-template';
import { prepareDatabase } from '../../server/seed/prepare';
import { seedFingerprint } from '../../server/seed/seed-version';

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
/** A data directory holding a migrated database (a copy of the run's bare template: no initdb to wait for). */
function migratedDataDir(): string {
  const dir = tempDir('brokerage-migrated-');
  cpSync(inject('databaseTemplates').pglite.bare, join(dir, 'pglite'), { recursive: true });
  return dir;
}
const open: OwnedDatabase[] = [];
afterAll(async () => {
  for (const database of open) await database.close().catch(() => {});
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('the migration check of a start', () => {
  it('finds a database holding every migration current, and one without drizzle’s record not current', async () => {
    const database = await openPglite(migratedDataDir());
    open.push(database);
    expect(await migrationsAreCurrent(database.owner)).toBe(true);
    await database.owner.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsAreCurrent(database.owner)).toBe(false);
  });

  it('finds a database not current once the journal names a newer migration', async () => {
    const database = await openPglite(migratedDataDir());
    open.push(database);
    const folder = tempDir('brokerage-journal-');
    mkdirSync(join(folder, 'meta'));
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_later' });
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    expect(await migrationsAreCurrent(database.owner, folder)).toBe(false);
  });
});

describe('the PGlite template of a first start', () => {
  const templates = tempDir('brokerage-pglite-templates-');
  let template = '';

  it('is made once per version, under its fingerprint, and replaces the templates of other versions', async () => {
    mkdirSync(join(templates, 'an-older-version', 'pglite'), { recursive: true });
    const first = await makePgliteTemplate(templates);
    expect(first.made).toBe(true);
    template = first.template;
    expect(template).toBe(join(templates, pgliteTemplateFingerprint(), 'pglite'));
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(templates)).toEqual([pgliteTemplateFingerprint()]);
    const again = await makePgliteTemplate(templates);
    expect(again).toEqual({ template, made: false });
  });

  it('gives an empty data directory a migrated database with the shared data, and the demo brokerage its books', async () => {
    const dataDir = tempDir('brokerage-first-start-');
    expect(pgliteTemplateFor(dataDir, templates)).toBe(template);
    const database = await openPglite(dataDir, { template });
    open.push(database);
    const db = database.owner;
    expect(await migrationsAreCurrent(db)).toBe(true);
    expect((await db.select({ n: count() }).from(lgas))[0]!.n).toBe(774);
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: seedFingerprint() }]);
    expect(await prepareDatabase(db, { seedDemo: true })).toEqual({ demoCreated: true });
    const [demo] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.url, 'demo'));
    expect((await db.select({ n: count() }).from(users).where(eq(users.tenantId, demo!.id)))[0]!.n).toBe(5);
    expect((await db.select({ n: count() }).from(roles).where(eq(roles.tenantId, demo!.id)))[0]!.n).toBe(5);
    const cash = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.systemKey, 'cash_in_hand'));
    expect(cash).toHaveLength(1);
    // The premium account of the demo's head office has its bank account in the books.
    const banked = await db.execute(sql`select count(*)::int as n from ledger_accounts where premium_account_id is not null`);
    expect((banked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await db.select({ n: count() }).from(accountingPeriods)).toEqual([{ n: 1 }]);
    // The directory holds a database now: a restart opens it and copies nothing.
    expect(pgliteTemplateFor(dataDir, templates)).toBeUndefined();
  });

  it('is copied only where there is no database yet, and leaves nothing half-copied behind', () => {
    const dataDir = tempDir('brokerage-data-');
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    expect(copyPgliteTemplate(template, join(dataDir, 'pglite'))).toBe(false);
    const emptyDir = tempDir('brokerage-data-');
    mkdirSync(join(emptyDir, 'pglite'));
    expect(copyPgliteTemplate(template, join(emptyDir, 'pglite'))).toBe(true);
    expect(readdirSync(emptyDir)).toEqual(['pglite']);
    const failing = tempDir('brokerage-data-');
    expect(() => copyPgliteTemplate(join(templates, 'missing'), join(failing, 'pglite'))).toThrow();
    expect(readdirSync(failing)).toEqual([]);
  });

  it('is not offered when the build made none for this version', () => {
    expect(pgliteTemplateFor(tempDir('brokerage-data-'), tempDir('brokerage-no-templates-'))).toBeUndefined();
  });
});

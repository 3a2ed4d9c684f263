import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../paths';

/** Any drizzle database or transaction: what the check needs of it. */
interface Queryable {
  execute(query: SQL): PromiseLike<unknown>;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** drizzle-kit's list of this version's migrations, oldest first. */
export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

async function firstRow<T>(db: Queryable, query: SQL): Promise<T | undefined> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows[0];
}

/**
 * Whether the database already holds this version's newest migration. drizzle's migrator reads and
 * hashes every migration file and runs DDL before it finds that nothing is due; on a current
 * database this answers the same from the journal and two small queries. It applies drizzle's own
 * rule: a migration is due when it is newer than the newest one recorded.
 */
export async function migrationsAreCurrent(db: Queryable, folder = MIGRATIONS_FOLDER): Promise<boolean> {
  const newest = Math.max(...migrationJournal(folder).map((entry) => entry.when));
  const table = await firstRow<{ found: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table?.found) return false;
  const last = await firstRow<{ at: string | number | null }>(db, sql`select max(created_at) as at from drizzle.__drizzle_migrations`);
  return last?.at != null && Number(last.at) >= newest;
}

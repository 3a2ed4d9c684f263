import { sql } from 'drizzle-orm';
import { banks } from '../db/schema';
import { NIGERIAN_BANKS } from './reference/banks';
import type { Database } from '../db/client';

/** Adds banks missing from the list and keeps names current; ids of existing banks never change. */
export async function seedBanks(db: Database): Promise<void> {
  await db
    .insert(banks)
    .values(NIGERIAN_BANKS.map(({ code, name }) => ({ code, name })))
    .onConflictDoUpdate({ target: banks.code, set: { name: sql`excluded.name` } });
}

import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * The app names its statements (prepared-statements.ts), and after five calls PostgreSQL may keep
 * one plan for any values. How many rows a report reads turns on its dates and ids, and a plan made
 * without them reads whole tables where an index would do: the rest of this transaction's
 * statements are planned with the values they are given, at a millisecond or two each.
 */
export const planWithValues = (tx: Transaction) => tx.execute(sql`set local plan_cache_mode = force_custom_plan`);

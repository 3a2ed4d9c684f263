import { sql } from 'drizzle-orm';
import type { Transaction } from './client';

/**
 * The app names its statements (prepared-statements.ts), and after five calls PostgreSQL may keep
 * one plan for any values. How many rows a report reads turns on its dates and ids, and a plan made
 * without them reads whole tables where an index would do: the rest of this transaction's
 * statements are planned with the values they are given, at a millisecond or two each.
 */
export const planWithValues = (tx: Transaction) => tx.execute(sql`set local plan_cache_mode = force_custom_plan`);

/**
 * A common search term's rows are found by walking the list's own index in order and testing each
 * row until a page is full: a few hundred rows. Planned with the term's value, PostgreSQL guesses
 * the term rare and reads every row of the brokerage to sort them (about 30 ms at 40,000 clients);
 * the plan it makes without the value walks the index (about 1 ms). The rest of this transaction's
 * statements use their plan made without values from the first call on.
 */
export const planWithoutValues = (tx: Transaction) => tx.execute(sql`set local plan_cache_mode = force_generic_plan`);

import { sql } from 'drizzle-orm';
import { assign, coerce, optional, string, type, type Infer, type Struct } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { invalidInput } from './errors';
import { DEFAULT_PAGE_SIZE } from './paging';
import { PageQuery } from './params';
import { SEARCH_MATCH_CAP } from './trigram-search';
import type { SortDirection } from '../../domain/list-sort';
import type { Database } from '../db/client';
import type { AnyColumn, SQL } from 'drizzle-orm';

// Lists that can grow page by key, newest first then id (ARCHITECTURE.md, "Lists that can grow"):
// a page starts after the last row of the one before (`cursor`), or at a page number found through
// the list's index and its maintained day counts, never by sorting or counting the whole set.

/** The kinds of value a list's order keys hold; a nullable key is given as an expression that coalesces it. */
export type KeyKind = 'timestamp' | 'date' | 'uuid' | 'bigint' | 'text';

export interface OrderKey {
  column: AnyColumn | SQL;
  kind: KeyKind;
}

/**
 * A list's order: its keys (the last one unique, usually the id), all in one direction (newest
 * first unless `direction` says `asc`) and, when the list keeps day counts (`list_day_counts`,
 * kept by triggers), the lists counted there and how the first key falls into days.
 */
export interface ListOrder {
  keys: OrderKey[];
  direction?: SortDirection;
  /** `totalOnly`: a sorted order's first key is not the day, so the counts give its total but not its page starts. */
  dayCounts?: { lists: string[]; totalOnly?: boolean };
}

/** The order's `order by` terms, for `.orderBy(...orderTerms(order))` or `sql.join`. */
export function orderTerms(order: ListOrder): SQL[] {
  const direction = order.direction === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return order.keys.map((key) => sql`${key.column} ${direction}`);
}

/** The order's `order by` list as one fragment, for lists written in SQL. */
export const orderList = (order: ListOrder): SQL => sql.join(orderTerms(order), sql`, `);

/** Past this many rows a list's total is the planner's estimate, labelled as one. */
export const EXACT_TOTAL_LIMIT = 10_000;

/** `cursor`: where the previous page ended, as `meta.next` gave it. */
const CursorText = coerce(optional(string()), string(), (text) => (text.trim() === '' ? undefined : text.trim())) as Struct<
  string | undefined,
  null
>;

/** `page`, `limit` and the `cursor` of the next page; other keys are the list's filters. */
export const KeysetPageQuery = assign(PageQuery, type({ cursor: CursorText }));
export type KeysetPageQuery = Infer<typeof KeysetPageQuery>;

export interface ListPage<Row> {
  rows: Row[];
  meta: { page: number; limit: number; total: number; pages: number; totalIsEstimate: boolean; next: string | null };
}

const KEY_CHECKS: Record<KeyKind, (value: unknown) => boolean> = {
  timestamp: (value) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)),
  date: (value) => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value),
  uuid: (value) => typeof value === 'string' && isUuid(value),
  bigint: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  text: (value) => typeof value === 'string',
};

const CAST: Record<KeyKind, SQL> = {
  timestamp: sql.raw('timestamptz'),
  date: sql.raw('date'),
  uuid: sql.raw('uuid'),
  bigint: sql.raw('bigint'),
  text: sql.raw('text'),
};

const badCursor = () => invalidInput([{ field: 'cursor', message: 'cursor is not one this list gave out' }]);

/** The cursor's key values, checked against the list's keys: anything else is a field error. */
export function readCursor(order: ListOrder, cursor: string): unknown[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== order.keys.length) throw badCursor();
  order.keys.forEach((key, index) => {
    if (!KEY_CHECKS[key.kind](values[index])) throw badCursor();
  });
  return values;
}

/** Rows after the cursor's in the list's order, either way: one row comparison the order's index answers. */
function afterCursor(order: ListOrder, values: unknown[]): SQL {
  const keys = sql.join(
    order.keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const bounds = sql.join(
    order.keys.map((key, index) => sql`${values[index]}::${CAST[key.kind]}`),
    sql`, `,
  );
  return order.direction === 'asc' ? sql`(${keys}) > (${bounds})` : sql`(${keys}) < (${bounds})`;
}

/** The key values of a row as text PostgreSQL reads back exactly (timestamps to the microsecond). */
export function cursorOf(order: ListOrder): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    order.keys.map((key) => sql`${key.column}`),
    sql`, `,
  )})::text`;
}

const encode = (keyText: string) => Buffer.from(keyText, 'utf8').toString('base64url');

interface DayStart {
  day: string;
  before: number;
}

/** The day holding the row at `position` (from 0, newest first) and how many rows come before that day. */
async function dayOfPosition(tx: Database, tenantId: string, lists: string[], position: number): Promise<DayStart | null> {
  const listNames = sql.join(
    lists.map((list) => sql`${list}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with days as (
      select day, sum(n)::bigint as n from list_day_counts where tenant_id = ${tenantId} and list in (${listNames}) group by day
    ), running as (
      select day, n, sum(n) over (order by day desc) as through from days
    )
    select day::text as day, (through - n)::bigint as before from running where through > ${position} order by day desc limit 1`)) as unknown as {
    rows: { day: string; before: string | number }[];
  };
  const row = result.rows[0];
  return row ? { day: row.day, before: Number(row.before) } : null;
}

/** The rows of the list's first key that fall on or before `day`. */
function onOrBefore(key: OrderKey, day: string): SQL {
  return key.kind === 'date' ? sql`${key.column} <= ${day}::date` : sql`${key.column} < ((${day}::date + 1)::timestamp at time zone 'UTC')`;
}

/** Every row's count from the day counts: exact, and a sum of a few hundred rows whatever the list's size. */
export async function countedTotal(tx: Database, tenantId: string, lists: string[]): Promise<number> {
  const listNames = sql.join(
    lists.map((list) => sql`${list}`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`select coalesce(sum(n), 0)::bigint as total from list_day_counts where tenant_id = ${tenantId} and list in (${listNames})`,
  )) as unknown as { rows: { total: string | number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * How many rows `filtered` (a select of the list's rows with its filters) holds: exact up to
 * `exactLimit`, past it the planner's estimate, said to be one.
 */
/**
 * A search already found more rows than are worth counting one by one: the total is an estimate,
 * the planner's (`true`) or the caller's own (a number, e.g. from a sample of the newest rows).
 */
export type KnownLarge = boolean | number;

export async function filteredTotal(
  tx: Database,
  filtered: SQL,
  exactLimit = EXACT_TOTAL_LIMIT,
  knownLarge: KnownLarge = false,
): Promise<{ total: number; estimated: boolean }> {
  if (typeof knownLarge === 'number' && knownLarge > exactLimit) return { total: knownLarge, estimated: true };
  // A search that passed its cap of matches holds at least that many, whatever the planner guesses.
  if (knownLarge === true) return { total: Math.max(await plannedRows(tx, filtered), SEARCH_MATCH_CAP + 1), estimated: true };
  const counted = (await tx.execute(sql`select count(*)::int as n from (${filtered} limit ${exactLimit + 1}) as capped`)) as unknown as {
    rows: { n: number }[];
  };
  const exact = Number(counted.rows[0]?.n ?? 0);
  if (exact <= exactLimit) return { total: exact, estimated: false };
  return { total: Math.max(exact, await plannedRows(tx, filtered)), estimated: true };
}

/** The planner's estimate of how many rows a select answers. */
async function plannedRows(tx: Database, select: SQL): Promise<number> {
  const plan = (await tx.execute(sql`explain (format json) ${select}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

export interface PageWindow {
  where: SQL | undefined;
  limit: number;
  offset: number;
}

/** A page's row with the text of its keys, from `cursorOf`. */
export interface Keyed<T> {
  row: T;
  cursor: string;
}

export interface KeysetRequest<T> {
  tx: Database;
  tenantId: string;
  order: ListOrder;
  query: KeysetPageQuery;
  /** Whether only the tenant narrows the list, so the day counts hold its total and its page starts. */
  unfiltered: boolean;
  /** The list's rows with its filters (tenant included), for the total; `where` narrows them further. */
  filtered: SQL;
  /** Reads one page: the rows matching `where` in the list's order, `limit` of them after skipping `offset`. */
  page: (window: PageWindow) => Promise<Keyed<T>[]>;
  exactLimit?: number;
  knownLarge?: KnownLarge;
}

/**
 * One page of a list: after `cursor` when given (then `page` only names it), else page `page`,
 * found through the day counts when the list is unfiltered and through the index's offset
 * otherwise. `meta.next` is the cursor of the page after, or null on the last page.
 */
export async function keysetPage<T>(request: KeysetRequest<T>): Promise<ListPage<T>> {
  const { tx, tenantId, order, query, unfiltered } = request;
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const lists = unfiltered ? order.dayCounts?.lists : undefined;

  let where: SQL | undefined;
  let offset = 0;
  if (query.cursor) {
    where = afterCursor(order, readCursor(order, query.cursor));
  } else if (page > 1) {
    const position = (page - 1) * limit;
    const start = lists && !order.dayCounts?.totalOnly ? await dayOfPosition(tx, tenantId, lists, position) : null;
    if (start) {
      where = onOrBefore(order.keys[0]!, start.day);
      offset = position - start.before;
    } else {
      offset = position;
    }
  }

  // One row more than the page says whether another follows.
  const rows = await request.page({ where, limit: limit + 1, offset });
  const shown = rows.slice(0, limit);
  const { total, estimated } = lists
    ? { total: await countedTotal(tx, tenantId, lists), estimated: false }
    : await filteredTotal(tx, request.filtered, request.exactLimit, request.knownLarge);
  return {
    rows: shown.map((keyed) => keyed.row),
    meta: {
      page,
      limit,
      total,
      pages: Math.max(1, Math.ceil(total / limit)),
      totalIsEstimate: estimated,
      next: rows.length > limit ? encode(shown.at(-1)!.cursor) : null,
    },
  };
}

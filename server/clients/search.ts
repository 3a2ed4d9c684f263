import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { assign } from 'superstruct';
import { ClientListQuery } from '../../domain/clients';
import { CLIENT_SORTS } from '../../domain/list-sort';
import { planWithoutValues } from '../db/custom-plans';
import { corporateClients, individualClients, states } from '../db/schema';
import { cursorOf, KeysetPageQuery, keysetPage, orderList, type ListOrder, type PageWindow } from '../http/keyset';
import { sortedOrder, sortQuery, type SortFields } from '../http/list-sort';
import { matchedIds } from '../http/trigram-search';
import { isoTime, searchPatterns } from './common';
import { corporateMatches } from './corporate';
import { individualMatches } from './individual';
import type { ClientSummary } from '../../domain/client-records';
import type { ClientStatus, ClientType } from '../../domain/clients';
import type { Transaction } from '../db/client';

/** The client lists' query: a page (or the cursor of the next), a status, a client type and the words typed. */
export const ClientPageQuery = assign(KeysetPageQuery, ClientListQuery);

/** The query of the list of both kinds (and its search): the client lists' own, sortable by name. */
export const AllClientsQuery = assign(ClientPageQuery, sortQuery(CLIENT_SORTS));

export interface ClientFilter {
  status?: ClientStatus | null;
  clientType?: ClientType | null;
  searchQuery?: string;
}

type SummaryRow = Omit<ClientSummary, 'created_at'> & { created_at: Date | string; cursor: string };

/** Both kinds in one list, newest first, then id; the union's own columns are the keys. */
const CLIENT_ORDER = (lists: string[]): ListOrder => ({
  keys: [
    { column: sql`created_at`, kind: 'timestamp' },
    { column: sql`client_id`, kind: 'uuid' },
  ],
  dayCounts: { lists },
});

/** The union's own columns; each side's name has its index, so a sorted page is walked, not sorted. */
const CLIENT_SORT_KEYS = { name: { column: sql`name`, kind: 'text' } } as const;

/** The words typed, through the trigram indexes while they are rare; a common term filters the rows in order instead. */
async function matches(tx: Transaction, kind: ClientType, query: string): Promise<{ condition: SQL; common: boolean }> {
  const { like, phoneLike, term, compactLike } = searchPatterns(query);
  const column = kind === 'INDIVIDUAL' ? individualClients.id : corporateClients.id;
  const ids =
    kind === 'INDIVIDUAL'
      ? await matchedIds(tx, (cap) => sql`matching_individuals(${like}, ${phoneLike}, ${term}, ${cap})`)
      : await matchedIds(tx, (cap) => sql`matching_corporates(${like}, ${compactLike}, ${phoneLike}, ${cap})`);
  if (ids === null) return { condition: kind === 'INDIVIDUAL' ? individualMatches(query) : corporateMatches(query), common: true };
  return { condition: ids.length ? inArray(column, ids) : sql`false`, common: false };
}

/**
 * A client's state by a sub-select rather than a join: each side stays one table, so a page (a common
 * search term's too) is walked through the side's index in order and only the rows shown look up a state.
 */
const stateName = (stateId: SQLWrapper) => sql`(select ${states.name} from ${states} where ${states.id} = ${stateId})`;

/** The individual side, as one shape with the corporate one. */
function individuals(tenantId: string, filter: ClientFilter, search: SQL | undefined): SQL {
  const c = individualClients;
  return sql`select ${c.id} as client_id, 'INDIVIDUAL' as client_type, ${c.firstname} || ' ' || ${c.lastname} as name,
      ${c.firstname} as firstname, ${c.lastname} as lastname, null::uuid as corporate_client_id, null::text as corporate_name,
      null::text as rc_number, ${c.email} as email, ${c.phone} as phone, ${stateName(c.stateId)} as state_name, ${c.status} as status,
      ${c.politicallyExposed} as politically_exposed, ${c.createdAt} as created_at
    from ${c}
    where ${c.tenantId} = ${tenantId}
      ${filter.status ? sql`and ${c.status} = ${filter.status}` : sql``}
      ${search ? sql`and ${search}` : sql``}`;
}

function corporates(tenantId: string, filter: ClientFilter, search: SQL | undefined): SQL {
  const c = corporateClients;
  return sql`select ${c.id} as client_id, 'CORPORATE' as client_type, ${c.corporateName} as name,
      null::text as firstname, null::text as lastname, ${c.id} as corporate_client_id, ${c.corporateName} as corporate_name,
      ${c.rcNumber} as rc_number, ${c.email} as email, ${c.phone} as phone, ${stateName(c.stateId)} as state_name, ${c.status} as status,
      false as politically_exposed, ${c.createdAt} as created_at
    from ${c}
    where ${c.tenantId} = ${tenantId}
      ${filter.status ? sql`and ${c.status} = ${filter.status}` : sql``}
      ${search ? sql`and ${search}` : sql``}`;
}

const KINDS: ClientType[] = ['INDIVIDUAL', 'CORPORATE'];
const LIST_OF: Record<ClientType, string> = { INDIVIDUAL: 'individual_clients', CORPORATE: 'corporate_clients' };

/** GET /client/allClients and the searches: newest first, a page at a time, by page number or cursor. */
export async function listAllClients(
  tx: Transaction,
  tenantId: string,
  query: KeysetPageQuery & SortFields,
  filter: ClientFilter,
  exactLimit?: number,
) {
  const kinds = filter.clientType ? [filter.clientType] : KINDS;
  const searches = new Map<ClientType, { condition: SQL; common: boolean }>();
  if (filter.searchQuery) for (const kind of kinds) searches.set(kind, await matches(tx, kind, filter.searchQuery));
  const common = [...searches.values()].some((search) => search.common);
  if (common) await planWithoutValues(tx);
  const sides = kinds.map((kind) =>
    kind === 'INDIVIDUAL'
      ? individuals(tenantId, filter, searches.get(kind)?.condition)
      : corporates(tenantId, filter, searches.get(kind)?.condition),
  );
  const source = sql.join(sides, sql` union all `);
  const order = sortedOrder(CLIENT_ORDER(kinds.map((kind) => LIST_OF[kind])), CLIENT_SORT_KEYS, sql`client_id`, query);
  // Each side is walked in order through its own index and cut to the page, then the two are merged.
  const windowed = ({ where, limit, offset }: PageWindow) =>
    sql.join(
      sides.map(
        (side) =>
          sql`(select * from (${side}) as side ${where ? sql`where ${where}` : sql``} order by ${orderList(order)} limit ${limit + offset})`,
      ),
      sql` union all `,
    );
  const page = await keysetPage({
    tx,
    tenantId,
    order,
    query,
    unfiltered: !filter.status && !filter.searchQuery,
    filtered: sql`select 1 from (${source}) as clients`,
    exactLimit,
    knownLarge: common,
    page: async ({ where, limit, offset }) => {
      const result = (await tx.execute(
        sql`select *, ${cursorOf(order)} as cursor from (${windowed({ where, limit, offset })}) as clients
            order by ${orderList(order)} limit ${limit} offset ${offset}`,
      )) as unknown as { rows: SummaryRow[] };
      return result.rows.map(({ cursor, ...row }) => ({ row: { ...row, created_at: isoTime(row.created_at) }, cursor }));
    },
  });
  return { data: page.rows, meta: page.meta };
}

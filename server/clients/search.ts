import { sql, type SQL } from 'drizzle-orm';
import { assign } from 'superstruct';
import { ClientListQuery } from '../../domain/clients';
import { corporateClients, individualClients, states } from '../db/schema';
import { PageQuery } from '../http/params';
import { isoTime } from './common';
import { corporateMatches } from './corporate';
import { individualMatches } from './individual';
import type { ClientSummary } from '../../domain/client-records';
import type { ClientStatus, ClientType } from '../../domain/clients';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

/** The client lists' query: a page, a status, a client type and the words typed. */
export const ClientPageQuery = assign(PageQuery, ClientListQuery);

export interface ClientFilter {
  status?: ClientStatus | null;
  clientType?: ClientType | null;
  searchQuery?: string;
}

type SummaryRow = Omit<ClientSummary, 'created_at'> & { created_at: Date | string };

/** Both kinds in one list, as one shape: the individual side. */
function individuals(tenantId: string, filter: ClientFilter): SQL {
  const c = individualClients;
  return sql`select ${c.id} as client_id, 'INDIVIDUAL' as client_type, ${c.firstname} || ' ' || ${c.lastname} as name,
      ${c.firstname} as firstname, ${c.lastname} as lastname, null::uuid as corporate_client_id, null::text as corporate_name,
      null::text as rc_number, ${c.email} as email, ${c.phone} as phone, ${states.name} as state_name, ${c.status} as status,
      ${c.politicallyExposed} as politically_exposed, ${c.createdAt} as created_at
    from ${c} left join ${states} on ${states.id} = ${c.stateId}
    where ${c.tenantId} = ${tenantId}
      ${filter.status ? sql`and ${c.status} = ${filter.status}` : sql``}
      ${filter.searchQuery ? sql`and ${individualMatches(filter.searchQuery)}` : sql``}`;
}

function corporates(tenantId: string, filter: ClientFilter): SQL {
  const c = corporateClients;
  return sql`select ${c.id} as client_id, 'CORPORATE' as client_type, ${c.corporateName} as name,
      null::text as firstname, null::text as lastname, ${c.id} as corporate_client_id, ${c.corporateName} as corporate_name,
      ${c.rcNumber} as rc_number, ${c.email} as email, ${c.phone} as phone, ${states.name} as state_name, ${c.status} as status,
      false as politically_exposed, ${c.createdAt} as created_at
    from ${c} left join ${states} on ${states.id} = ${c.stateId}
    where ${c.tenantId} = ${tenantId}
      ${filter.status ? sql`and ${c.status} = ${filter.status}` : sql``}
      ${filter.searchQuery ? sql`and ${corporateMatches(filter.searchQuery)}` : sql``}`;
}

function bothKinds(tenantId: string, filter: ClientFilter): SQL {
  if (filter.clientType === 'INDIVIDUAL') return individuals(tenantId, filter);
  if (filter.clientType === 'CORPORATE') return corporates(tenantId, filter);
  return sql`${individuals(tenantId, filter)} union all ${corporates(tenantId, filter)}`;
}

/** GET /client/allClients and the searches: newest first, a page at a time. */
export async function listAllClients(
  tx: Transaction,
  tenantId: string,
  paging: Paging,
  filter: ClientFilter,
): Promise<{ data: ClientSummary[]; total: number }> {
  const source = bothKinds(tenantId, filter);
  const page = (await tx.execute(
    sql`select * from (${source}) as clients order by created_at desc, client_id desc limit ${paging.limit} offset ${paging.offset}`,
  )) as unknown as { rows: SummaryRow[] };
  const counted = (await tx.execute(sql`select count(*)::int as total from (${source}) as clients`)) as unknown as {
    rows: { total: number }[];
  };
  return {
    data: page.rows.map((row) => ({ ...row, created_at: isoTime(row.created_at) })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

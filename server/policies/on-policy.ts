import { eq, sql, type SQL } from 'drizzle-orm';
import { corporateClients, individualClients, policies } from '../db/schema';
import type { Transaction } from '../db/client';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The policy's client's name, with the clients joined to the policy. */
export const clientName = sql<string>`coalesce(${corporateClients.corporateName}, ${individualClients.firstname} || ' ' || ${individualClients.lastname})`;

/**
 * A table of records on policies joined to its policy and the policy's client, as its list
 * searches it: a select of its rows' keys and cursors, and the from clause that counts what matches.
 */
export function onPolicyAndClient(tx: Transaction, table: PgTable, policyId: AnyPgColumn) {
  return {
    keys: (id: AnyPgColumn, cursor: SQL<string>) =>
      tx
        .select({ id: sql<string>`${id}`, cursor })
        .from(table)
        .innerJoin(policies, eq(policies.id, policyId))
        .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
        .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId)),
    from: sql`${table}
      join ${policies} on ${policies.id} = ${policyId}
      left join ${individualClients} on ${individualClients.id} = ${policies.individualClientId}
      left join ${corporateClients} on ${corporateClients.id} = ${policies.corporateClientId}`,
  };
}

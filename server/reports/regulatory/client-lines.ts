import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { corporateClients, individualClients, policies } from '../../db/schema';
import { clientIdOfPolicy, clientNameOfPolicy, heldInPeriod, type HeldPolicy } from './client-policies-held';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';
import type { Paging } from '../../http/paging';
import type { SQL } from 'drizzle-orm';

// The client policies return's lines: one per client who held a policy in the period, by name.

export interface ClientLine {
  clientType: string;
  clientId: string;
  clientName: string;
  policies: number;
  sumInsured: number;
  premium: number;
}

export interface ClientTotals {
  clients: number;
  policies: number;
  sumInsured: number;
  premium: number;
}

/** Every client's line, from their policies held (in the order of the policies: by client name). */
export function clientLines(held: HeldPolicy[]): ClientLine[] {
  const lines = new Map<string, ClientLine>();
  for (const policy of held) {
    const line = lines.get(policy.clientId) ?? { ...policy, policies: 0, sumInsured: 0, premium: 0 };
    line.policies += 1;
    line.sumInsured += policy.sumInsuredKobo;
    line.premium += policy.premiumKobo;
    lines.set(policy.clientId, line);
  }
  return [...lines.values()];
}

export function totalsOf(lines: ClientLine[]): ClientTotals {
  const sum = (figure: (line: ClientLine) => number) => lines.reduce((total, line) => total + figure(line), 0);
  return {
    clients: lines.length,
    policies: sum((line) => line.policies),
    sumInsured: sum((line) => line.sumInsured),
    premium: sum((line) => line.premium),
  };
}

const koboSum = (column: SQL | typeof policies.premiumKobo) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The totals over every client who held a policy in the period. */
export async function heldTotals(tx: Transaction, tenantId: string, period: DayRange): Promise<ClientTotals> {
  const [totals] = await tx
    .select({
      clients: countDistinct(clientIdOfPolicy),
      policies: count(),
      sumInsured: koboSum(policies.sumInsuredKobo),
      premium: koboSum(policies.premiumKobo),
    })
    .from(policies)
    .where(heldInPeriod(tenantId, period));
  return {
    clients: totals!.clients,
    policies: totals!.policies,
    sumInsured: Number(totals!.sumInsured),
    premium: Number(totals!.premium),
  };
}

/**
 * One page of the clients' lines, by client name (then id, so that pages never overlap), and the
 * totals over every client, from the same read of the policies held.
 */
export async function pageOfClientLines(
  tx: Transaction,
  tenantId: string,
  period: DayRange,
  paging: Paging,
): Promise<{ lines: ClientLine[]; totals: ClientTotals }> {
  // Summed by client first (by id, cheap), then named, so that only the page is sorted by name.
  const held = tx
    .select({
      clientType: policies.clientType,
      individualClientId: policies.individualClientId,
      corporateClientId: policies.corporateClientId,
      policies: count().as('policies'),
      sumInsured: sql<string>`sum(${policies.sumInsuredKobo})`.as('sum_insured'),
      premium: sql<string>`sum(${policies.premiumKobo})`.as('premium'),
    })
    .from(policies)
    .where(heldInPeriod(tenantId, period))
    .groupBy(policies.clientType, policies.individualClientId, policies.corporateClientId)
    .as('held');
  const clientId = sql<string>`coalesce(${held.individualClientId}, ${held.corporateClientId})`;
  const rows = await tx
    .select({
      clientType: held.clientType,
      clientId,
      clientName: clientNameOfPolicy,
      policies: held.policies,
      sumInsured: sql<string>`${held.sumInsured}::text`,
      premium: sql<string>`${held.premium}::text`,
      allClients: sql<number>`(count(*) over ())::int`,
      allPolicies: sql<number>`(sum(${held.policies}) over ())::int`,
      allSumInsured: sql<string>`(sum(${held.sumInsured}) over ())::text`,
      allPremium: sql<string>`(sum(${held.premium}) over ())::text`,
    })
    .from(held)
    .leftJoin(individualClients, eq(individualClients.id, held.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, held.corporateClientId))
    .orderBy(asc(clientNameOfPolicy), asc(clientId))
    .limit(paging.limit)
    .offset(paging.offset);
  const [first] = rows;
  // A page past the last has no line to carry the totals.
  const totals = first
    ? { clients: first.allClients, policies: first.allPolicies, sumInsured: Number(first.allSumInsured), premium: Number(first.allPremium) }
    : await heldTotals(tx, tenantId, period);
  const lines = rows.map((row) => ({
    clientType: row.clientType,
    clientId: row.clientId,
    clientName: row.clientName,
    policies: row.policies,
    sumInsured: Number(row.sumInsured),
    premium: Number(row.premium),
  }));
  return { lines, totals };
}

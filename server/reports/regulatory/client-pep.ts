import { and, asc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { corporateClients, directors, individualClients } from '../../db/schema';
import type { Transaction } from '../../db/client';

// The brokerage's politically exposed clients: individuals flagged themselves, companies through
// a director flagged. The source of the flag is the public office held.

export interface ExposedClient {
  clientType: 'INDIVIDUAL' | 'CORPORATE';
  clientId: string;
  clientName: string;
  /** Who holds which office: the client themself, or the company's directors. */
  source: string;
}

/** Only the rows of the listed clients (every row without a list), by either client column so that their indexes serve. */
export const ofClients = (individual: AnyColumn, corporate: AnyColumn, clientIds?: string[]) =>
  clientIds === undefined
    ? undefined
    : clientIds.length === 0
      ? sql`false`
      : or(inArray(individual, clientIds), inArray(corporate, clientIds));

const office = (position: string | null) => position?.trim() || 'office not recorded';

export async function politicallyExposedClients(tx: Transaction, tenantId: string): Promise<ExposedClient[]> {
  const people = await tx
    .select({
      id: individualClients.id,
      first: individualClients.firstname,
      last: individualClients.lastname,
      position: individualClients.politicalPosition,
    })
    .from(individualClients)
    .where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.politicallyExposed, true)));
  const flaggedDirectors = await tx
    .select({
      clientId: corporateClients.id,
      clientName: corporateClients.corporateName,
      first: directors.firstname,
      last: directors.lastname,
      position: directors.politicalPosition,
    })
    .from(directors)
    .innerJoin(corporateClients, eq(corporateClients.id, directors.corporateClientId))
    .where(and(eq(directors.tenantId, tenantId), eq(corporateClients.tenantId, tenantId), eq(directors.politicallyExposed, true)))
    .orderBy(asc(directors.lastname), asc(directors.firstname));
  const companies = new Map<string, ExposedClient>();
  for (const row of flaggedDirectors) {
    const held = `Director ${row.first} ${row.last}: ${office(row.position)}`;
    const known = companies.get(row.clientId);
    if (known) known.source = `${known.source}; ${held}`;
    else companies.set(row.clientId, { clientType: 'CORPORATE', clientId: row.clientId, clientName: row.clientName, source: held });
  }
  const exposed: ExposedClient[] = [
    ...people.map((person) => ({
      clientType: 'INDIVIDUAL' as const,
      clientId: person.id,
      clientName: `${person.first} ${person.last}`,
      source: `Own office: ${office(person.position)}`,
    })),
    ...companies.values(),
  ];
  return exposed.sort((a, b) => a.clientName.localeCompare(b.clientName));
}

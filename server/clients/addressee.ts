import { and, eq } from 'drizzle-orm';
import { corporateClients, individualClients, states } from '../db/schema';
import type { Transaction } from '../db/client';

// A client as a document addresses them: name, postal address and where to mail them.

export interface Addressee {
  name: string;
  address: string | null;
  emails: string[];
}

export const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator) || null;

export const uniqueEmails = (emails: (string | null)[]) => [
  ...new Set(emails.map((email) => email?.trim().toLowerCase()).filter((email): email is string => !!email)),
];

export async function clientAddressee(
  tx: Transaction,
  tenantId: string,
  client: { clientType: string; clientId: string; name: string },
): Promise<Addressee> {
  if (client.clientType === 'INDIVIDUAL') {
    const [person] = await tx
      .select({ email: individualClients.email, address: individualClients.address, city: individualClients.city, state: states.name })
      .from(individualClients)
      .leftJoin(states, eq(states.id, individualClients.stateId))
      .where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.id, client.clientId)));
    return {
      name: client.name,
      address: joined([person?.address, person?.city, person?.state]),
      emails: uniqueEmails([person?.email ?? null]),
    };
  }
  const [company] = await tx
    .select({
      email: corporateClients.email,
      contact: corporateClients.contactPersonEmail,
      address: corporateClients.operatingBusinessAddress,
      city: corporateClients.cityOfOperation,
      state: states.name,
    })
    .from(corporateClients)
    .leftJoin(states, eq(states.id, corporateClients.stateId))
    .where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, client.clientId)));
  // A company without an email of its own is reached through its contact person's.
  return {
    name: client.name,
    address: joined([company?.address, company?.city, company?.state]),
    emails: uniqueEmails([company?.email ?? company?.contact ?? null]),
  };
}

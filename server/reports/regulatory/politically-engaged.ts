import { check } from '../../../domain/account-statements';
import { koboToNaira } from '../../../domain/money';
import { clientPath } from '../../../domain/record-paths';
import { invoiceBillingInLedger } from './business-ledger';
import { producedNotes } from './business-production';
import { politicallyExposedClients } from './client-pep';
import { heldPoliciesTable, policiesHeld } from './client-policies-held';
import { sumKobo } from './kobo-sums';
import type { ReportBuilder } from '../report-routes';

// Politically exposed persons: the clients flagged (or whose directors are), the office behind the
// flag, the policies they held in the period and the premium billed to them in it.

export const politicallyEngaged: ReportBuilder = async (tx, tenantId, period) => {
  const exposed = await politicallyExposedClients(tx, tenantId);
  const ids = new Set(exposed.map((client) => client.clientId));
  const held = await policiesHeld(tx, tenantId, period, [...ids]);
  const notes = await producedNotes(tx, tenantId, period, [...ids]);
  const lines = exposed.map((client) => ({
    client,
    policies: held.filter((policy) => policy.clientId === client.clientId).length,
    premium: sumKobo(
      notes.filter((note) => note.clientId === client.clientId),
      (note) => note.premiumKobo,
    ),
  }));
  const billed = await invoiceBillingInLedger(tx, tenantId, period);
  const premium = sumKobo(lines, (line) => line.premium);
  return {
    tables: [
      {
        title: 'Politically exposed clients',
        columns: [
          { key: 'client', header: 'Client', kind: 'text' },
          { key: 'client_type', header: 'Type', kind: 'text' },
          { key: 'source', header: 'Office held (source of the flag)', kind: 'text' },
          { key: 'policies', header: 'Policies held', kind: 'count' },
          { key: 'premium', header: 'Premium billed', kind: 'amount' },
        ],
        rows: lines.map(({ client, policies, premium }) => ({
          cells: {
            client: client.clientName,
            client_type: client.clientType === 'CORPORATE' ? 'Corporate' : 'Individual',
            source: client.source,
            policies,
            premium: koboToNaira(premium),
          },
          link: clientPath(client.clientType, client.clientId),
        })),
        totals: {
          client: `${lines.length} ${lines.length === 1 ? 'client' : 'clients'}`,
          policies: sumKobo(lines, (line) => line.policies),
          premium: koboToNaira(premium),
        },
      },
      heldPoliciesTable('Their policies held in the period', held),
    ],
    checks: [
      check(
        'Premium billed to politically exposed clients equals the premium posted to their ledger accounts in the period',
        premium,
        sumKobo([...ids], (id) => billed.premiumByClient.get(id) ?? 0),
      ),
    ],
    notes: [
      'An individual client is politically exposed when flagged so, the office they hold being the source; a corporate client when one of its directors is flagged, each such director and office named.',
      'Policies held: put on cover with cover overlapping the period. Premium billed: the debit notes issued to the client in the period less the credit notes of returned premium, deleted invoices left out, as the ledger records them on the client’s account.',
    ],
  };
};

import { koboToNaira } from '../../../domain/money';
import { clientPath } from '../../../domain/record-paths';
import { heldPoliciesTable, policiesHeld, type HeldPolicy } from './client-policies-held';
import type { ReportTable } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// Client policies: every client who held a policy in the period, with those policies.

interface ClientLine {
  clientType: string;
  clientId: string;
  clientName: string;
  policies: number;
  sumInsured: number;
  premium: number;
}

function clientLines(held: HeldPolicy[]): ClientLine[] {
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

export const clientPolicies: ReportBuilder = async (tx, tenantId, period) => {
  const held = await policiesHeld(tx, tenantId, period);
  const clients = clientLines(held);
  const sum = (figure: (line: ClientLine) => number) => clients.reduce((total, line) => total + figure(line), 0);
  const byClient: ReportTable = {
    title: 'Clients',
    columns: [
      { key: 'client', header: 'Client', kind: 'text' },
      { key: 'client_type', header: 'Type', kind: 'text' },
      { key: 'policies', header: 'Policies', kind: 'count' },
      { key: 'sum_insured', header: 'Sum insured', kind: 'amount' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
    ],
    rows: clients.map((line) => ({
      cells: {
        client: line.clientName,
        client_type: line.clientType === 'CORPORATE' ? 'Corporate' : 'Individual',
        policies: line.policies,
        sum_insured: koboToNaira(line.sumInsured),
        premium: koboToNaira(line.premium),
      },
      link: clientPath(line.clientType, line.clientId),
    })),
    totals: {
      client: `${clients.length} ${clients.length === 1 ? 'client' : 'clients'}`,
      policies: sum((line) => line.policies),
      sum_insured: koboToNaira(sum((line) => line.sumInsured)),
      premium: koboToNaira(sum((line) => line.premium)),
    },
  };
  return {
    tables: [byClient, heldPoliciesTable('Policies', held)],
    checks: [],
    notes: [
      'A policy is held in the period when it was put on cover and its cover (start to end date, as endorsed) overlaps the period, whatever its status today (expired, renewed or cancelled ones included). Clients who held none are left out.',
      'Sum insured and premium are the policy’s own, as last endorsed, not the premium billed in the period (see Premium Income Production for that, tied to the ledger).',
    ],
  };
};

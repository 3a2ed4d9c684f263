import { check } from '../../../domain/account-statements';
import { koboToNaira } from '../../../domain/money';
import { userPath } from '../../../domain/record-paths';
import { branchOfUsers } from './business-branches';
import { invoiceBillingInLedger, totalBilled } from './business-ledger';
import { sumKobo } from './kobo-sums';
import { productionByBringer, type BringerLine } from './production-totals';
import type { ReportTable } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// Business generated: the premium produced in the period (as premium income production counts it)
// and its commission, by the user who brought it in, by agent and by branch. The database sums the
// notes by user; every user falls on exactly one line of each table, so the three totals are the same.

interface Line {
  name: string;
  link?: string;
  policies: number;
  premium: number;
  commission: number;
}

type Attribution = (bringer: BringerLine) => { key: string; name: string; link?: string };

const UNASSIGNED = 'Unassigned';

function tableOf(title: string, header: string, bringers: BringerLine[], attribute: Attribution): ReportTable {
  const lines = new Map<string, Line>();
  for (const bringer of bringers) {
    const { key, name, link } = attribute(bringer);
    const line = lines.get(key) ?? { name, link, policies: 0, premium: 0, commission: 0 };
    line.policies += bringer.policies;
    line.premium += bringer.premium;
    line.commission += bringer.commission;
    lines.set(key, line);
  }
  const sorted = [...lines.values()].sort(
    (a, b) => Number(a.name === UNASSIGNED) - Number(b.name === UNASSIGNED) || a.name.localeCompare(b.name),
  );
  return {
    title,
    columns: [
      { key: 'name', header, kind: 'text' },
      { key: 'policies', header: 'Policies', kind: 'count' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
      { key: 'commission', header: 'Commission', kind: 'amount' },
    ],
    rows: sorted.map((line) => ({
      cells: { name: line.name, policies: line.policies, premium: koboToNaira(line.premium), commission: koboToNaira(line.commission) },
      ...(line.link ? { link: line.link } : {}),
    })),
    totals: {
      name: 'Total',
      policies: sumKobo(sorted, (line) => line.policies),
      premium: koboToNaira(sumKobo(sorted, (line) => line.premium)),
      commission: koboToNaira(sumKobo(sorted, (line) => line.commission)),
    },
  };
}

export const businessGenerated: ReportBuilder = async (tx, tenantId, period) => {
  const bringers = await productionByBringer(tx, tenantId, period);
  const branchOf = await branchOfUsers(tx, tenantId);
  const byUser: Attribution = (bringer) =>
    bringer.userId ? { key: bringer.userId, name: bringer.userName!, link: userPath(bringer.userId) } : { key: '', name: UNASSIGNED };
  const byAgent: Attribution = (bringer) =>
    bringer.userType === 'agent' ? byUser(bringer) : { key: '', name: 'Direct business (no agent)' };
  const byBranch: Attribution = (bringer) => {
    const branch = bringer.userId ? branchOf.get(bringer.userId) : undefined;
    return branch ? { key: branch.id, name: branch.name } : { key: '', name: UNASSIGNED };
  };
  const premium = sumKobo(bringers, (bringer) => bringer.premium);
  const commission = sumKobo(bringers, (bringer) => bringer.commission);
  const billed = await invoiceBillingInLedger(tx, tenantId, period);
  return {
    tables: [
      tableOf('By user', 'User', bringers, byUser),
      tableOf('By agent', 'Agent', bringers, byAgent),
      tableOf('By branch', 'Branch', bringers, byBranch),
    ],
    checks: [
      check('Premium generated equals the premium billed to client accounts in the ledger in the period', premium, totalBilled(billed)),
      check('Commission generated equals the commission income posted on invoices in the period', commission, billed.commissionKobo),
    ],
    notes: [
      'Business is the debit notes issued in the period (new business, renewals, endorsements’ additional premium) less the credit notes of returned premium, deleted invoices left out; policies counts the new business and renewal debit notes. Commission is the brokerage commission on them, less the commission reversed on credit notes.',
      'Each note is the business of the user who wrote the policy it bills, or of the user who raised it when it bills no policy. Unassigned: the user is no longer known.',
      'Agents are users of the agent type; business brought in by other users is direct business. A user’s branch is their branch; of several, the head office, else the first by name; a user in no branch is unassigned.',
      'The three tables count the same notes, so their totals are the same.',
    ],
  };
};
